import { z } from "zod";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";

// What an STK push's result means (Daraja's documentation): 0 is paid, every other
// code is "not paid", and the gateway's 500.001.1001 from a query means "still processing".
// Each unpaid code a student can meet gets a sentence they understand.

export type StkOutcome = { kind: "paid" } | { kind: "failed"; message: string };

const UNPAID_MESSAGES: Record<number, string> = {
  1: CHECKOUT_MESSAGES.insufficientFunds,
  4: CHECKOUT_MESSAGES.limitExceeded,
  17: CHECKOUT_MESSAGES.busy,
  1001: CHECKOUT_MESSAGES.busy,
  1019: CHECKOUT_MESSAGES.expired,
  1032: CHECKOUT_MESSAGES.cancelled,
  1037: CHECKOUT_MESSAGES.unreachable,
  2001: CHECKOUT_MESSAGES.wrongPin,
};

/** A result code from a callback (a number) or a query (a string of digits), as a number; null when it is neither. */
export function readResultCode(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^\d{1,6}$/.test(value.trim())) return Number(value.trim());
  return null;
}

export function stkOutcome(resultCode: number): StkOutcome {
  if (resultCode === 0) return { kind: "paid" };
  return { kind: "failed", message: UNPAID_MESSAGES[resultCode] ?? CHECKOUT_MESSAGES.notCompleted };
}

/** The query's "the transaction is being processed": ask again later, it is neither paid nor failed. */
export const STILL_PROCESSING_ERROR_CODE = "500.001.1001";

/**
 * A push refused because the phone still shows an earlier prompt ("Unable to lock subscriber,
 * a transaction is already in process"). Daraja gives this the same code as wrong credentials
 * and an unknown shortcode, so the message decides.
 */
export function isSubscriberLocked(refusal: { errorCode: string | null; message: string }): boolean {
  return refusal.errorCode === "500.001.1001" && /unable to lock subscriber/i.test(refusal.message);
}

const metadataItem = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      // Daraja's ids are ws_CO_… letters and digits; anything else is not a callback of ours.
      CheckoutRequestID: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
      ResultCode: z.union([z.number(), z.string()]),
      ResultDesc: z.string().max(500).default(""),
      CallbackMetadata: z.object({ Item: z.array(metadataItem).max(20) }).optional(),
    }),
  }),
});

/** An STK callback as the settlement code reads it. */
export type StkCallback = {
  checkoutRequestId: string;
  merchantRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** Only on success: what M-Pesa says was paid, the receipt and the payer. */
  amount: number | null;
  receipt: string | null;
  phoneNumber: string | null;
};

/** Reads a callback body; null when it is not one (it is still stored raw, for the record). Items are looked up by name, never by position. */
export function readStkCallback(body: unknown): StkCallback | null {
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) return null;
  const callback = parsed.data.Body.stkCallback;
  const resultCode = readResultCode(callback.ResultCode);
  if (resultCode === null) return null;
  const items = callback.CallbackMetadata?.Item ?? [];
  const item = (name: string) => items.find((entry) => entry.Name === name)?.Value;
  const amount = item("Amount");
  const receipt = item("MpesaReceiptNumber");
  const phone = item("PhoneNumber");
  return {
    checkoutRequestId: callback.CheckoutRequestID,
    merchantRequestId: callback.MerchantRequestID,
    resultCode,
    resultDesc: callback.ResultDesc,
    amount: typeof amount === "number" ? amount : typeof amount === "string" && /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : null,
    receipt: typeof receipt === "string" && /^[A-Z0-9]{8,20}$/.test(receipt) ? receipt : null,
    phoneNumber: phone === undefined ? null : String(phone),
  };
}
