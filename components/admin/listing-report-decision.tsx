"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { dismissListingReportsAction, hideReportedListingAction } from "@/lib/actions/listing-reports";
import { LISTING_REPORT_MESSAGES } from "@/lib/messages/listing-reports";
import { HIDE_REASON_MAX } from "@/lib/listing-reports/rules";
import { hideListingSchema, type HideListingInput } from "@/lib/validation/listing-reports";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { useServerActions } from "@/components/ui/use-server-action";

type ListingReportDecisionProps = { productId: string; productName: string; /** The open reports staff see, decided together. */ reportIds: string[] };

/** Staff decide a listing's reports (see docs/decisions/listing-reports.md): hide it with a reason for the seller, or dismiss them. */
export function ListingReportDecision({ productId, productName, reportIds }: ListingReportDecisionProps) {
  const router = useRouter();
  const { call } = useServerActions();
  const [hiding, setHiding] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState("");

  async function dismiss() {
    setPending(true);
    const result = await call(dismissListingReportsAction, { productId, reportIds }, LISTING_REPORT_MESSAGES.decideFailed);
    setPending(false);
    if (result.ok) notify.success(result.message ?? LISTING_REPORT_MESSAGES.dismissed);
    else notify.error(result.message, 6000);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="danger" onClick={() => setHiding(true)}>
        {LISTING_REPORT_MESSAGES.hide}
      </Button>
      <Button size="sm" variant="secondary" pending={pending} onClick={() => setDismissing(true)}>
        {LISTING_REPORT_MESSAGES.dismiss}
      </Button>
      <Modal open={hiding} onOpenChange={setHiding} title={LISTING_REPORT_MESSAGES.hideTitle} description={LISTING_REPORT_MESSAGES.hideDescription(productName)}>
        <ActionForm
          className="flex flex-col gap-4"
          action={hideReportedListingAction}
          schema={hideListingSchema}
          failed={LISTING_REPORT_MESSAGES.decideFailed}
          showsRefusal
          read={(): HideListingInput => ({ productId, reportIds, reason })}
          onDone={(done) => {
            notify.success(done.message ?? LISTING_REPORT_MESSAGES.hidden);
            setHiding(false);
            setReason("");
            router.refresh();
          }}
        >
          {({ errors, pending: hidingPending, refusal }) => (
            <>
              {refusal ? <Alert tone="error">{refusal}</Alert> : null}
              <TextAreaField
                label={LISTING_REPORT_MESSAGES.hideReasonLabel}
                name="reason"
                rows={4}
                maxLength={HIDE_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={errors.reason}
              />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setHiding(false)}>
                  {LISTING_REPORT_MESSAGES.cancel}
                </Button>
                <Button type="submit" variant="danger" pending={hidingPending}>
                  {LISTING_REPORT_MESSAGES.hide}
                </Button>
              </div>
            </>
          )}
        </ActionForm>
      </Modal>
      <ConfirmDialog
        open={dismissing}
        onOpenChange={setDismissing}
        title={LISTING_REPORT_MESSAGES.dismissTitle}
        question={LISTING_REPORT_MESSAGES.dismissQuestion(productName)}
        confirmLabel={LISTING_REPORT_MESSAGES.dismiss}
        onConfirm={() => void dismiss()}
      />
    </div>
  );
}
