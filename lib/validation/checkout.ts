import { z } from "zod";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { normaliseMpesaPhone } from "@/lib/mpesa/phone";
import { text } from "./fields";

// The payment request (spec sections 5 and 7: POST /mpesa/stkpush). The amount is the
// order's, decided by the server (D6): a body may name it, and one that differs is refused.

/** A phone as typed (the spec's body sends it as a number) normalised to 2547… / 2541…. */
export const mpesaPhoneField = z
  .union([text({ error: CHECKOUT_MESSAGES.phoneAndAmountRequired }), z.number().int().nonnegative().transform(String)], { error: CHECKOUT_MESSAGES.phoneAndAmountRequired })
  .transform((value, ctx) => {
    const phone = normaliseMpesaPhone(value);
    if (phone.ok) return phone.msisdn;
    ctx.addIssue({ code: "custom", message: phone.message });
    return z.NEVER;
  });

export const stkPushRequestSchema = z.object({
  orderId: z.uuid(CHECKOUT_MESSAGES.orderNotFound),
  phoneNumber: mpesaPhoneField,
  amount: z
    .number({ error: CHECKOUT_MESSAGES.amountInvalid })
    .int(CHECKOUT_MESSAGES.amountInvalid)
    .positive(CHECKOUT_MESSAGES.amountInvalid)
    .optional(),
  // The spec's body carries one; the server writes its own (Daraja's 12 characters).
  accountReference: z.unknown().optional(),
});

/**
 * Daraja's checkout request ids (ws_CO_…): letters, digits, _ and -, never long. Tested as
 * received, not cleaned first: an id with anything else in it is no id of ours.
 */
export function isCheckoutRequestId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,100}$/.test(value);
}
