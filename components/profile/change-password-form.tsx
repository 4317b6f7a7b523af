"use client";

import { changePasswordAction } from "@/lib/actions/account";
import { changePasswordSchema } from "@/lib/validation/password-reset";
import { CHANGE_PASSWORD_MESSAGES } from "@/lib/messages/account";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/notify";
import { formValues } from "@/components/ui/form-values";

/** Settings' Change password: the current one, then the new one twice; other devices are signed out. */
export function ChangePasswordForm() {
  return (
    <ActionForm
      aria-label="Change password"
      className="flex flex-col gap-4 sm:max-w-sm"
      action={changePasswordAction}
      schema={changePasswordSchema}
      failed={CHANGE_PASSWORD_MESSAGES.failed}
      read={(form) => formValues(form, ["currentPassword", "password", "confirmPassword"] as const)}
      onDone={(done, form) => {
        form.reset();
        notify.success(done.message ?? CHANGE_PASSWORD_MESSAGES.changed, 3000);
      }}
    >
      {({ errors, pending }) => (
        <>
          <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
          <TextField label="New password" name="password" type="password" autoComplete="new-password" hint="At least 6 characters, not easy to guess" error={errors.password} />
          <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" error={errors.confirmPassword} />
          <Button type="submit" pending={pending} className="self-start">
            Change password
          </Button>
        </>
      )}
    </ActionForm>
  );
}
