import { z } from "zod";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import { REVIEW_HIDE_REASON_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX } from "@/lib/reviews/rules";
import { multilineText } from "./fields";

// The reviews' forms (see docs/decisions/reviews.md), each shared by its form and its action.

const rating = z.coerce
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int(REVIEW_MESSAGES.ratingRequired)
  .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.ratingRequired)
  .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.ratingRequired);

/** The optional text: trimmed; empty is no text. */
const body = multilineText({ error: REVIEW_MESSAGES.bodyTooLong })
  .trim()
  .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.bodyTooLong)
  .optional()
  .transform((value) => (value ? value : null));

/** Rate the seller: the buyer's delivered order item, 1 to 5 stars, an optional text. */
export const reviewSchema = z.object({ orderItemId: z.uuid(REVIEW_MESSAGES.failed), rating, body });
export type ReviewInput = z.input<typeof reviewSchema>;

/** Edit review: the same fields, on the buyer's own review, within its editable days. */
export const editReviewSchema = z.object({ reviewId: z.uuid(REVIEW_MESSAGES.editFailed), rating, body });
export type EditReviewInput = z.input<typeof editReviewSchema>;

/** The seller's one answer. */
export const reviewReplySchema = z.object({
  reviewId: z.uuid(REVIEW_MESSAGES.answerFailed),
  reply: multilineText({ error: REVIEW_MESSAGES.answerRequired }).trim().min(1, REVIEW_MESSAGES.answerRequired).max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.answerTooLong),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** Staff hide a review, with the reason its reviewer reads. */
export const hideReviewSchema = z.object({
  reviewId: z.uuid(REVIEW_MESSAGES.hideFailed),
  reason: multilineText({ error: REVIEW_MESSAGES.hideReasonRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.hideReasonRequired)
    .max(REVIEW_HIDE_REASON_MAX, REVIEW_MESSAGES.hideReasonTooLong),
});
export type HideReviewInput = z.input<typeof hideReviewSchema>;

const reviewsPageParam = z.coerce.number().int().min(1).max(10_000).catch(1);

/** The seller page's `?reviews=N`: a page of reviews, 1 when absent or not a page number. */
export function parseReviewsPage(params: Record<string, string | string[] | undefined>): number {
  const value = params.reviews;
  return reviewsPageParam.parse(Array.isArray(value) ? value[0] : value);
}
