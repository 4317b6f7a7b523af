"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { editReviewAction, submitReviewAction } from "@/lib/actions/reviews";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import { REVIEW_TEXT_MAX } from "@/lib/reviews/rules";
import { editReviewSchema, reviewSchema, type EditReviewInput, type ReviewInput } from "@/lib/validation/reviews";
import { ActionForm } from "@/components/ui/action-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { notify } from "@/components/ui/notify";
import { StarRatingInput } from "./star-rating-input";

type ReviewFormProps =
  | { mode: "create"; orderItemId: string; onCancel?: undefined; initial?: undefined }
  | { mode: "edit"; reviewId: string; initial: { rating: number; body: string | null }; onCancel: () => void };

/** Rate the seller: stars and an optional text with its counter; the same form edits a review while it may change. */
export function ReviewForm(props: ReviewFormProps) {
  const router = useRouter();
  const [rating, setRating] = useState(props.initial?.rating ?? 0);
  const [body, setBody] = useState(props.initial?.body ?? "");
  const done = (message: string | undefined, fallback: string) => {
    notify.success(message ?? fallback);
    props.onCancel?.();
    router.refresh();
  };

  const fields = ({ errors, pending, refusal }: { errors: Partial<Record<string, string>>; pending: boolean; refusal: string | null }) => (
    <>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
      <div className="flex flex-col gap-1">
        <TextAreaField
          label={REVIEW_MESSAGES.bodyLabel}
          name="body"
          optional
          hint={REVIEW_MESSAGES.bodyHint}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={errors.body}
        />
        <p className="self-end text-xs text-slate-600 dark:text-slate-400" data-testid="review-counter">
          {REVIEW_MESSAGES.counter(body.length, REVIEW_TEXT_MAX)}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {props.mode === "edit" ? (
          <Button variant="secondary" size="sm" onClick={props.onCancel}>
            {REVIEW_MESSAGES.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" pending={pending}>
          {props.mode === "edit" ? REVIEW_MESSAGES.save : REVIEW_MESSAGES.submit}
        </Button>
      </div>
    </>
  );

  if (props.mode === "edit") {
    return (
      <ActionForm
        className="flex flex-col gap-3"
        action={editReviewAction}
        schema={editReviewSchema}
        failed={REVIEW_MESSAGES.editFailed}
        showsRefusal
        read={(): EditReviewInput => ({ reviewId: props.reviewId, rating, body })}
        onDone={(result) => done(result.message, REVIEW_MESSAGES.saved)}
      >
        {fields}
      </ActionForm>
    );
  }
  return (
    <ActionForm
      className="flex flex-col gap-3"
      action={submitReviewAction}
      schema={reviewSchema}
      failed={REVIEW_MESSAGES.failed}
      showsRefusal
      read={(): ReviewInput => ({ orderItemId: props.orderItemId, rating, body })}
      onDone={(result) => done(result.message, REVIEW_MESSAGES.posted)}
    >
      {fields}
    </ActionForm>
  );
}
