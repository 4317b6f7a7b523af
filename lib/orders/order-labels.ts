// An order's two labels wherever it shows: where its money is (payment) and where the goods are
// (fulfilment). One word for both made a paid order read "Pending" beside an unpaid one's
// "Awaiting payment", and a buyer who had just paid read it as unpaid.

export type PaymentLabel = "Paid" | "Awaiting payment" | "Failed" | "Refunded";
export type FulfilmentLabel = "Pending" | "Processing" | "Shipped" | "Delivered" | "Cancelled";

/**
 * The payment's label. An order whose items all ended without a sale (every one refunded, or
 * cancelled by its seller and refunded) reads Refunded: the buyer's money went back.
 */
export function paymentLabel(paymentStatus: string, orderStatus: string): PaymentLabel {
  if (paymentStatus === "failed") return "Failed";
  if (paymentStatus !== "completed") return "Awaiting payment";
  return orderStatus === "cancelled" ? "Refunded" : "Paid";
}

/** The goods' label; none while the order is unpaid (nothing is being fulfilled yet). */
export function fulfilmentLabel(orderStatus: string, paymentStatus: string, allRefunded = false): FulfilmentLabel | null {
  if (paymentStatus !== "completed" || orderStatus === "pending_payment") return null;
  switch (orderStatus) {
    case "processing":
      return "Processing";
    case "shipped":
      return "Shipped";
    case "delivered":
      return "Delivered";
    case "cancelled":
      return allRefunded ? null : "Cancelled";
    default:
      return "Pending";
  }
}
