import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { RequestResetForm } from "@/components/auth/request-reset-form";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { isPasswordResetTokenUsable } from "@/lib/db/auth-tokens";
import { hashLinkToken, looksLikeLinkToken } from "@/lib/auth/tokens";
import { RESET_MESSAGES } from "@/lib/messages/auth";

export const metadata: Metadata = { title: "Reset password", robots: { index: false } };

type ResetPasswordPageProps = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: ResetPasswordPageProps) {
  const { token } = await searchParams;
  const linkToken = typeof token === "string" ? token : null;
  const usable = linkToken !== null && looksLikeLinkToken(linkToken) && (await isPasswordResetTokenUsable(hashLinkToken(linkToken)));

  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8 dark:border-slate-800 dark:bg-slate-900">
      {usable ? (
        <>
          <h1 className="text-2xl font-bold">Choose a new password</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">You will be signed out everywhere else.</p>
          <NewPasswordForm token={linkToken} />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">Reset your password</h1>
          {linkToken !== null ? (
            <Alert tone="warning" role="alert" className="mt-4">
              {RESET_MESSAGES.linkInvalid}
            </Alert>
          ) : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Enter your account&apos;s email and we will send you a link to choose a new password.</p>
          )}
          <RequestResetForm />
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <AppLink href="/auth" className={buttonClasses({ variant: "link" })}>
          Back to Login
        </AppLink>
      </p>
    </div>
  );
}
