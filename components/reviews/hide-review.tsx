"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { hideReviewAction } from "@/lib/actions/reviews";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import { REVIEW_HIDE_REASON_MAX } from "@/lib/reviews/rules";
import { hideReviewSchema, type HideReviewInput } from "@/lib/validation/reviews";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";

/** Staff hide a review with a reason: it leaves the page and the average; its writer is told why. */
export function HideReview({ reviewId, reviewerName }: { reviewId: string; reviewerName: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setOpen(true)} aria-label={`${REVIEW_MESSAGES.hide}: ${reviewerName}`}>
        {REVIEW_MESSAGES.hide}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={REVIEW_MESSAGES.hideTitle} description={REVIEW_MESSAGES.hideDescription}>
        <ActionForm
          className="flex flex-col gap-4"
          action={hideReviewAction}
          schema={hideReviewSchema}
          failed={REVIEW_MESSAGES.hideFailed}
          showsRefusal
          read={(): HideReviewInput => ({ reviewId, reason })}
          onDone={(done) => {
            notify.success(done.message ?? REVIEW_MESSAGES.hidden);
            setOpen(false);
            setReason("");
            router.refresh();
          }}
        >
          {({ errors, pending, refusal }) => (
            <>
              {refusal ? <Alert tone="error">{refusal}</Alert> : null}
              <TextAreaField
                label={REVIEW_MESSAGES.hideReasonLabel}
                name="reason"
                rows={3}
                maxLength={REVIEW_HIDE_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={errors.reason}
              />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  {REVIEW_MESSAGES.cancel}
                </Button>
                <Button type="submit" variant="danger" pending={pending}>
                  {REVIEW_MESSAGES.confirmHide}
                </Button>
              </div>
            </>
          )}
        </ActionForm>
      </Modal>
    </>
  );
}
