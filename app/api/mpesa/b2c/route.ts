import { NextResponse } from "next/server";
import { readJson, userRoute } from "@/lib/api/responses";
import { retryFailedPayout } from "@/lib/db/payouts";
import { findItemPayoutId } from "@/lib/db/fulfilment";
import { PAYOUT_MESSAGES } from "@/lib/messages/orders";
import { sendDuePayouts } from "@/lib/payouts/payout-sender";
import { b2cRetryRequestSchema } from "@/lib/validation/orders";

// Spec section 7: POST /mpesa/b2c with phoneNumber, amount, orderId, orderItemId, sellerId,
// remarks, answering { message, transactionId, error }. Payouts start by themselves when an
// item is delivered (issue 16), so this is kept for staff retries only: staff session, the
// item names its payout, and the amount and phone are the stored ones whatever the body says.

function answer(status: number, body: { message?: string; transactionId?: string | null; error?: string }) {
  return NextResponse.json({ ok: status < 400, ...body, message: body.message ?? body.error }, { status });
}

export const POST = userRoute(PAYOUT_MESSAGES.noUser, async (request, user) => {
  if (!user.isStaff) return answer(403, { error: PAYOUT_MESSAGES.staffOnly });
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const parsed = b2cRetryRequestSchema.safeParse(body ?? {});
  if (!parsed.success) return answer(422, { error: PAYOUT_MESSAGES.retryRefused });
  const payoutId = await findItemPayoutId(parsed.data.orderItemId);
  if (!payoutId || !(await retryFailedPayout(payoutId, user.id))) return answer(409, { error: PAYOUT_MESSAGES.retryRefused });
  const [sent] = await sendDuePayouts({ payoutId });
  if (sent?.outcome === "failed") return answer(502, { error: PAYOUT_MESSAGES.failed(sent.error ?? "refused") });
  if (sent?.outcome === "submitted") return answer(200, { message: PAYOUT_MESSAGES.initiated(sent.conversationId ?? "pending"), transactionId: sent.conversationId });
  return answer(202, { message: PAYOUT_MESSAGES.retried, transactionId: null });
});
