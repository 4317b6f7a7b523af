// Phone numbers as logs and receipts may show them: enough to tell two payers apart, not
// enough to call one. No dependencies, so client and server code, and the logger, share it.

// A Kenyan mobile number as it travels here: 2547XXXXXXXX / 2541XXXXXXXX, +254..., 07.../01...
// Digits on either side mean it is part of a longer number (an id, a timestamp), not a phone.
const PHONE_PATTERN = /(?<!\d)(?:\+?254|0)(?:7|1)\d{8}(?!\d)/g;

/** "254712345123" → "2547•••••123". */
export function maskPhone(phone) {
  const digits = String(phone);
  if (digits.length < 8) return "•".repeat(digits.length);
  return `${digits.slice(0, 4)}${"•".repeat(digits.length - 7)}${digits.slice(-3)}`;
}

/** Every phone number in a text, masked. */
export function maskPhonesIn(text) {
  return text.replace(PHONE_PATTERN, (match) => maskPhone(match));
}

