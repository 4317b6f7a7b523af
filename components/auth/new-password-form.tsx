"use client";

import { startTransition, useActionState, useEffect, useState } from "react";
import Link from "next/link";
import { TextField } from "@/components/ui/field";
import { Button, buttonClasses } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { notify } from "@/components/ui/notify";
import { resetPasswordAction, type FormState } from "@/lib/actions/account";
import { newPasswordSchema } from "@/lib/validation/password-reset";
import { firstFieldErrors } from "@/lib/validation/auth";
import { fieldBinder, formValues } from "@/components/ui/form-values";

type Field = "password" | "confirmPassword" | "token";

export function NewPasswordForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, formAction, pending] = useActionState<FormState<Field>, FormData>(async (previous, formData) => {
    const result = await resetPasswordAction(previous, formData);
    setErrors(result.fieldErrors ?? {});
    return result;
  }, { ok: false });

  useEffect(() => {
    if (state.ok && state.message) notify.success(state.message, 4000);
    else if (state.message) notify.error(state.message, 4000);
  }, [state]);

  if (state.ok) {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <Alert tone="success">{state.message}</Alert>
        <Link href="/auth" className={buttonClasses()}>
          Log In
        </Link>
      </div>
    );
  }

  function edited(field: "password" | "confirmPassword") {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  const bind = fieldBinder(errors, edited);

  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        // Dispatched by hand: React resets a form after an action passed as its
        // `action`, which would wipe the fields when the server refuses them.
        event.preventDefault();
        const parsed = newPasswordSchema.safeParse({ token, ...formValues(event.currentTarget, ["password", "confirmPassword"] as const) });
        if (!parsed.success) {
          setErrors(firstFieldErrors(parsed.error));
          return;
        }
        const formData = new FormData(event.currentTarget);
        startTransition(() => formAction(formData));
      }}
      noValidate
      className="mt-6 flex flex-col gap-4"
      aria-label="Choose a new password"
    >
      {!state.ok && state.message ? <Alert tone="error">{state.message}</Alert> : null}
      <input type="hidden" name="token" value={token} />
      <TextField label="New password" type="password" autoComplete="new-password" hint="At least 6 characters, not easy to guess" {...bind("password")} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...bind("confirmPassword")} />
      <Button type="submit" pending={pending} className="w-full">
        {pending ? "Saving..." : "Set New Password"}
      </Button>
    </form>
  );
}
