import { z } from "zod";

// Field rules shared by several forms (spec section 5, "Sign-up").

export const PHONE_PATTERN = /^[0-9+\-\s()]+$/;

/** Optional text: blank becomes undefined, so "" and a missing field mean the same. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"))
  .transform((email) => email.toLowerCase());

export const fullNameField = z
  .string({ error: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(100, "Full name must be at most 100 characters");

/** The body of the email-link requests: resend confirmation, password reset. */
export const emailRequestSchema = z.object({ email: emailField });
