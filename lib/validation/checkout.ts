import { z } from "zod";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { normaliseMpesaPhone } from "@/lib/mpesa/phone";
import { multilineText, optionalText, text } from "./fields";

// The payment request (the spec's validation rules and calls: POST /mpesa/stkpush). The amount is the
// order's, decided by the server (see docs/decisions/money.md): a body may name it, and one that differs is refused.

/** A phone as typed, as the 12 digits Daraja takes, or the spec's message for why not. */
function toMsisdn(value: string, ctx: z.core.$RefinementCtx<string>): string {
  const phone = normaliseMpesaPhone(value);
  if (phone.ok) return phone.msisdn;
  ctx.addIssue({ code: "custom", message: phone.message });
  return z.NEVER;
}

/** A phone as typed (the spec's body sends it as a number) normalised to 2547… / 2541…. */
export const mpesaPhoneField = z
  // The union's own error is the one shown: a string always passes text(), so only a value that is neither fails.
  .union([text(), z.number().int().nonnegative().transform(String)], { error: CHECKOUT_MESSAGES.phoneAndAmountRequired })
  .transform(toMsisdn);

/** A phone typed into a form (checkout, Go Pro): required, then normalised to 2547… / 2541…. */
export const typedMpesaPhoneField = text({ error: CHECKOUT_MESSAGES.phoneRequired }).transform(toMsisdn);

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

export const DELIVERY_ADDRESS_MAX = 300;
export const DELIVERY_INSTRUCTIONS_MAX = 500;

/** The fields whose own checks decide whether the choice-dependent ones can be judged at all. */
const CHOICE_FIELDS: ReadonlySet<PropertyKey> = new Set(["deliveryOption", "pickupConfirmed", "deliveryAddress"]);

/**
 * The checkout page's form (the spec's validation rules, "Checkout"): how the order reaches the buyer
 * and the phone that pays. Shared by the form and the action that saves it. Every field is judged in
 * one pass, so a student on a slow link sees every message at once (see docs/decisions/checkout-form.md):
 * the choice-dependent checks run even when the phone is wrong, and are skipped only when the choice
 * itself could not be read.
 */
export const checkoutFormSchema = z
  .object({
    orderId: z.uuid(CHECKOUT_MESSAGES.orderNotFound),
    deliveryOption: z.enum(["pickup", "delivery"], { error: CHECKOUT_MESSAGES.deliveryOptionRequired }),
    pickupConfirmed: z.boolean().default(false),
    deliveryAddress: multilineText().trim().max(DELIVERY_ADDRESS_MAX, CHECKOUT_MESSAGES.deliveryAddressTooLong).default(""),
    deliveryInstructions: optionalText(DELIVERY_INSTRUCTIONS_MAX, CHECKOUT_MESSAGES.deliveryInstructionsTooLong, { multiline: true }),
    phoneNumber: typedMpesaPhoneField,
  })
  .superRefine((form, ctx) => {
    if (form.deliveryOption === "pickup" && !form.pickupConfirmed) {
      ctx.addIssue({ code: "custom", path: ["pickupConfirmed"], message: CHECKOUT_MESSAGES.pickupUnconfirmed });
    }
    if (form.deliveryOption === "delivery" && form.deliveryAddress === "") {
      ctx.addIssue({ code: "custom", path: ["deliveryAddress"], message: CHECKOUT_MESSAGES.deliveryAddressRequired });
    }
    // Skipped too when the form is not an object at all (its issue has no path): there is no choice to judge.
  }, { when: (payload) => !payload.issues.some((issue) => !issue.path?.length || CHOICE_FIELDS.has(issue.path[0] as PropertyKey)) });

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;
