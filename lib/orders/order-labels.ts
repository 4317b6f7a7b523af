// An order's two labels wherever it shows: where its money is (payment) and where the goods are
// (fulfilment). One word for both made a paid order read "Pending" beside an unpaid one's
// "Awaiting payment", and a buyer who had just paid read it as unpaid.

import { STATUS_WORDS as W } from "@/lib/messages/orders";

export type PaymentLabel = (typeof W)["paid" | "awaitingPayment" | "failed" | "refunded"];
export type FulfilmentLabel = (typeof W)["pending" | "processing" | "shipped" | "delivered" | "cancelled"];

/**
 * The payment's label. An order whose items all ended without a sale (every one refunded, or
 * cancelled by its seller and refunded) reads Refunded: the buyer's money went back.
 */
export function paymentLabel(paymentStatus: string, orderStatus: string): PaymentLabel {
  if (paymentStatus === "failed") return W.failed;
  if (paymentStatus !== "completed") return W.awaitingPayment;
  return orderStatus === "cancelled" ? W.refunded : W.paid;
}

/** The goods' label; none while the order is unpaid (nothing is being fulfilled yet). */
export function fulfilmentLabel(orderStatus: string, paymentStatus: string, allRefunded = false): FulfilmentLabel | null {
  if (paymentStatus !== "completed" || orderStatus === "pending_payment") return null;
  switch (orderStatus) {
    case "processing":
      return W.processing;
    case "shipped":
      return W.shipped;
    case "delivered":
      return W.delivered;
    case "cancelled":
      return allRefunded ? null : W.cancelled;
    default:
      return W.pending;
  }
}
