"use client";

import { useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { EmailField, TextField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { notify } from "@/components/ui/notify";
import { firstFieldErrors, loginSchema, type FieldErrors, type LoginInput } from "@/lib/validation/auth";
import { describeLoginFailure, type LoginFailure } from "@/lib/auth/login-errors";
import { TOAST_DURATION_MS } from "@/lib/constants";
import { markLoggedIn } from "@/lib/onboarding/flags";
import { resendConfirmationEmail } from "./resend-confirmation";
import { LOGIN_MESSAGES } from "@/lib/messages/auth";
import { fieldBinder, formValues } from "@/components/ui/form-values";

type LoginFormProps = { returnTo: string };

export function LoginForm({ returnTo }: LoginFormProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof LoginInput>>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);

  function edited(field: keyof LoginInput) {
    // Errors clear when the field is edited (the spec's validation rules).
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    // The unconfirmed notice stays, with its resend button, while the email is corrected.
    setFailure((current) => (current?.kind === "unconfirmed" ? current : null));
  }

  const bind = fieldBinder(fieldErrors, edited);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginSchema.safeParse(formValues(event.currentTarget, ["email", "password"] as const));
    if (!parsed.success) {
      setFieldErrors(firstFieldErrors(parsed.error));
      return;
    }

    setPending(true);
    setFailure(null);
    try {
      const result = await signIn("credentials", { ...parsed.data, redirect: false });
      if (result?.ok && !result.error) {
        notify.success(LOGIN_MESSAGES.success, TOAST_DURATION_MS.loginSuccess);
        markLoggedIn();
        router.replace(returnTo);
        router.refresh();
        return;
      }
      showFailure(describeLoginFailure(result?.error));
    } catch {
      showFailure(describeLoginFailure(null));
    }
    setPending(false);
  }

  function showFailure(next: LoginFailure) {
    setFailure(next);
    if (next.kind === "unconfirmed") notify.error(LOGIN_MESSAGES.unconfirmedToast, TOAST_DURATION_MS.unverifiedEmail);
    if (next.kind === "connection") notify.error(next.message, TOAST_DURATION_MS.connectionError);
  }

  async function resendConfirmation() {
    const email = formRef.current ? formValues(formRef.current, ["email"] as const).email.trim() : "";
    if (!email) {
      notify.error(LOGIN_MESSAGES.resendNeedsEmail);
      return;
    }
    setResending(true);
    await resendConfirmationEmail(email);
    setResending(false);
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4" aria-label="Log in">
      {failure ? (
        // The unconfirmed notice is a warning, but still a failed log-in: announced at once.
        <Alert tone={failure.kind === "unconfirmed" ? "warning" : "error"} role="alert">
          <p>{failure.message}</p>
          {failure.kind === "unconfirmed" ? (
            <Button variant="secondary" size="sm" pending={resending} onClick={resendConfirmation} className="mt-3">
              Resend confirmation email
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <EmailField {...bind("email")} />
      <TextField label="Password" type="password" autoComplete="current-password" {...bind("password")} />
      <Button type="submit" pending={pending} className="mt-2 w-full">
        {pending ? "Logging in..." : "Log In"}
      </Button>
    </form>
  );
}
