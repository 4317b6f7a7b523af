import { z } from "zod";

// Field rules shared by several forms (the spec's validation rules, "Sign-up"), and the one way a schema
// reads text: every text input loses its control characters here, before
// any rule, query or row sees it. PostgreSQL refuses a NUL byte in text, and escape codes or
// stray controls only ever arrive from scripts. No schema in lib/validation calls z.string()
// itself (tests/unit/control-characters.test.ts checks it).

/** A line break (CRLF counts once), tab, vertical tab, form feed or NEL: a space on one line. */
const LINE_CONTROLS = /\r\n|[\t\n\v\f\r\u0085]/g;
/** Every control character: C0, DEL and C1. */
const CONTROLS = /\p{Cc}/gu;
/**
 * Half of a UTF-16 surrogate pair with no other half: not a character at all. A server
 * action's JSON arguments can carry one ("\ud800"), and Prisma refuses the string.
 */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** What a multi-line field keeps: tab and line feed. */
const OTHER_THAN_TAB_AND_NEWLINE = /(?![\t\n])\p{Cc}/gu;

/** One line of text: line breaks and tabs become spaces, every other control character and lone surrogate goes. */
export function stripControlCharacters(value: string): string {
  return value.replace(LINE_CONTROLS, " ").replace(CONTROLS, "").replace(LONE_SURROGATES, "");
}

/** Several lines: CRLF, CR and NEL become a newline, tabs and newlines stay, every other control character goes. */
export function stripControlCharactersMultiline(value: string): string {
  return value.replace(/\r\n?|\u0085/g, "\n").replace(OTHER_THAN_TAB_AND_NEWLINE, "").replace(LONE_SURROGATES, "");
}

type StringParams = Parameters<typeof z.string>[0];

/** Single-line text (names, emails, phone numbers, ids and values from addresses). Chain .trim(), .min() as usual. */
export function text(params?: StringParams) {
  return z.string(params).overwrite(stripControlCharacters);
}

/** Text from a textarea (descriptions, policies, business hours): keeps its lines and tabs. */
export function multilineText(params?: StringParams) {
  return z.string(params).overwrite(stripControlCharactersMultiline);
}

/**
 * A password: hashed or compared, never shown or stored as text, so kept exactly as typed
 * (changing it here would lock out whoever chose one with a control character in it).
 */
export function secretText(params?: StringParams) {
  return z.string(params);
}

export const PHONE_PATTERN = /^[0-9+\-\s()]+$/;

/** Optional text: blank becomes undefined, so "" and a missing field mean the same. */
export function optionalText(max: number, tooLong: string, { multiline = false }: { multiline?: boolean } = {}) {
  return (multiline ? multilineText() : text())
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const emailField = text({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const fullNameField = text({ error: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(100, "Full name must be at most 100 characters");

/** The body of the email-link requests: resend confirmation, password reset. */
export const emailRequestSchema = z.object({ email: emailField });
