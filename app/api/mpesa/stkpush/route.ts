import { apiError, apiSuccess, respond } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { mayPayForOrder, startMpesaPayment, stkPushPhoneLimit, stkPushUserLimit } from "@/lib/payments/start-payment";
import { stkPushRequestSchema } from "@/lib/validation/checkout";

// The spec's POST /mpesa/stkpush (orderId, phoneNumber, amount): a thin entry point onto the
// one function that starts a payment (lib/payments/start-payment.ts), answered like every
// route (lib/api/responses.ts) with the spec's CheckoutRequestID in `data`. Only the caller's
// own unpaid order; the amount is the order's.

export const POST = userRoute(LOGIN_TO_CONTINUE)
  .json(stkPushRequestSchema, {
    // An order id that is not one reads as an order that is not there.
    invalid: (fieldErrors) =>
      apiError(fieldErrors.orderId ? "not_found" : "invalid_input", fieldErrors.orderId ?? fieldErrors.phoneNumber ?? fieldErrors.amount ?? CHECKOUT_MESSAGES.initiateFailed, { fieldErrors }),
  })
  // Any number can be typed: the account and the phone each get a few prompts a quarter hour.
  .rateLimit(({ user }) => stkPushUserLimit(user.id))
  // The phone's budget is its owner's: only a request for the caller's own order spends it.
  .authorize(async ({ user, input }) => {
    const refused = await mayPayForOrder(user.id, input.orderId, input.amount);
    return refused ? respond(refused) : null;
  })
  .rateLimit(({ input }) => stkPushPhoneLimit(input.phoneNumber))
  .handle(async ({ user, input: { orderId, phoneNumber, amount } }) => {
    const started = await startMpesaPayment(user.id, { for: "order", orderId, amount }, phoneNumber);
    if (!started.ok) return respond(started);
    return apiSuccess({ CheckoutRequestID: started.data?.checkoutRequestId ?? null, alreadyPaid: started.data?.alreadyPaid ?? false }, started.message);
  });
