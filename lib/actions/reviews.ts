"use server";

import { revalidatePath } from "next/cache";
import { createReview, hideReview, replyToReview, updateReview } from "@/lib/db/reviews";
import { expirePublicReads, PUBLIC_TAGS } from "@/lib/cache/public-tags";
import { sendEmailsSoon } from "@/lib/mail/outbox-sender";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import type { EditRefusal, HideRefusal, ReplyRefusal, ReviewRefusal } from "@/lib/reviews/rules";
import { editReviewSchema, hideReviewSchema, reviewReplySchema, reviewSchema } from "@/lib/validation/reviews";
import { rateLimit, refuse, requireRole, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// Reviews (see docs/decisions/reviews.md): the buyer of a delivered item rates its seller and
// may edit for seven days; the seller answers once; staff hide with a reason. The database decides
// under the row's lock (lib/db/reviews.ts) by the rules of lib/reviews/rules.ts; these check the
// session, role and input, and say each refusal in words the user sees.

const REVIEW_REFUSALS: Record<ReviewRefusal, string> = {
  "not-yours": REVIEW_MESSAGES.notYours,
  self: REVIEW_MESSAGES.self,
  "not-delivered": REVIEW_MESSAGES.notDelivered,
  "already-reviewed": REVIEW_MESSAGES.alreadyReviewed,
};
const EDIT_REFUSALS: Record<EditRefusal | "not-found", string> = {
  "not-found": REVIEW_MESSAGES.notFound,
  "not-yours": REVIEW_MESSAGES.notYourReview,
  hidden: REVIEW_MESSAGES.hiddenNoEdit,
  "window-over": REVIEW_MESSAGES.windowOver,
};
const REPLY_REFUSALS: Record<ReplyRefusal | "not-found", string> = {
  "not-found": REVIEW_MESSAGES.notFound,
  "not-yours": REVIEW_MESSAGES.notYourReviewToAnswer,
  hidden: REVIEW_MESSAGES.notFound,
  "already-answered": REVIEW_MESSAGES.alreadyAnswered,
};
const HIDE_REFUSALS: Record<HideRefusal | "not-found", string> = {
  "not-found": REVIEW_MESSAGES.notFound,
  "already-hidden": REVIEW_MESSAGES.alreadyHidden,
};

/** The pages a review shows on: the seller's page, cards and product pages (their rating), and the buyer's order. */
function expireReviewPages(sellerId: string, orderId: string) {
  expirePublicReads(PUBLIC_TAGS.catalogue, PUBLIC_TAGS.seller(sellerId));
  revalidatePath(`/seller/${sellerId}`);
  revalidatePath(`/orders/${orderId}`);
}

export const submitReviewAction = userActionClient
  .metadata({ name: "submitReview", failed: REVIEW_MESSAGES.failed, signedOut: REVIEW_MESSAGES.signedOut })
  .inputSchema(reviewSchema)
  .useValidated(rateLimit(({ ctx }) => [["reviewWriteUser", ctx.user.id]]))
  .action(async ({ parsedInput: { orderItemId, rating, body }, ctx: { user } }) => {
    const created = await createReview(user.id, orderItemId, rating, body);
    if (!created.ok) refuse(REVIEW_REFUSALS[created.reason]);
    expireReviewPages(created.sellerId, created.orderId);
    return succeeded(REVIEW_MESSAGES.posted, { id: created.id });
  });

export const editReviewAction = userActionClient
  .metadata({ name: "editReview", failed: REVIEW_MESSAGES.editFailed, signedOut: REVIEW_MESSAGES.signedOut })
  .inputSchema(editReviewSchema)
  .useValidated(rateLimit(({ ctx }) => [["reviewWriteUser", ctx.user.id]]))
  .action(async ({ parsedInput: { reviewId, rating, body }, ctx: { user } }) => {
    const edited = await updateReview(user.id, reviewId, rating, body);
    if (!edited.ok) refuse(EDIT_REFUSALS[edited.reason]);
    expireReviewPages(edited.sellerId, edited.orderId);
    return succeeded(REVIEW_MESSAGES.saved);
  });

export const replyToReviewAction = userActionClient
  .metadata({ name: "replyToReview", failed: REVIEW_MESSAGES.answerFailed })
  .inputSchema(reviewReplySchema)
  .useValidated(rateLimit(({ ctx }) => [["reviewWriteUser", ctx.user.id]]))
  .action(async ({ parsedInput: { reviewId, reply }, ctx: { user } }) => {
    const answered = await replyToReview(user.id, reviewId, reply);
    if (!answered.ok) refuse(REPLY_REFUSALS[answered.reason]);
    expireReviewPages(answered.sellerId, answered.orderId);
    return succeeded(REVIEW_MESSAGES.answered);
  });

export const hideReviewAction = userActionClient
  .metadata({ name: "hideReview", failed: REVIEW_MESSAGES.hideFailed })
  .use(requireRole("staff"))
  .inputSchema(hideReviewSchema)
  .action(async ({ parsedInput: { reviewId, reason }, ctx: { user } }) => {
    const hidden = await hideReview(user.id, reviewId, reason);
    if (!hidden.ok) refuse(HIDE_REFUSALS[hidden.reason]);
    sendEmailsSoon();
    expireReviewPages(hidden.sellerId, hidden.orderId);
    return succeeded(REVIEW_MESSAGES.hidden);
  });
