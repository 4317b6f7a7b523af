"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { deleteAccountAction } from "@/lib/actions/account";
import { callAction } from "@/lib/api/client";
import { deleteAccountSchema } from "@/lib/validation/profile";
import { firstFieldErrors } from "@/lib/validation/auth";
import { DELETE_CONFIRMATION_WORD } from "@/lib/accounts/deletion-rules";
import { DELETE_ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { focusFirstInvalid, formValues } from "@/components/ui/form-values";

type Field = "password" | "confirmation";

/** Delete my account: what goes and what stays, the password and the word typed to confirm. */
export function DeleteAccountButton({ hasPassword, blockedMessage }: { hasPassword: boolean; blockedMessage: string | null }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setErrors({});
            setRefusal(null);
          }
        }}
        title="Delete your account?"
        size="md"
      >
        <form
          noValidate
          aria-label="Delete your account"
          className="flex flex-col gap-4"
          onInput={(event) => {
            const name = (event.target as HTMLInputElement).name as Field;
            if (name && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          onSubmit={async (event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const input = formValues(form, ["password", "confirmation"] as const);
            const parsed = deleteAccountSchema.safeParse(input);
            const clientErrors: Partial<Record<Field, string>> = parsed.success ? {} : firstFieldErrors(parsed.error);
            if (hasPassword && !input.password) clientErrors.password = DELETE_ACCOUNT_MESSAGES.passwordRequired;
            if (Object.keys(clientErrors).length > 0) {
              setErrors(clientErrors);
              focusFirstInvalid(form);
              return;
            }
            setPending(true);
            setRefusal(null);
            const result = await callAction(deleteAccountAction, input, DELETE_ACCOUNT_MESSAGES.failed);
            if (!result.ok) {
              setPending(false);
              if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
                setErrors(result.fieldErrors);
                focusFirstInvalid(form);
              } else setRefusal(result.message);
              return;
            }
            // The session already ended on the server; this clears the browser's cookie.
            await signOut({ redirect: false }).catch(() => undefined);
            notify.success(result.message ?? DELETE_ACCOUNT_MESSAGES.deleted, 3000);
            router.replace("/auth");
            router.refresh();
          }}
        >
          <div className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
            <p>This cannot be undone. Deleting removes your profile, shop, listings, cart, wishlist and documents, and signs you out everywhere.</p>
            <p>
              Your orders and M-Pesa payments stay as financial records, and messages stay with the people you wrote to, under the name
              &lsquo;Deleted user&rsquo;. You can sign up again with the same email later.
            </p>
          </div>
          {blockedMessage || refusal ? (
            <Alert tone="warning" role="alert">
              {refusal ?? blockedMessage}
            </Alert>
          ) : null}
          {hasPassword ? <TextField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} /> : null}
          <TextField
            label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.confirmation}
          />
          <div className="flex justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" pending={pending}>
              Delete my account
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
