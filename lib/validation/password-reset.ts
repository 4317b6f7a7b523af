import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { describeWeakPassword, passwordWeaknesses } from "@/lib/auth/password-strength";
import { secretText, text } from "./fields";

export const newPasswordSchema = z
  .object({
    token: text().min(1, "This reset link is invalid or has expired."),
    password: secretText({ error: "Password is required" })
      .min(1, "Password is required")
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(128, "Password must be at most 128 characters"),
    confirmPassword: secretText().min(1, "Please confirm your new password"),
  })
  .superRefine((input, ctx) => {
    if (input.password.length >= PASSWORD_MIN_LENGTH) {
      const reasons = passwordWeaknesses(input.password);
      if (reasons.length > 0) ctx.addIssue({ code: "custom", path: ["password"], message: describeWeakPassword(reasons) });
    }
    if (input.confirmPassword && input.password !== input.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    }
  });

export type NewPasswordInput = z.input<typeof newPasswordSchema>;
