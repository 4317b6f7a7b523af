import { NextResponse } from "next/server";
import { userRoute } from "@/lib/api/responses";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { paymentStatusForPayer } from "@/lib/payments/order-payments";
import { isCheckoutRequestId } from "@/lib/validation/checkout";

// Spec section 7: GET /mpesa/status/{checkoutRequestId} answers { data: { paymentStatus, receipt } },
// polled every 5 s by checkout and by Go Pro. Only the payer's own; anyone else gets the same 404
// as no such id.
// A pending payment whose callback is late is reconciled here, on demand.

function notFound() {
  return NextResponse.json({ ok: false, code: "not_found", message: CHECKOUT_MESSAGES.noCheckoutRequestId, error: CHECKOUT_MESSAGES.noCheckoutRequestId }, { status: 404 });
}

export const GET = userRoute<{ checkoutRequestId: string }>(LOGIN_TO_CONTINUE, async (_request, user, { params }) => {
  const { checkoutRequestId } = await params;
  if (!isCheckoutRequestId(checkoutRequestId)) return notFound();
  const view = await paymentStatusForPayer(user.id, checkoutRequestId);
  if (!view) return notFound();
  return NextResponse.json(
    {
      ok: true,
      data: {
        paymentStatus: view.paymentStatus,
        receipt: view.receipt,
        message: view.message,
        orderId: view.orderId,
        ...(view.subscriptionId ? { subscriptionId: view.subscriptionId, proUntil: view.proUntil?.toISOString() ?? null } : {}),
      },
    },
    { headers: { "cache-control": "no-store" } },
  );
});
