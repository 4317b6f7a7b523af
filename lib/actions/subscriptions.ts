"use server";

import { SUBSCRIPTION_MESSAGES } from "@/lib/messages/subscription";
import { mayPayForPro, startMpesaPayment, stkPushPhoneLimit, stkPushUserLimit } from "@/lib/payments/start-payment";
import { subscribeSchema } from "@/lib/validation/subscription";
import { authorize, fromResult, rateLimit, userActionClient } from "./safe-action";

// Go Pro (the spec's Subscription screen; see docs/decisions/subscription.md): a seller picks a plan and a phone; the server
// prompts that phone for the plan's price. The page follows the payment through
// GET /api/mpesa/status/{checkoutRequestId}, like checkout; only the settlement makes Pro.

export const subscribeAction = userActionClient
  .metadata({ name: "subscribe", failed: SUBSCRIPTION_MESSAGES.failed })
  .inputSchema(subscribeSchema)
  // The same prompt budget as checkout: any number can be typed, so the phone is counted too,
  // but only for a caller who may pay for Pro (a refused request spends nobody's budget).
  .useValidated(rateLimit(({ ctx }) => stkPushUserLimit(ctx.user.id)))
  .useValidated(authorize(({ ctx }) => mayPayForPro(ctx.user)))
  .useValidated(rateLimit(({ parsedInput }) => stkPushPhoneLimit(parsedInput.phoneNumber)))
  .action(async ({ parsedInput: { plan, phoneNumber }, ctx: { user } }) => {
    // Nothing on any page changes until the payment settles; the dialog follows it.
    return fromResult(await startMpesaPayment(user.id, { for: "subscription", plan }, phoneNumber));
  });
