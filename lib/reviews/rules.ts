// Reviews (see docs/decisions/reviews.md): who may review, edit, answer and hide, how long a
// review stays editable, and how a reviewer is named. Pure: lib/db/reviews.ts applies these under
// the row's lock, and the components use them to choose what to show.

import { DELETED_USER_NAME } from "@/lib/accounts/deletion-rules";

/** A review may be edited this long after it was written. */
export const REVIEW_EDIT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** The buyer's text and the seller's answer (the table's check constraint says the same). */
export const REVIEW_TEXT_MAX = 1_000;
export const REVIEW_REPLY_MAX = 1_000;
/** Staff's reason for hiding a review, told to its reviewer. */
export const REVIEW_HIDE_REASON_MAX = 500;
/** Reviews per page of the seller page's Reviews section. */
export const REVIEWS_PAGE_SIZE = 10;

export type ReviewRefusal = "not-yours" | "self" | "not-delivered" | "already-reviewed";
export type EditRefusal = "not-yours" | "hidden" | "window-over";
export type ReplyRefusal = "not-yours" | "hidden" | "already-answered";
export type HideRefusal = "already-hidden";

/** The order item a review would be about, as its row says. */
export type ReviewableItem = { buyerId: string; sellerId: string; status: string; reviewed: boolean };

/**
 * Why `userId` may not review this order item, or null when they may: only its buyer, never
 * their own sale, only once delivered, and once.
 */
export function reviewRefusal(item: ReviewableItem, userId: string): ReviewRefusal | null {
  if (item.buyerId !== userId) return "not-yours";
  if (item.sellerId === userId) return "self";
  if (item.status !== "delivered") return "not-delivered";
  if (item.reviewed) return "already-reviewed";
  return null;
}

/** When a review written at `createdAt` stops being editable. */
export function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

/** Whether the review can still be edited at `now` (hidden reviews cannot). */
export function isEditable(review: { editableUntil: Date; hiddenAt: Date | null }, now: Date): boolean {
  return review.hiddenAt === null && now.getTime() < review.editableUntil.getTime();
}

/** Why `userId` may not edit this review at `now`, or null when they may: its reviewer, while it is visible, for REVIEW_EDIT_DAYS. */
export function editRefusal(review: { reviewerId: string; editableUntil: Date; hiddenAt: Date | null }, userId: string, now: Date): EditRefusal | null {
  if (review.reviewerId !== userId) return "not-yours";
  if (review.hiddenAt !== null) return "hidden";
  if (!isEditable(review, now)) return "window-over";
  return null;
}

/** Why `userId` may not answer this review, or null when they may: the reviewed seller, once, while it is visible. */
export function replyRefusal(review: { sellerId: string; reply: string | null; hiddenAt: Date | null }, userId: string): ReplyRefusal | null {
  if (review.sellerId !== userId) return "not-yours";
  if (review.hiddenAt !== null) return "hidden";
  if (review.reply !== null) return "already-answered";
  return null;
}

/** Why staff may not hide this review, or null: a hidden review stays hidden with its first reason. */
export function hideRefusal(review: { hiddenAt: Date | null }): HideRefusal | null {
  return review.hiddenAt === null ? null : "already-hidden";
}

/** How a review is signed: the reviewer's first name, or 'Deleted user' once the account is deleted (reviews stay). */
export function reviewerName(fullName: string | null, deletedAt: Date | null, fallback: string): string {
  if (deletedAt !== null) return DELETED_USER_NAME;
  // Stryker disable next-line Regex: after trim() the name starts with no space, so /\s/ and /\s+/ give the same first word.
  const first = (fullName ?? "").trim().split(/\s+/)[0];
  return first || fallback;
}

/** Each star count's share of all counts, in whole percent, for the distribution's bars (index 0 is one star). */
export function starShares(stars: readonly number[]): number[] {
  const total = stars.reduce((sum, count) => sum + count, 0);
  return stars.map((count) => (total === 0 ? 0 : Math.round((count / total) * 100)));
}

/** How many pages of reviews `reviewCount` visible reviews make (at least one). */
export function reviewPageCount(reviewCount: number, pageSize = REVIEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(reviewCount / pageSize));
}
