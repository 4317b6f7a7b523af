"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { deleteAccountAction } from "@/lib/actions/account";
import { deleteAccountSchema } from "@/lib/validation/profile";
import { DELETE_CONFIRMATION_WORD } from "@/lib/accounts/deletion-rules";
import { DELETE_ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { Alert } from "@/components/ui/alert";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { formValues } from "@/components/ui/form-values";

/** Delete my account: what goes and what stays, the password and the word typed to confirm. */
export function DeleteAccountButton({ hasPassword, blockedMessage }: { hasPassword: boolean; blockedMessage: string | null }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        size="md"
      >
        <ActionForm
          aria-label="Delete your account"
          className="flex flex-col gap-4"
          action={deleteAccountAction}
          schema={deleteAccountSchema}
          failed={DELETE_ACCOUNT_MESSAGES.failed}
          read={(form) => formValues(form, ["password", "confirmation"] as const)}
          moreErrors={(input) => (hasPassword && !input.password ? { password: DELETE_ACCOUNT_MESSAGES.passwordRequired } : {})}
          showsRefusal
          onDone={async (done) => {
            // The session already ended on the server; this clears the browser's cookie.
            await signOut({ redirect: false }).catch(() => undefined);
            notify.success(done.message ?? DELETE_ACCOUNT_MESSAGES.deleted, 3000);
            router.replace("/auth");
            router.refresh();
          }}
        >
          {({ errors, pending, refusal }) => (
            <>
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
            </>
          )}
        </ActionForm>
      </Modal>
    </>
  );
}
