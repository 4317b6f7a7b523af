"use client";

import { useState, type FormEvent } from "react";
import { EmailField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { notify } from "@/components/ui/notify";
import { emailRequestSchema } from "@/lib/validation/fields";
import { firstFieldErrors } from "@/lib/validation/auth";
import { RESET_MESSAGES } from "@/lib/messages/auth";
import { TOO_MANY_REQUESTS } from "@/lib/messages/common";
import { callRoute } from "@/lib/api/client";
import { formValues } from "@/components/ui/form-values";

export function RequestResetForm() {
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailRequestSchema.safeParse(formValues(event.currentTarget, ["email"] as const));
    if (!parsed.success) {
      setError(firstFieldErrors(parsed.error).email);
      return;
    }
    setPending(true);
    const result = await callRoute("POST", "/api/email/password-reset", { email: parsed.data.email }, { failed: RESET_MESSAGES.requestFailed });
    if (result.ok) setSentTo(parsed.data.email);
    else notify.error(result.status === 429 ? TOO_MANY_REQUESTS : RESET_MESSAGES.requestFailed);
    setPending(false);
  }

  if (sentTo) {
    return (
      <Alert tone="success" className="mt-6">
        {RESET_MESSAGES.requested}
      </Alert>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4" aria-label="Request a password reset link">
      <EmailField onChange={() => setError(undefined)} error={error} />
      <Button type="submit" pending={pending} className="w-full">
        {pending ? "Sending..." : "Send Reset Link"}
      </Button>
    </form>
  );
}
