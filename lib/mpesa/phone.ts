import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";

// The spec's phone normalisation (the spec's validation rules, "Checkout"), shared by the checkout form and
// the server: a leading 0 becomes 254, a leading 7 or 1 gets 254 in front, a number that
// already starts with 254 (or +254) is kept, and the result must be 12 digits. Daraja only
// prompts Safaricom mobile numbers, 2547… and 2541… (guides/mpesa-daraja.md, pitfall 6),
// so those are the 12 digits we accept. Spaces, dashes, dots and brackets are what people
// type between digit groups; anything else (letters, a second +) makes the number invalid.

export type PhoneResult = { ok: true; msisdn: string } | { ok: false; message: string };

const SEPARATORS = /[\s\-.()]/g;
const KENYAN_MOBILE = /^254[17]\d{8}$/;

export function normaliseMpesaPhone(input: string): PhoneResult {
  const compact = input.replace(SEPARATORS, "");
  if (compact === "") return { ok: false, message: CHECKOUT_MESSAGES.phoneRequired };
  // Letters or a second "+" survive to the pattern below, which refuses them.
  const digits = compact.startsWith("+") ? compact.slice(1) : compact;
  const msisdn = digits.startsWith("254") ? digits : digits.startsWith("0") ? `254${digits.slice(1)}` : `254${digits}`;
  return KENYAN_MOBILE.test(msisdn) ? { ok: true, msisdn } : { ok: false, message: CHECKOUT_MESSAGES.phoneInvalid };
}

/** A phone number as logs and receipts may show it: 2547•••••678 (one rule, lib/log/mask.mjs). */
export { maskPhone as maskMsisdn } from "@/lib/log/mask.mjs";
