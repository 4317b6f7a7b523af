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

// The forms' field errors live with every other result shape; imported from here by the forms.
export { firstFieldErrors, type FieldErrors } from "@/lib/actions/result";
