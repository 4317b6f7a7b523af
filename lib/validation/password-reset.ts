import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { describeWeakPassword, passwordWeaknesses } from "@/lib/auth/password-strength";
import { secretText, text } from "./fields";

// A new password, from a reset link or from Settings: the sign-up rules (see docs/decisions/sessions.md), and typed twice.

// A schema's `error` is the message of its every check that names none (zod 4).
const newPasswordField = secretText({ error: "Password is required" })
  .min(1)
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, "Password must be at most 128 characters");

type NewPasswordPair = { password: string; confirmPassword: string };

/** A refinement's message on one field of the form. */
function fieldIssue(ctx: z.RefinementCtx, field: string, message: string) {
  ctx.addIssue({
    // Stryker disable next-line StringLiteral: the issue code is zod's bookkeeping; the field and the message are what the form shows.
    code: "custom",
    path: [field],
    message,
  });
}

/** Weakness reasons on `password` and a mismatch on `confirmPassword`; `context` adds the email and name rules. */
export function checkNewPassword(input: NewPasswordPair, ctx: z.RefinementCtx, context: { email?: string; fullName?: string } = {}) {
  if (input.password.length >= PASSWORD_MIN_LENGTH) {
    const reasons = passwordWeaknesses(input.password, context);
    if (reasons.length > 0) fieldIssue(ctx, "password", describeWeakPassword(reasons));
  }
  if (input.confirmPassword && input.password !== input.confirmPassword) {
    fieldIssue(ctx, "confirmPassword", "Passwords do not match");
  }
}

export const newPasswordSchema = z
  .object({
    token: text().min(1, "This reset link is invalid or has expired."),
    password: newPasswordField,
    confirmPassword: secretText({ error: "Please confirm your new password" }).min(1),
  })
  .superRefine((input, ctx) => checkNewPassword(input, ctx));

export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/** Settings' Change password: the current one, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: secretText({ error: "Please enter your current password" }).min(1).max(200, "Password is too long"),
    password: newPasswordField,
    confirmPassword: secretText({ error: "Please confirm your new password" }).min(1),
  })
  .superRefine((input, ctx) => {
    checkNewPassword(input, ctx);
    if (input.password && input.password === input.currentPassword) {
      fieldIssue(ctx, "password", "Choose a password different from your current one");
    }
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
