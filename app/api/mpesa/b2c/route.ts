import { apiError, apiSuccess, respond } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { findItemPayoutId } from "@/lib/db/fulfilment";
import { PAYOUT_MESSAGES } from "@/lib/messages/orders";
import { retryPayout } from "@/lib/payouts/retry";
import { b2cRetryRequestSchema } from "@/lib/validation/orders";

// The spec's POST /mpesa/b2c (phoneNumber, amount, orderId, orderItemId, sellerId, remarks),
// answered like every route (lib/api/responses.ts): its message, and its transactionId in
// `data`. Payouts start by themselves when an item is delivered, so this is a thin entry point
// onto the staff retry (lib/payouts/retry.ts), the same as the admin page's: staff session, the
// item names its payout, and the amount and phone are the stored ones whatever the body says.

export const POST = userRoute(PAYOUT_MESSAGES.noUser)
  .role("staff", PAYOUT_MESSAGES.staffOnly)
  .json(b2cRetryRequestSchema, { invalid: () => apiError("invalid_input", PAYOUT_MESSAGES.retryRefused) })
  .handle(async ({ user, input }) => {
    const payoutId = await findItemPayoutId(input.orderItemId);
    if (!payoutId) return apiError("conflict", PAYOUT_MESSAGES.retryRefused);
    const retried = await retryPayout(payoutId, user.id);
    if (!retried.ok) return respond(retried);
    // The spec's transactionId is the payout's conversation id while Daraja works on it; 202 when nothing was sent yet.
    const sent = retried.data?.sent;
    const submitted = sent?.outcome === "submitted";
    return apiSuccess({ transactionId: submitted ? (sent.conversationId ?? null) : null }, retried.message, submitted ? 200 : 202);
  });
