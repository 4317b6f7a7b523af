"use client";

import { useState, type FormEvent } from "react";
import { EmailField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { notify } from "@/components/ui/notify";
import { emailRequestSchema } from "@/lib/validation/fields";
import { firstFieldErrors } from "@/lib/validation/auth";
import { RESET_MESSAGES } from "@/lib/accounts/account-messages";
import { TOO_MANY_REQUESTS_MESSAGE } from "@/lib/rate-limit/messages";
import { requestEmailLink } from "./request-email-link";
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
    try {
      const result = await requestEmailLink("/api/email/password-reset", parsed.data.email);
      if (result.ok) setSentTo(parsed.data.email);
      else notify.error(result.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : RESET_MESSAGES.requestFailed);
    } catch {
      notify.error(RESET_MESSAGES.requestFailed);
    }
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
