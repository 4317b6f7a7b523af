"use client";

import { useEffect, useState } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { TextField } from "@/components/ui/field";
import { Button, buttonClasses } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { notify } from "@/components/ui/notify";
import { resetPasswordAction } from "@/lib/actions/account";
import type { ActionResult } from "@/lib/actions/result";
import { RESET_MESSAGES } from "@/lib/messages/auth";
import { newPasswordSchema, type NewPasswordInput } from "@/lib/validation/password-reset";
import { firstFieldErrors } from "@/lib/validation/auth";
import { fieldBinder, formValues } from "@/components/ui/form-values";
import { useServerAction } from "@/components/ui/use-server-action";

type Field = "password" | "confirmPassword" | "token";

export function NewPasswordForm({ token }: { token: string }) {
  const { run, pending } = useServerAction(resetPasswordAction, RESET_MESSAGES.failed);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<ActionResult | null>(null);
  const submit = async (input: NewPasswordInput) => {
    const result = await run(input);
    setErrors(result.ok ? {} : (result.fieldErrors ?? {}));
    setState(result);
  };

  useEffect(() => {
    if (state?.ok && state.message) notify.success(state.message, 4000);
    else if (state && !state.ok) notify.error(state.message, 4000);
  }, [state]);

  if (state?.ok) {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <Alert tone="success">{state.message}</Alert>
        <AppLink href="/auth" className={buttonClasses()}>
          Log In
        </AppLink>
      </div>
    );
  }

  function edited(field: "password" | "confirmPassword") {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  const bind = fieldBinder(errors, edited);

  return (
    <form
      method="post"
      onSubmit={(event) => {
        // The fields stay as typed when the server refuses them (no form reset).
        event.preventDefault();
        const input = { token, ...formValues(event.currentTarget, ["password", "confirmPassword"] as const) };
        const parsed = newPasswordSchema.safeParse(input);
        if (!parsed.success) {
          setErrors(firstFieldErrors(parsed.error));
          return;
        }
        void submit(input);
      }}
      noValidate
      className="mt-6 flex flex-col gap-4"
      aria-label="Choose a new password"
    >
      {state && !state.ok ? <Alert tone="error">{state.message}</Alert> : null}
      <TextField label="New password" type="password" autoComplete="new-password" hint="At least 6 characters, not easy to guess" {...bind("password")} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...bind("confirmPassword")} />
      <Button type="submit" pending={pending} className="w-full">
        {pending ? "Saving..." : "Set New Password"}
      </Button>
    </form>
  );
}
