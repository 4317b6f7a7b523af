"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { useRouter, useSearchParams } from "next/navigation";
import { signIn } from "next-auth/react";
import { Button, buttonClasses } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { getPostSignInDestinationAction } from "@/lib/actions/account";
import { CALLBACK_MESSAGES } from "@/lib/messages/auth";
import { markFirstLoginIfNew, markLoggedIn, markNewUser } from "@/lib/onboarding/flags";
import { useServerActions } from "@/components/ui/use-server-action";

/**
 * Spec, "Callback": 'Verifying account...', then on to /complete-profile or
 * /home. A confirmation link brings a single-use token, spent here with a POST
 * (never by merely opening the page, so mail scanners cannot use it up).
 */
export function AuthCallback() {
  const { call } = useServerActions();
  const router = useRouter();
  const searchParams = useSearchParams();
  const token = searchParams.get("token");
  const providerError = searchParams.get("error");
  const [error, setError] = useState<string | null>(providerError ? CALLBACK_MESSAGES.failed : null);
  const started = useRef(false);

  const verify = useCallback(async () => {
    setError(null);
    try {
      if (token) {
        const result = await signIn("email-link", { token, redirect: false });
        if (!result?.ok || result.error) {
          setError(result?.error && result.error !== "CredentialsSignin" ? result.error : CALLBACK_MESSAGES.failed);
          return;
        }
      }
      const answer = await call(getPostSignInDestinationAction, undefined, CALLBACK_MESSAGES.failed);
      if (!answer.ok || !answer.data) {
        setError(answer.ok ? CALLBACK_MESSAGES.failed : answer.message);
        return;
      }
      const next = answer.data;
      if (!next.signedIn) {
        router.replace("/auth");
        return;
      }
      markFirstLoginIfNew();
      if (next.destination === "/complete-profile") {
        markNewUser();
      } else {
        notify.success(CALLBACK_MESSAGES.welcomeBack);
      }
      markLoggedIn();
      router.replace(next.destination);
      router.refresh();
    } catch {
      setError(CALLBACK_MESSAGES.failed);
    }
  }, [router, token, call]);

  useEffect(() => {
    // Once per visit: the token is single-use, and React may run effects twice in development.
    if (started.current || providerError) return;
    started.current = true;
    void verify();
  }, [verify, providerError]);

  if (error) {
    return (
      <section role="alert" aria-labelledby="callback-error-title" className="flex flex-col gap-4 text-center">
        <h1 id="callback-error-title" className="text-2xl font-bold text-red-700 dark:text-red-400">
          {CALLBACK_MESSAGES.title}
        </h1>
        <p className="text-slate-700 dark:text-slate-300">{error}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <AppLink href="/auth" className={buttonClasses()}>
            Return to Login
          </AppLink>
          <Button type="button" variant="secondary" onClick={() => void verify()}>
            Retry
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div role="status" className="flex flex-col items-center gap-4 py-6">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-300" />
      <p className="text-lg font-medium">{CALLBACK_MESSAGES.verifying}</p>
    </div>
  );
}
