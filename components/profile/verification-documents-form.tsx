"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { callRoute } from "@/lib/api/client";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from "@/lib/validation/signup";
import { VERIFICATION_DOCUMENT_FIELD } from "@/lib/validation/verifications";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { notify } from "@/components/ui/notify";

/**
 * A refused wholesaler sends new business documents (docs/decisions/verified-businesses.md):
 * one file, checked here for size and by the server for its content, posted to the route that
 * puts them back in staff's queue. The page is then read again and shows them as under review.
 */
export function VerificationDocumentsForm() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setError(VERIFICATION_MESSAGES.documentRequired);
    if (file.size > DOCUMENT_MAX_BYTES) return setError(VERIFICATION_MESSAGES.documentTooLarge);
    const body = new FormData();
    body.set(VERIFICATION_DOCUMENT_FIELD, file);
    setPending(true);
    const result = await callRoute("POST", "/api/uploads/verification-documents", body, { failed: VERIFICATION_MESSAGES.sendFailed });
    setPending(false);
    if (!result.ok) {
      const fieldError = result.fieldErrors?.[VERIFICATION_DOCUMENT_FIELD];
      if (fieldError) setError(fieldError);
      else notify.error(result.message, 6000);
      return;
    }
    notify.success(result.message ?? VERIFICATION_MESSAGES.sent);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={VERIFICATION_MESSAGES.documentLabel}
        name={VERIFICATION_DOCUMENT_FIELD}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hint={VERIFICATION_MESSAGES.documentHint}
        error={error}
        onChange={(event) => {
          setError(undefined);
          setFile(event.target.files?.[0] ?? null);
        }}
        className="min-w-0 flex-1 [&_input]:h-auto [&_input]:py-2"
      />
      <Button type="submit" pending={pending} className="sm:mt-7">
        {VERIFICATION_MESSAGES.send}
      </Button>
    </form>
  );
}
