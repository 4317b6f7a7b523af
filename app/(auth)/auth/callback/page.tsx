import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCallback } from "@/components/auth/auth-callback";
import { Spinner } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Verifying account", robots: { index: false } };

export default function AuthCallbackPage() {
  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8 dark:border-slate-800 dark:bg-slate-900">
      <Suspense fallback={<Spinner label="Verifying account..." />}>
        <AuthCallback />
      </Suspense>
    </div>
  );
}
