"use server";

import { TOO_MANY_REQUESTS } from "@/lib/messages/common";
import { SUBSCRIPTION_MESSAGES } from "@/lib/messages/subscription";
import { startSubscriptionPayment } from "@/lib/payments/subscription-payments";
import { consumeRateLimits } from "@/lib/rate-limit/limits";
import { subscribeSchema } from "@/lib/validation/subscription";
import { fromResult, refuse, userActionClient } from "./safe-action";

// Go Pro (the spec's Subscription screen; see docs/decisions/subscription.md): a seller picks a plan and a phone; the server
// prompts that phone for the plan's price. The page follows the payment through
// GET /api/mpesa/status/{checkoutRequestId}, like checkout; only the settlement makes Pro.

export const subscribeAction = userActionClient
  .metadata({ name: "subscribe", failed: SUBSCRIPTION_MESSAGES.failed })
  .inputSchema(subscribeSchema)
  .action(async ({ parsedInput: { plan, phoneNumber }, ctx: { user } }) => {
    // The same prompt budget as checkout: any number can be typed, so the phone is counted too.
    const verdict = await consumeRateLimits([
      ["stkPushUser", user.id],
      ["stkPushPhone", phoneNumber],
    ]);
    if (!verdict.allowed) refuse(TOO_MANY_REQUESTS);
    // Nothing on any page changes until the payment settles; the dialog follows it.
    return fromResult(await startSubscriptionPayment(user.id, plan, phoneNumber));
  });
