import { apiError, apiSuccess } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { paymentStatusForPayer } from "@/lib/payments/order-payments";
import { isCheckoutRequestId } from "@/lib/validation/checkout";

// The spec's GET /mpesa/status/{checkoutRequestId} answers { data: { paymentStatus, receipt } },
// polled every 5 s by checkout and by Go Pro. Only the payer's own; anyone else gets the same 404
// as no such id.
// A pending payment whose callback is late is reconciled here, on demand.

const notFound = () => apiError("not_found", CHECKOUT_MESSAGES.noCheckoutRequestId);

export const GET = userRoute<{ checkoutRequestId: string }>(LOGIN_TO_CONTINUE)
  .guard(({ params }) => (isCheckoutRequestId(params.checkoutRequestId) ? null : notFound()))
  .handle(async ({ user, params: { checkoutRequestId } }) => {
    const view = await paymentStatusForPayer(user.id, checkoutRequestId);
    if (!view) return notFound();
    const data = {
      paymentStatus: view.paymentStatus,
      receipt: view.receipt,
      message: view.message,
      orderId: view.orderId,
      ...(view.subscriptionId ? { subscriptionId: view.subscriptionId, proUntil: view.proUntil?.toISOString() ?? null } : {}),
    };
    // Polled: never a stored copy.
    return apiSuccess(data, undefined, 200, { "cache-control": "no-store" });
  });
