"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { AppLink } from "@/components/navigation/app-link";
import { signOut } from "next-auth/react";
import { deleteAccountAction } from "@/lib/actions/account";
import { deleteAccountSchema } from "@/lib/validation/profile";
import { DELETE_CONFIRMATION_WORD, type DeletionWait } from "@/lib/accounts/deletion-rules";
import { DELETE_ACCOUNT_MESSAGES } from "@/lib/messages/account";
import { Alert } from "@/components/ui/alert";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { formValues } from "@/components/ui/form-values";

type DeleteAccountButtonProps = {
  hasPassword: boolean;
  /** What must finish before the account can go (empty: nothing), read when the page was drawn. */
  waits: DeletionWait[];
};

/**
 * Delete my account: what goes and what stays, the password and the word typed to confirm. When
 * something must finish first, the dialog says only that, with where to follow it: nothing to
 * type and no button that could not work (the server refuses regardless).
 */
export function DeleteAccountButton({ hasPassword, waits }: DeleteAccountButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      {waits.length > 0 ? (
        <Modal open={open} onOpenChange={setOpen} title={DELETE_ACCOUNT_MESSAGES.blockedTitle} size="md">
          <DeletionBlocked waits={waits} onClose={() => setOpen(false)} />
        </Modal>
      ) : (
        <DeleteAccountDialog open={open} onOpenChange={setOpen} hasPassword={hasPassword} />
      )}
    </>
  );
}

/** The blocked dialog's body: each thing that must finish, a link to where it is followed, and a button that closes it. */
function DeletionBlocked({ waits, onClose }: { waits: DeletionWait[]; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{DELETE_ACCOUNT_MESSAGES.blockedIntro}</p>
      <ul aria-label="What must finish first" className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {waits.map((wait) => (
          <li key={wait.kind} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <span className="font-medium first-letter:uppercase">{wait.text}</span>
            <AppLink href={wait.href} onClick={onClose} className="shrink-0 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-200">
              {DELETE_ACCOUNT_MESSAGES.blockedLinks[wait.kind]}
            </AppLink>
          </li>
        ))}
      </ul>
      <div className="flex justify-end pt-1">
        <Button variant="secondary" onClick={onClose}>
          {DELETE_ACCOUNT_MESSAGES.blockedDismiss}
        </Button>
      </div>
    </div>
  );
}

/** The deletion itself: the password (unless Google signs them in) and the word typed to confirm. */
function DeleteAccountDialog({ open, onOpenChange, hasPassword }: { open: boolean; onOpenChange: (open: boolean) => void; hasPassword: boolean }) {
  const router = useRouter();
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
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
              {/* Something that started after the page was drawn (an order paid a moment ago): the server's refusal says what. */}
              {refusal ? (
                <Alert tone="warning" role="alert">
                  {refusal}
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
                <Button variant="secondary" onClick={() => onOpenChange(false)}>
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
