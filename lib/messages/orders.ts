// The spec's order, fulfilment, payout and issue-report texts (the spec's validation rules and error catalogue), and ours
// where the spec names none (see docs/decisions/payments-decided-by-server.md and buyer-protection.md).
import { LOGIN_TO_CONTINUE } from "./common";

/**
 * The words for where an order's money and an item's goods are, one per state, wherever they
 * show (lib/orders/order-labels.ts, components/orders/item-status.tsx).
 */
export const STATUS_WORDS = {
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  awaitingPayment: "Awaiting payment",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  cancelled: "Cancelled",
} as const;

export const ORDER_MESSAGES = {
  loginRequired: LOGIN_TO_CONTINUE,
  notFound: "Order not found",
  sellerNotFound: "Order Not Found",
  loadFailed: "Failed to load order details",
  sellerLoadFailed: "Failed to load order information",
  statusUpdated: (status: string) => `Order marked as ${status}`,
  statusFailed: "Failed to update order status",
  // Ours: why a move was refused, shown under the spec's failure.
  needsAgreement: "The buyer has not agreed the hand-over yet: message them first.",
  refunded: "This item was refunded to the buyer.",
  cancelled: "This item was cancelled.",
  notPaid: "This order is not paid yet.",
  alreadyMoved: "It was already moved on (another tab or click); the page now shows where it is.",
  contactBuyerPrompt: "Contact Buyer",
  contactBuyerDefault: (productName: string) => `Hi! Your order for ${productName} is confirmed. When and where would you like to collect it?`,
  waitingForBuyer: "Waiting for buyer...",
  backToShop: "Back to My Shop",
  backToOrders: "Back to Orders",
  // Ours: refunded and cancelled items, the hold and its end (see docs/decisions/buyer-protection.md).
  orderEnded: (label: string) => `${label}: every item's money goes back to your M-Pesa.`,
  refundReceipt: (transactionId: string, date: string) => `Refunded to your M-Pesa: ${transactionId} on ${date}`,
  refundOnItsWay: "Refund on its way to your M-Pesa",
  cancelledBecause: (reason: string) => `Cancelled by the seller: ${reason}`,
} as const;

export const RECEIPT_MESSAGES = {
  confirmButton: "Confirm received",
  confirmTitle: "Confirm you received it?",
  confirmBody: (amount: string) => `The seller is paid ${amount} now. Only confirm once you have the item and it is as described: after this, a problem can no longer hold the payment.`,
  confirmAction: "Yes, I received it",
  keepWaiting: "Not yet",
  confirmed: "Thanks! The seller is being paid.",
  alreadyConfirmed: "You confirmed you received it",
  failed: "Could not confirm receipt",
  notDelivered: "The seller has not marked this item delivered yet.",
  payoutGone: "The seller has already been paid for this item.",
  refunded: "This item was refunded.",
  releasesAt: (date: string) => `The seller is paid on ${date} unless you report a problem first.`,
  released: "The seller has been paid.",
  heldByReport: "The seller's payment is on hold while staff look at your report.",
} as const;

export const CANCEL_MESSAGES = {
  button: "Cancel item",
  title: "Cancel this item?",
  body: (amount: string) => `The buyer is refunded ${amount} to the M-Pesa phone they paid with, at once, and the item goes back on sale. This cannot be undone.`,
  reasonLabel: "Reason (the buyer sees it)",
  reasonRequired: "Please give the buyer a reason",
  reasonTooLong: "Keep the reason under 500 characters",
  confirm: "Cancel and refund",
  keep: "Keep the order",
  cancelled: "Item cancelled: the buyer is being refunded",
  failed: "Could not cancel the item",
  shipped: "This item has shipped: it can no longer be cancelled.",
  alreadyEnded: "This item was already cancelled or refunded.",
  notPaid: "This order is not paid yet.",
  alreadyMoved: "It was already moved on (another tab or click); the page now shows where it is.",
  buyerMessage: (productName: string, reason: string) => `I cancelled your order for ${productName}: ${reason}. Your money is on its way back to your M-Pesa.`,
} as const;

export const PAYOUT_MESSAGES = {
  initiated: (transactionId: string) => `B2C Payment initiated! Transaction ID ${transactionId}`,
  failed: (error: string) => `B2C Failed: ${error}`,
  error: (error: string) => `B2C Error: ${error}`,
  noPhone: "Seller phone number not found in profile",
  noUser: "No authenticated user",
  // Ours (see docs/decisions/buyer-protection.md).
  onHold: "Payout on hold: the buyer reported a problem",
  completed: (transactionId: string) => `Paid to your M-Pesa: ${transactionId}`,
  unknown: "Checking with M-Pesa: the payout's result has not arrived yet",
  cancelled: "No payout: the buyer was refunded",
  waiting: "Payout queued",
  scheduled: (date: string) => `Payout on ${date}`,
  retried: "Payout sent again",
  retryRefused: "Only a failed payout can be sent again",
  staffOnly: "Only staff can do that",
} as const;

export const ISSUE_MESSAGES = {
  descriptionRequired: "Please provide a description of your issue",
  signedOut: "You must be logged in to report issues",
  reported: "Issue reported successfully!",
  failed: "Failed to report issue",
  // Ours: limits and staff decisions (see docs/decisions/buyer-protection.md).
  descriptionTooLong: "Keep the description under 2,000 characters",
  notPaid: "You can report an issue once the order is paid",
  ended: "This seller's items were refunded or cancelled: there is nothing left to report",
  sellerMessage: (description: string) => `I reported a problem with this order: ${description}`,
  resolved: "Issue resolved: the seller's payout is released",
  refunded: "Refund sent to the buyer's M-Pesa",
  decideFailed: "Failed to record the decision",
  alreadyDecided: "This report was already decided",
  refundTooLate: "The seller's payout has already gone out: refund the buyer from the M-Pesa portal",
} as const;
