// How Daraja wants the fields of an STK push and query written (Daraja's documentation).

/** East Africa Time: UTC+3 all year (no daylight saving), the clock Daraja's timestamps are read in. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** YYYYMMDDHHmmss in East Africa Time, on a 24-hour clock. */
export function darajaTimestamp(at: Date): string {
  const eat = new Date(at.getTime() + EAT_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${eat.getUTCFullYear()}${pad(eat.getUTCMonth() + 1)}${pad(eat.getUTCDate())}${pad(eat.getUTCHours())}${pad(eat.getUTCMinutes())}${pad(eat.getUTCSeconds())}`;
}

/** The STK password: base64 of shortcode, passkey and timestamp written one after another (the same timestamp as the request's). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, "utf8").toString("base64");
}

/**
 * The least a B2C payment may send (Daraja's FAQ; Daraja's documentation): a seller's payout
 * or a buyer's refund is an order item's subtotal, so no item may come to less.
 */
export const B2C_MIN_AMOUNT = 10;

/** Daraja's limits on the texts of a push: longer ones are refused or break the prompt (result 1025). */
export const ACCOUNT_REFERENCE_MAX = 12;
export const TRANSACTION_DESC_MAX = 13;

/**
 * The account reference shown in the prompt for an order: the order number the confirmation
 * page shows (the first 8 characters of its id). The spec's 'Order #' and 8 characters would
 * be 15, over Daraja's 12, and '#' is not alphanumeric.
 */
export function orderAccountReference(orderId: string): string {
  return orderId.replace(/[^A-Za-z0-9]/g, "").slice(0, 8);
}

/** What the payer's M-Pesa statement says the payment was for (Daraja's 13 at most). */
export const ORDER_TRANSACTION_DESC = "Campus Market";

/** A Pro payment's account reference: PRO and the subscription number (11 characters). */
export function subscriptionAccountReference(subscriptionId: string): string {
  return `PRO${orderAccountReference(subscriptionId)}`;
}

/** A Pro payment on the payer's statement. */
export const SUBSCRIPTION_TRANSACTION_DESC = "Campus Pro";
