"use client";

import { useState } from "react";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import type { OwnReview } from "@/lib/reviews/types";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ReviewForm } from "./review-form";
import { ReviewStars } from "./review-stars";

type OrderItemReviewProps = {
  orderItemId: string;
  sellerName: string;
  review: Pick<OwnReview, "id" | "rating" | "body" | "reply" | "hiddenReason"> | null;
  /** Decided on the server (lib/reviews/rules.ts isEditable), with the date it ends, written out. */
  editable: boolean;
  editableUntilText: string;
};

/**
 * A delivered item's review on the buyer's order page: the invitation to rate the seller,
 * or the review with Edit while it may change, or why staff hid it.
 */
export function OrderItemReview({ orderItemId, sellerName, review, editable, editableUntilText }: OrderItemReviewProps) {
  const [editing, setEditing] = useState(false);
  const headingId = `review-${orderItemId}`;

  if (!review) {
    return (
      <section aria-labelledby={headingId} className="w-full rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950" data-testid="rate-seller">
        <h3 id={headingId} className="font-semibold">
          {REVIEW_MESSAGES.invite}
        </h3>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{REVIEW_MESSAGES.inviteHint(sellerName)}</p>
        <ReviewForm mode="create" orderItemId={orderItemId} />
      </section>
    );
  }
  if (review.hiddenReason !== null) {
    return (
      <Alert tone="warning" className="w-full" data-testid="review-hidden-notice">
        {REVIEW_MESSAGES.hiddenByStaff(review.hiddenReason)}
      </Alert>
    );
  }
  return (
    <section aria-labelledby={headingId} className="w-full rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="own-review">
      <h3 id={headingId} className="font-semibold">
        {REVIEW_MESSAGES.yourReview}
      </h3>
      {editing ? (
        <div className="mt-2">
          <ReviewForm mode="edit" reviewId={review.id} initial={{ rating: review.rating, body: review.body }} onCancel={() => setEditing(false)} />
        </div>
      ) : (
        <div className="mt-2 flex flex-col gap-2">
          <ReviewStars rating={review.rating} />
          {review.body ? <p className="text-sm break-words whitespace-pre-line">{review.body}</p> : null}
          {review.reply ? (
            <p className="border-l-2 border-slate-300 pl-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
              <span className="font-semibold">{REVIEW_MESSAGES.sellerAnswer(sellerName)}: </span>
              {review.reply}
            </p>
          ) : null}
          {editable ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-slate-600 dark:text-slate-400">{REVIEW_MESSAGES.editableUntil(editableUntilText)}</p>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                {REVIEW_MESSAGES.edit}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
