"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/errors/error-screen";
import { Button } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_DIGEST, DATABASE_UNAVAILABLE_MESSAGES, ERROR_SCREEN_MESSAGES } from "@/lib/messages/errors";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  // The database out of reach (lib/db/client.ts marks the error): trying again must
  // ask the server again, so the whole page is loaded anew, not just this segment redrawn.
  if (error.digest === DATABASE_UNAVAILABLE_DIGEST) {
    return (
      <ErrorScreen title={DATABASE_UNAVAILABLE_MESSAGES.title} body={DATABASE_UNAVAILABLE_MESSAGES.body}>
        <Button onClick={() => window.location.reload()}>{ERROR_SCREEN_MESSAGES.retry}</Button>
      </ErrorScreen>
    );
  }
  return (
    <ErrorScreen title={ERROR_SCREEN_MESSAGES.failedTitle} body={ERROR_SCREEN_MESSAGES.failedBody}>
      <Button onClick={reset}>{ERROR_SCREEN_MESSAGES.retry}</Button>
    </ErrorScreen>
  );
}
