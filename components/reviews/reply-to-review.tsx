"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { replyToReviewAction } from "@/lib/actions/reviews";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import { REVIEW_REPLY_MAX } from "@/lib/reviews/rules";
import { reviewReplySchema, type ReviewReplyInput } from "@/lib/validation/reviews";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";

/** The seller's one answer to a review of them, from their own page. */
export function ReplyToReview({ reviewId, reviewerName }: { reviewId: string; reviewerName: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState("");
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`${REVIEW_MESSAGES.answer} ${reviewerName}`}>
        {REVIEW_MESSAGES.answer}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={REVIEW_MESSAGES.answerTitle} description={REVIEW_MESSAGES.answerDescription}>
        <ActionForm
          className="flex flex-col gap-4"
          action={replyToReviewAction}
          schema={reviewReplySchema}
          failed={REVIEW_MESSAGES.answerFailed}
          showsRefusal
          read={(): ReviewReplyInput => ({ reviewId, reply })}
          onDone={(done) => {
            notify.success(done.message ?? REVIEW_MESSAGES.answered);
            setOpen(false);
            setReply("");
            router.refresh();
          }}
        >
          {({ errors, pending, refusal }) => (
            <>
              {refusal ? <Alert tone="error">{refusal}</Alert> : null}
              <TextAreaField
                label={REVIEW_MESSAGES.answerLabel}
                name="reply"
                rows={4}
                maxLength={REVIEW_REPLY_MAX}
                value={reply}
                onChange={(event) => setReply(event.target.value)}
                error={errors.reply}
                hint={REVIEW_MESSAGES.counter(reply.length, REVIEW_REPLY_MAX)}
              />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  {REVIEW_MESSAGES.cancel}
                </Button>
                <Button type="submit" pending={pending}>
                  {REVIEW_MESSAGES.sendAnswer}
                </Button>
              </div>
            </>
          )}
        </ActionForm>
      </Modal>
    </>
  );
}
