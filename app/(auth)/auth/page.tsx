import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { buttonClasses } from "@/components/ui/button";
import { GoogleSignInButton } from "@/components/auth/google-sign-in-button";
import { AuthSwitchLink } from "@/components/auth/auth-switch-link";
import { googleSignInEnabled } from "@/lib/env";
import { getCurrentUser } from "@/lib/auth/session";
import { HOME_PATH, safeReturnPath } from "@/lib/routes";

export const metadata: Metadata = {
  title: "Log in",
  robots: { index: false },
};

type LoginPageProps = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function LoginPage({ searchParams }: LoginPageProps) {
  // A signed-in user has no business here (see docs/decisions/public-browsing.md).
  if (await getCurrentUser()) redirect(HOME_PATH);

  const { callbackUrl } = await searchParams;
  const returnTo = safeReturnPath(typeof callbackUrl === "string" ? callbackUrl : null);

  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-bold">Welcome back</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Log in to buy, sell and message on campus.</p>
      <LoginForm returnTo={returnTo} />
      <p className="mt-4 text-center text-sm">
        <AppLink href="/auth/reset-password" className={buttonClasses({ variant: "link" })}>
          Forgot password?
        </AppLink>
      </p>
      {googleSignInEnabled ? (
        <div className="mt-6 flex flex-col gap-4">
          <div className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
            or
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
          </div>
          <GoogleSignInButton />
        </div>
      ) : null}
      <AuthSwitchLink question="New to Campus Market?" href="/auth/signup" label="Sign Up" className="mt-6" />
    </div>
  );
}
