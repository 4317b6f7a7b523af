// The spec's order, fulfilment, payout and issue-report texts (the spec's validation rules and error catalogue), and ours
// where the spec names none (see docs/decisions/payments-decided-by-server.md and buyer-protection.md).
import { LOGIN_TO_CONTINUE } from "./common";

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
  notPaid: "This order is not paid yet.",
  contactBuyerPrompt: "Contact Buyer",
  contactBuyerDefault: (productName: string) => `Hi! Your order for ${productName} is confirmed. When and where would you like to collect it?`,
  waitingForBuyer: "Waiting for buyer...",
  backToShop: "Back to My Shop",
  backToOrders: "Back to Orders",
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
  sellerMessage: (description: string) => `I reported a problem with this order: ${description}`,
  resolved: "Issue resolved: the seller's payout is released",
  refunded: "Refund sent to the buyer's M-Pesa",
  decideFailed: "Failed to record the decision",
  alreadyDecided: "This report was already decided",
  refundTooLate: "The seller's payout has already gone out: refund the buyer from the M-Pesa portal",
} as const;
