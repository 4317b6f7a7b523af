import type { Metadata } from "next";
import Link from "next/link";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { RequestResetForm } from "@/components/auth/request-reset-form";
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
            <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {RESET_MESSAGES.linkInvalid}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Enter your account&apos;s email and we will send you a link to choose a new password.</p>
          )}
          <RequestResetForm />
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link href="/auth" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          Back to Login
        </Link>
      </p>
    </div>
  );
}
