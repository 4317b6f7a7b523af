import { z } from "zod";
import { secretText, text } from "./fields";

// The spec's validation rules "Other forms": login needs email and password. The messages
// are the sign-up form's, the product's voice for the same fields.
export const loginSchema = z.object({
  email: text()
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
  password: secretText().min(1, "Password is required"),
});

export type LoginInput = z.input<typeof loginSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** First message per field, for forms that show one message under each input. */
export function firstFieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors as FieldErrors<T>;
}
