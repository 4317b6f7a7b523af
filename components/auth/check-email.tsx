"use client";

import { useState } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { Button, buttonClasses } from "@/components/ui/button";
import { MailIcon } from "@/components/ui/icons";
import { resendConfirmationEmail } from "./resend-confirmation";

type CheckEmailProps = { email: string };

/** Spec, "Auth area": sign-up success shows 'Check Your Email' with Resend Email and Back to Login. */
export function CheckEmail({ email }: CheckEmailProps) {
  const [resending, setResending] = useState(false);

  async function resend() {
    setResending(true);
    await resendConfirmationEmail(email);
    setResending(false);
  }

  return (
    <section aria-labelledby="check-email-title" className="flex flex-col items-center gap-4 py-4 text-center">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
        <MailIcon width={28} height={28} strokeWidth={2} />
      </span>
      <h1 id="check-email-title" className="text-2xl font-bold" tabIndex={-1}>
        Check Your Email
      </h1>
      <p className="text-slate-700 dark:text-slate-300">
        We sent a confirmation link to <strong className="break-all">{email}</strong>. Open it on this phone or computer to activate your account.
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">Nothing there after a few minutes? Look in your spam folder, or send it again.</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button type="button" variant="secondary" pending={resending} onClick={resend}>
          Resend Email
        </Button>
        <AppLink href="/auth" className={buttonClasses()}>
          Back to Login
        </AppLink>
      </div>
    </section>
  );
}
