// The moments in an item's life someone should hear about by email (see
// docs/decisions/buyer-protection.md). lib/db/order-events.ts records each inside the
// transaction that makes it true, so an outbox attached there sends it once, after the write
// commits.

export type OrderEvent =
  /** The seller marked the item delivered; the payout goes at `payoutDueAt` unless the buyer confirms or reports first. */
  | { kind: "item-delivered"; orderItemId: string; payoutDueAt: Date }
  /** The seller's payout was released to be sent (the hold ended, the buyer confirmed, or staff resolved a report). */
  | { kind: "payout-released"; orderItemId: string; payoutId: string }
  /** A report holds the payout of a delivered item until staff decide. */
  | { kind: "payout-held"; orderItemId: string; issueReportId: string }
  /** The seller cancelled the item before shipping; the buyer's refund is on its way. */
  | { kind: "item-cancelled"; orderItemId: string }
  /** The buyer's refund for the item completed (M-Pesa's transaction id is on the refund row). */
  | { kind: "item-refunded"; orderItemId: string; refundId: string };

export type OrderEventKind = OrderEvent["kind"];
