"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-5 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-600 dark:text-slate-400">An error occurred. Please check your connection and try again.</p>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
