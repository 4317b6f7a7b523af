"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { approveVerificationAction, refuseVerificationAction } from "@/lib/actions/verifications";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";
import { REFUSAL_REASON_MAX } from "@/lib/verifications/rules";
import { refuseVerificationSchema, type RefuseVerificationInput } from "@/lib/validation/verifications";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { useServerAction } from "@/components/ui/use-server-action";

type VerificationDecisionProps = { wholesalerId: string; businessName: string };

/**
 * Staff decide a waiting wholesaler (docs/decisions/verified-businesses.md): Approve, asked
 * once more, or Refuse with the reason the wholesaler reads. Either way the page is read again:
 * a decided wholesaler leaves the queue, and one another staff member decided first too.
 */
export function VerificationDecision({ wholesalerId, businessName }: VerificationDecisionProps) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState("");
  const approve = useServerAction(approveVerificationAction, VERIFICATION_MESSAGES.decideFailed);

  async function approveNow() {
    const result = await approve.run({ wholesalerId });
    if (result.ok) notify.success(result.message ?? VERIFICATION_MESSAGES.approved(businessName));
    else notify.error(result.message, 6000);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" pending={approve.pending} onClick={() => setConfirming(true)}>
        {VERIFICATION_MESSAGES.approve}
      </Button>
      <Button size="sm" variant="danger-outline" onClick={() => setRefusing(true)}>
        {VERIFICATION_MESSAGES.refuse}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={VERIFICATION_MESSAGES.approveTitle(businessName)}
        question={VERIFICATION_MESSAGES.approveQuestion}
        confirmLabel={VERIFICATION_MESSAGES.approve}
        onConfirm={() => void approveNow()}
      />
      <Modal open={refusing} onOpenChange={setRefusing} title={VERIFICATION_MESSAGES.refuseTitle(businessName)} description={VERIFICATION_MESSAGES.refuseDescription}>
        <ActionForm
          className="flex flex-col gap-4"
          action={refuseVerificationAction}
          schema={refuseVerificationSchema}
          failed={VERIFICATION_MESSAGES.decideFailed}
          read={(): RefuseVerificationInput => ({ wholesalerId, reason })}
          onDone={(done) => {
            notify.success(done.message ?? VERIFICATION_MESSAGES.refused(businessName));
            setRefusing(false);
            setReason("");
            router.refresh();
          }}
        >
          {({ errors, pending }) => (
            <>
              <TextAreaField
                label={VERIFICATION_MESSAGES.reasonLabel}
                name="reason"
                rows={4}
                maxLength={REFUSAL_REASON_MAX}
                hint={VERIFICATION_MESSAGES.reasonHint}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={errors.reason}
              />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setRefusing(false)}>
                  Cancel
                </Button>
                <Button type="submit" variant="danger" pending={pending}>
                  {VERIFICATION_MESSAGES.refuse}
                </Button>
              </div>
            </>
          )}
        </ActionForm>
      </Modal>
    </div>
  );
}
