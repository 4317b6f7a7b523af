"use client";

import { useState } from "react";
import { changePasswordAction } from "@/lib/actions/account";
import { callAction } from "@/lib/api/client";
import { changePasswordSchema } from "@/lib/validation/password-reset";
import { firstFieldErrors } from "@/lib/validation/auth";
import { CHANGE_PASSWORD_MESSAGES } from "@/lib/messages/account";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/notify";
import { focusFirstInvalid, formValues } from "@/components/ui/form-values";

type Field = "currentPassword" | "password" | "confirmPassword";

/** Settings' Change password: the current one, then the new one twice; other devices are signed out. */
export function ChangePasswordForm() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  return (
    <form
      noValidate
      aria-label="Change password"
      className="flex flex-col gap-4 sm:max-w-sm"
      onInput={(event) => {
        const name = (event.target as HTMLInputElement).name as Field;
        if (name && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const input = formValues(form, ["currentPassword", "password", "confirmPassword"] as const);
        const parsed = changePasswordSchema.safeParse(input);
        if (!parsed.success) {
          setErrors(firstFieldErrors(parsed.error));
          focusFirstInvalid(form);
          return;
        }
        setPending(true);
        const result = await callAction(changePasswordAction, input, CHANGE_PASSWORD_MESSAGES.failed);
        setPending(false);
        if (!result.ok) {
          if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
            setErrors(result.fieldErrors);
            focusFirstInvalid(form);
          } else notify.error(result.message, 4000);
          return;
        }
        form.reset();
        notify.success(result.message ?? CHANGE_PASSWORD_MESSAGES.changed, 3000);
      }}
    >
      <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
      <TextField label="New password" name="password" type="password" autoComplete="new-password" hint="At least 6 characters, not easy to guess" error={errors.password} />
      <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" error={errors.confirmPassword} />
      <Button type="submit" pending={pending} className="self-start">
        Change password
      </Button>
    </form>
  );
}
