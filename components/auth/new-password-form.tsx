"use client";

import { startTransition, useActionState, useEffect, useState } from "react";
import Link from "next/link";
import { TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { resetPasswordAction } from "@/lib/actions/account";
import type { ActionResult } from "@/lib/actions/result";
import { callAction } from "@/lib/api/client";
import { RESET_MESSAGES } from "@/lib/messages/auth";
import { newPasswordSchema, type NewPasswordInput } from "@/lib/validation/password-reset";
import { firstFieldErrors } from "@/lib/validation/auth";
import { formValues } from "@/components/ui/form-values";

type Field = "password" | "confirmPassword" | "token";

export function NewPasswordForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, submit, pending] = useActionState<ActionResult | null, NewPasswordInput>(async (_previous, input) => {
    const result = await callAction(resetPasswordAction, input, RESET_MESSAGES.failed);
    setErrors(result.ok ? {} : (result.fieldErrors ?? {}));
    return result;
  }, null);

  useEffect(() => {
    if (state?.ok && state.message) notify.success(state.message, 4000);
    else if (state && !state.ok) notify.error(state.message, 4000);
  }, [state]);

  if (state?.ok) {
    return (
      <div className="mt-6 flex flex-col gap-4">
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100">
          {state.message}
        </p>
        <Link
          href="/auth"
          className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
        >
          Log In
        </Link>
      </div>
    );
  }

  function edited(field: "password" | "confirmPassword") {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

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
        startTransition(() => submit(input));
      }}
      noValidate
      className="mt-6 flex flex-col gap-4"
      aria-label="Choose a new password"
    >
      {state && !state.ok ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {state.message}
        </p>
      ) : null}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters, not easy to guess"
        onChange={() => edited("password")}
        error={errors.password}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        onChange={() => edited("confirmPassword")}
        error={errors.confirmPassword}
      />
      <Button type="submit" pending={pending} className="w-full">
        {pending ? "Saving..." : "Set New Password"}
      </Button>
    </form>
  );
}
