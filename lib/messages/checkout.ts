// The spec's checkout and payment texts (its validation rules, "Checkout", and error catalogue, "Orders, payment,
// messages"), and ours for the M-Pesa results the spec leaves unnamed (see docs/decisions/payments-decided-by-server.md).
import { CART_MESSAGES } from "./cart";
import { LOGIN_TO_CONTINUE } from "./common";

export const CHECKOUT_MESSAGES = {
  loginRequired: LOGIN_TO_CONTINUE,
  cartEmpty: CART_MESSAGES.empty,
  checkoutFailed: "Failed to proceed to checkout",
  purchaseFailed: "Failed to process purchase",
  title: "Complete Your Payment",
  orderNotFound: "Order not found. Please return to your cart and try again.",
  phoneRequired: "Please enter a phone number",
  phoneInvalid: "Invalid phone number format. Use format: 07XXXXXXXX or 254XXXXXXXXX",
  pickupUnconfirmed: "Please confirm pickup arrangements",
  deliveryAddressRequired: "Please provide a delivery address",
  // Ours: limits the spec leaves open.
  saveDetailsFailed: "Failed to save your delivery details",
  deliveryOptionRequired: "Choose pickup or delivery",
  deliveryAddressTooLong: "Keep the delivery address under 300 characters",
  deliveryInstructionsTooLong: "Keep the delivery instructions under 500 characters",
  phoneAndAmountRequired: "Phone number and amount are required",
  amountInvalid: "Invalid amount. Must be a positive number.",
  checkYourPhone: "Please check your phone for the M-Pesa prompt",
  requestSent: "Payment request sent. Please check your phone for the M-Pesa prompt.",
  paid: (receipt: string) => `Payment successful! M-Pesa receipt: ${receipt}`,
  completed: "Payment completed successfully!",
  failed: "Payment failed. Please try again.",
  noCheckoutRequestId: "No checkout request ID received",
  initiateFailed: "Failed to initiate payment. Please try again.",
  receiptCopied: "Receipt number copied to clipboard",
  copyFailed: "Could not copy. Select the receipt number and copy it yourself.",
  confirmed: "Order Confirmed!",
  pendingNote: "We are waiting for M-Pesa to confirm your payment. This page shows it as soon as it arrives; nothing more is needed from you.",
  failedNoteFallback: "An error occurred during payment processing",
  // Ours: what a student is told for each way a prompt ends unpaid (Daraja's result codes).
  cancelled: "You cancelled the M-Pesa prompt. Nothing was charged.",
  insufficientFunds: "Your M-Pesa balance was not enough for this payment. Nothing was charged.",
  unreachable: "We could not reach your phone. Check it is on and has signal, then try again.",
  wrongPin: "The M-Pesa PIN was wrong. Nothing was charged.",
  expired: "The M-Pesa prompt timed out before it was answered. Nothing was charged.",
  limitExceeded: "This payment is over your M-Pesa limit. Nothing was charged.",
  busy: "M-Pesa is busy with another request on your phone. Wait a minute, then try again.",
  // Ours: M-Pesa refused a new prompt because the phone still shows one; nothing was sent.
  promptAlreadyOnPhone: "You already have an M-Pesa prompt on your phone. Enter your PIN or cancel it, then try again.",
  notCompleted: "The payment did not go through. Nothing was charged.",
  unconfirmed: "M-Pesa did not confirm this payment in time. If money left your account it will show here; otherwise try again.",
  onlyLeft: (count: number) => `Only ${count} left`,
  // Ours: the order names what stopped it (see docs/decisions/stock.md).
  shortOf: (productName: string, count: number) => `${productName}: only ${count} left. Change the quantity in your cart and check out again.`,
  // Ours: an old listing under KES 10, which M-Pesa could not pay its seller for.
  belowPayoutMinimum: (productName: string) => `${productName} comes to less than KES 10, the least M-Pesa can pay its seller. Add more of it, or remove it from your cart.`,
  noLongerAvailable: (productName: string) => `${productName} is no longer available. Remove it from your cart and check out again.`,
} as const;
