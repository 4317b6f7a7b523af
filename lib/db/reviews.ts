import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "./client";
import type { Prisma } from "./generated/client";
import { enqueueEmail } from "./email-outbox";
import { EMAIL_EVENT_KEYS } from "@/lib/mail/email-kinds";
import { FALLBACK } from "@/lib/constants";
import {
  editableUntil,
  editRefusal,
  hideRefusal,
  replyRefusal,
  reviewerName,
  reviewRefusal,
  REVIEWS_PAGE_SIZE,
  type EditRefusal,
  type HideRefusal,
  type ReplyRefusal,
  type ReviewRefusal,
} from "@/lib/reviews/rules";
import type { OwnReview, SellerReviewsPage } from "@/lib/reviews/types";

// Reviews (see docs/decisions/reviews.md). The rules are lib/reviews/rules.ts; here they are
// applied under row locks. The seller's aggregate (seller_reputations) is never written here: the
// table's triggers add each change by deltas (migration trust), including hiding.

type Tx = Prisma.TransactionClient;

type LockedItem = { id: string; order_id: string; buyer_user_id: string; seller_id: string; status: string; reviewed: boolean };

export type CreateReviewOutcome = { ok: true; id: string; orderId: string; sellerId: string } | { ok: false; reason: ReviewRefusal };

/**
 * The buyer's review of their delivered order item. The item is read FOR SHARE, so its status
 * cannot change under the check (a refund after delivery); the unique order_item_id settles two
 * submissions at once: one row goes in, the other answers already-reviewed.
 */
export async function createReview(buyerId: string, orderItemId: string, rating: number, body: string | null, now = new Date()): Promise<CreateReviewOutcome> {
  return db.$transaction(async (tx) => {
    const [item] = await tx.$queryRaw<LockedItem[]>`
      SELECT oi.id, oi.order_id, oi.buyer_user_id, oi.seller_id, oi.status::text AS status,
             EXISTS (SELECT 1 FROM reviews r WHERE r.order_item_id = oi.id) AS reviewed
      FROM order_items oi WHERE oi.id = ${orderItemId}::uuid FOR SHARE OF oi`;
    if (!item) return { ok: false as const, reason: "not-yours" as const };
    const refusal = reviewRefusal({ buyerId: item.buyer_user_id, sellerId: item.seller_id, status: item.status, reviewed: item.reviewed }, buyerId);
    if (refusal) return { ok: false as const, reason: refusal };
    const [created] = await tx.$queryRaw<Array<{ id: string }>>`
      INSERT INTO reviews (id, order_item_id, seller_id, reviewer_id, rating, body, editable_until, created_at, updated_at)
      VALUES (${randomUUID()}::uuid, ${orderItemId}::uuid, ${item.seller_id}::uuid, ${buyerId}::uuid, ${rating}, ${body}, ${editableUntil(now)}, ${now}, ${now})
      ON CONFLICT (order_item_id) DO NOTHING
      RETURNING id`;
    if (!created) return { ok: false as const, reason: "already-reviewed" as const };
    return { ok: true as const, id: created.id, orderId: item.order_id, sellerId: item.seller_id };
  });
}

type LockedReview = {
  id: string;
  seller_id: string;
  reviewer_id: string;
  order_id: string;
  product_name: string;
  editable_until: Date;
  reply: string | null;
  hidden_at: Date | null;
};

async function lockReview(tx: Tx, reviewId: string): Promise<LockedReview | null> {
  const [row] = await tx.$queryRaw<LockedReview[]>`
    SELECT r.id, r.seller_id, r.reviewer_id, oi.order_id, oi.product_name, r.editable_until, r.reply, r.hidden_at
    FROM reviews r JOIN order_items oi ON oi.id = r.order_item_id
    WHERE r.id = ${reviewId}::uuid FOR UPDATE OF r`;
  return row ?? null;
}

type ReviewChange<Reason> = { ok: true; orderId: string; sellerId: string; reviewerId: string } | { ok: false; reason: Reason | "not-found" };

function changed(review: LockedReview) {
  return { ok: true as const, orderId: review.order_id, sellerId: review.seller_id, reviewerId: review.reviewer_id };
}

/** The reviewer edits the stars and text while the review is editable; the triggers move the aggregate by the difference. */
export async function updateReview(reviewerId: string, reviewId: string, rating: number, body: string | null, now = new Date()): Promise<ReviewChange<EditRefusal>> {
  return db.$transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) return { ok: false as const, reason: "not-found" as const };
    const refusal = editRefusal({ reviewerId: review.reviewer_id, editableUntil: review.editable_until, hiddenAt: review.hidden_at }, reviewerId, now);
    if (refusal) return { ok: false as const, reason: refusal };
    await tx.review.update({ where: { id: reviewId }, data: { rating, body }, select: { id: true } });
    return changed(review);
  });
}

/** The reviewed seller's one answer. */
export async function replyToReview(sellerId: string, reviewId: string, reply: string, now = new Date()): Promise<ReviewChange<ReplyRefusal>> {
  return db.$transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) return { ok: false as const, reason: "not-found" as const };
    const refusal = replyRefusal({ sellerId: review.seller_id, reply: review.reply, hiddenAt: review.hidden_at }, sellerId);
    if (refusal) return { ok: false as const, reason: refusal };
    await tx.review.update({ where: { id: reviewId }, data: { reply, repliedAt: now }, select: { id: true } });
    return changed(review);
  });
}

/**
 * Staff hide a review with a reason: it leaves the seller's page and, by the triggers, their
 * average; the reviewer is owed an email naming the reason, in the same transaction.
 */
export async function hideReview(staffId: string, reviewId: string, reason: string, now = new Date()): Promise<ReviewChange<HideRefusal>> {
  return db.$transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) return { ok: false as const, reason: "not-found" as const };
    const refusal = hideRefusal({ hiddenAt: review.hidden_at });
    if (refusal) return { ok: false as const, reason: refusal };
    await tx.review.update({ where: { id: reviewId }, data: { hiddenAt: now, hiddenReason: reason, hiddenById: staffId }, select: { id: true } });
    const seller = await tx.user.findUnique({ where: { id: review.seller_id }, select: { shop: { select: { shopName: true } }, profile: { select: { fullName: true } } } });
    await enqueueEmail(tx, {
      kind: "review-hidden",
      recipientId: review.reviewer_id,
      eventKey: EMAIL_EVENT_KEYS.reviewHidden(reviewId),
      data: { orderId: review.order_id, productName: review.product_name, sellerName: seller?.shop?.shopName ?? seller?.profile?.fullName ?? FALLBACK.userName, reason },
    });
    return changed(review);
  });
}

/** The nested read of a page of a seller's visible reviews, newest first (the (seller_id, created_at, id) index serves the order), one row extra to tell whether another page follows. */
export function sellerReviewsRead(page = 1, pageSize = REVIEWS_PAGE_SIZE) {
  return {
    where: { hiddenAt: null },
    orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }],
    skip: (page - 1) * pageSize,
    take: pageSize + 1,
    select: {
      id: true,
      rating: true,
      body: true,
      createdAt: true,
      reply: true,
      repliedAt: true,
      orderItem: { select: { productName: true } },
      reviewer: { select: { deletedAt: true, profile: { select: { fullName: true } } } },
    },
  } satisfies Prisma.User$reviewsReceivedArgs;
}

type SellerReviewRow = Prisma.ReviewGetPayload<{ select: ReturnType<typeof sellerReviewsRead>["select"] }>;

/** The rows of sellerReviewsRead as the seller page shows them: the product bought, the reviewer's first name or 'Deleted user'. */
export function toSellerReviewsPage(rows: SellerReviewRow[], pageSize = REVIEWS_PAGE_SIZE): SellerReviewsPage {
  return {
    reviews: rows.slice(0, pageSize).map(({ orderItem, reviewer, ...review }) => ({
      ...review,
      productName: orderItem.productName,
      reviewerName: reviewerName(reviewer.profile?.fullName ?? null, reviewer.deletedAt, FALLBACK.studentName),
    })),
    hasMore: rows.length > pageSize,
  };
}

/**
 * A page of a seller's visible reviews on its own, in one query (relationJoins joins the product
 * name and the reviewer's name and deletion). The seller page reads the same rows inside its own
 * one query (getSellerPage), which keeps the page within its round-trip budget; the count and
 * distribution come from the aggregate, never from here.
 */
export async function listSellerReviews(sellerId: string, { page = 1, pageSize = REVIEWS_PAGE_SIZE }: { page?: number; pageSize?: number } = {}): Promise<SellerReviewsPage> {
  const { where, ...read } = sellerReviewsRead(page, pageSize);
  return toSellerReviewsPage(await db.review.findMany({ where: { sellerId, ...where }, ...read }), pageSize);
}

/** The buyer's own reviews of their order's items, hidden ones too (the order page says why), by the order_item_id index. */
export async function listOrderReviews(orderId: string, reviewerId: string): Promise<OwnReview[]> {
  return db.review.findMany({
    where: { reviewerId, orderItem: { orderId } },
    select: { id: true, orderItemId: true, rating: true, body: true, createdAt: true, editableUntil: true, reply: true, hiddenAt: true, hiddenReason: true },
  });
}
