import { db } from "@/lib/db/client";
import { createOrder } from "@/lib/db/orders";
import { deleteAccount } from "@/lib/db/account-deletion";
import { createReview, listOrderReviews, listSellerReviews } from "@/lib/db/reviews";
import { getSellerPage } from "@/lib/db/products";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import { serverOnly } from "@/tests/support/database-kind";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { createProduct, createShop, createUser, payOrder } from "./factories";

// Reviews (docs/decisions/reviews.md) against PostgreSQL: only the buyer of a delivered item
// reviews it, once, editable for seven days; the seller answers once; staff hide with a reason and
// the reviewer is owed an email. The seller_reputations aggregate is the triggers' (by deltas):
// every test reads it after the change.

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { editReviewAction, hideReviewAction, replyToReviewAction, submitReviewAction } from "@/lib/actions/reviews";

type Person = { id: string; email: string };
let seller: Person;

beforeAll(async () => {
  seller = await createUser({ isSeller: true, fullName: "Otieno Ouma" });
  await createShop(seller.id, { shopName: "Otieno's Gadgets" });
});
afterEach(() => signOut());

/** A paid order of one of the seller's products by `buyer`; its item moved to `status` as the seller would. */
async function boughtItem(buyer: Person, status: "shipped" | "delivered" = "delivered", productName?: string) {
  const product = await createProduct(seller.id, productName ? { name: productName } : {});
  const order = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!order.ok) throw new Error("the order was refused");
  await payOrder(order.orderId, buyer.id);
  const item = await db.orderItem.findFirstOrThrow({ where: { orderId: order.orderId }, select: { id: true } });
  await db.orderItem.update({ where: { id: item.id }, data: { status, buyerContacted: true, buyerAgreed: true, ...(status === "delivered" ? { deliveredAt: new Date() } : {}) } });
  return { orderId: order.orderId, itemId: item.id, productName: product.name };
}

async function reputation(sellerId = seller.id) {
  return db.sellerReputation.findUnique({
    where: { sellerId },
    select: { reviewCount: true, ratingTotal: true, oneStar: true, twoStars: true, threeStars: true, fourStars: true, fiveStars: true },
  });
}

/** The aggregate as the difference from `before`: what this test's changes added. */
async function reputationChange(before: Awaited<ReturnType<typeof reputation>>) {
  const after = await reputation();
  const keys = ["reviewCount", "ratingTotal", "oneStar", "twoStars", "threeStars", "fourStars", "fiveStars"] as const;
  return Object.fromEntries(keys.map((key) => [key, (after?.[key] ?? 0) - (before?.[key] ?? 0)]));
}

const NO_CHANGE = { reviewCount: 0, ratingTotal: 0, oneStar: 0, twoStars: 0, threeStars: 0, fourStars: 0, fiveStars: 0 };

async function reviewAs(buyer: Person, itemId: string, rating: number, body?: string) {
  signInAs(buyer);
  return run(submitReviewAction, { orderItemId: itemId, rating, body });
}

describe("writing a review", () => {
  it("the buyer of a delivered item rates its seller once; the aggregate counts it; a second review is refused", async () => {
    const buyer = await createUser({ fullName: "Wanjiru Kamau" });
    const { itemId } = await boughtItem(buyer);
    const before = await reputation();

    expect(await reviewAs(buyer, itemId, 5, "Fast and friendly")).toMatchObject({ ok: true, message: REVIEW_MESSAGES.posted });
    expect(await reputationChange(before)).toEqual({ ...NO_CHANGE, reviewCount: 1, ratingTotal: 5, fiveStars: 1 });

    expect(await reviewAs(buyer, itemId, 1, "Changed my mind")).toEqual({ ok: false, message: REVIEW_MESSAGES.alreadyReviewed });
    expect(await db.review.count({ where: { orderItemId: itemId } })).toBe(1);
    expect(await reputationChange(before)).toEqual({ ...NO_CHANGE, reviewCount: 1, ratingTotal: 5, fiveStars: 1 });

    const review = await db.review.findUniqueOrThrow({ where: { orderItemId: itemId } });
    expect(review.editableUntil.getTime() - review.createdAt.getTime()).toBe(7 * 24 * 3_600_000);
  });

  serverOnly("two submissions of the same item at once: exactly one review goes in", async () => {
    const buyer = await createUser();
    const { itemId } = await boughtItem(buyer);
    const before = await reputation();
    const outcomes = await Promise.all([createReview(buyer.id, itemId, 4, "first"), createReview(buyer.id, itemId, 2, "second")]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: "already-reviewed" }]);
    expect(await db.review.count({ where: { orderItemId: itemId } })).toBe(1);
    const change = await reputationChange(before);
    expect(change.reviewCount).toBe(1);
  });

  it("refuses an item not yet delivered, with its message, and stores nothing", async () => {
    const buyer = await createUser();
    const { itemId } = await boughtItem(buyer, "shipped");
    expect(await reviewAs(buyer, itemId, 4)).toEqual({ ok: false, message: REVIEW_MESSAGES.notDelivered });
    expect(await db.review.count({ where: { orderItemId: itemId } })).toBe(0);
  });

  it("refuses someone else's item, and the seller reviewing their own sale", async () => {
    const buyer = await createUser();
    const stranger = await createUser();
    const { itemId } = await boughtItem(buyer);
    expect(await reviewAs(stranger, itemId, 1)).toEqual({ ok: false, message: REVIEW_MESSAGES.notYours });
    signInAs(seller, { isSeller: true });
    expect(await run(submitReviewAction, { orderItemId: itemId, rating: 5 })).toEqual({ ok: false, message: REVIEW_MESSAGES.notYours });
    expect(await db.review.count({ where: { orderItemId: itemId } })).toBe(0);
  });

  it("refuses a review of oneself before the database's check would", async () => {
    const buyer = await createUser();
    const { itemId } = await boughtItem(buyer);
    // An item whose seller is its buyer: no checkout makes one, so the rule is what stops it.
    await db.orderItem.update({ where: { id: itemId }, data: { sellerId: buyer.id } });
    expect(await reviewAs(buyer, itemId, 5)).toEqual({ ok: false, message: REVIEW_MESSAGES.self });
  });
});

describe("editing a review", () => {
  it("moves the aggregate from the old stars to the new ones", async () => {
    const buyer = await createUser();
    const { itemId } = await boughtItem(buyer);
    const before = await reputation();
    await reviewAs(buyer, itemId, 5, "Great");
    const review = await db.review.findUniqueOrThrow({ where: { orderItemId: itemId }, select: { id: true } });

    expect(await run(editReviewAction, { reviewId: review.id, rating: 2, body: "The charger was missing" })).toMatchObject({ ok: true, message: REVIEW_MESSAGES.saved });
    expect(await reputationChange(before)).toEqual({ ...NO_CHANGE, reviewCount: 1, ratingTotal: 2, twoStars: 1 });
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id }, select: { rating: true, body: true } })).toEqual({ rating: 2, body: "The charger was missing" });
  });

  it("is refused after the seven days, and for anyone but the reviewer", async () => {
    const buyer = await createUser();
    const stranger = await createUser();
    const { itemId } = await boughtItem(buyer);
    await reviewAs(buyer, itemId, 4, "Good");
    const review = await db.review.findUniqueOrThrow({ where: { orderItemId: itemId }, select: { id: true } });

    signInAs(stranger);
    expect(await run(editReviewAction, { reviewId: review.id, rating: 1 })).toEqual({ ok: false, message: REVIEW_MESSAGES.notYourReview });

    await db.review.update({ where: { id: review.id }, data: { createdAt: new Date(Date.now() - 8 * 24 * 3_600_000), editableUntil: new Date(Date.now() - 24 * 3_600_000) } });
    signInAs(buyer);
    expect(await run(editReviewAction, { reviewId: review.id, rating: 1, body: "Too late" })).toEqual({ ok: false, message: REVIEW_MESSAGES.windowOver });
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id }, select: { rating: true, body: true } })).toEqual({ rating: 4, body: "Good" });
  });
});

describe("the seller's answer", () => {
  it("the reviewed seller answers once; a second answer and another seller are refused", async () => {
    const buyer = await createUser();
    const otherSeller = await createUser({ isSeller: true });
    const { itemId } = await boughtItem(buyer);
    await reviewAs(buyer, itemId, 3, "It works");
    const review = await db.review.findUniqueOrThrow({ where: { orderItemId: itemId }, select: { id: true } });

    signInAs(otherSeller, { isSeller: true });
    expect(await run(replyToReviewAction, { reviewId: review.id, reply: "Not my review" })).toEqual({ ok: false, message: REVIEW_MESSAGES.notYourReviewToAnswer });
    signInAs(buyer);
    expect(await run(replyToReviewAction, { reviewId: review.id, reply: "Answering myself" })).toEqual({ ok: false, message: REVIEW_MESSAGES.notYourReviewToAnswer });

    signInAs(seller, { isSeller: true });
    expect(await run(replyToReviewAction, { reviewId: review.id, reply: "Thank you, come again" })).toMatchObject({ ok: true, message: REVIEW_MESSAGES.answered });
    expect(await run(replyToReviewAction, { reviewId: review.id, reply: "A second answer" })).toEqual({ ok: false, message: REVIEW_MESSAGES.alreadyAnswered });
    const stored = await db.review.findUniqueOrThrow({ where: { id: review.id }, select: { reply: true, repliedAt: true } });
    expect(stored.reply).toBe("Thank you, come again");
    expect(stored.repliedAt).toBeInstanceOf(Date);
  });
});

describe("staff hiding a review", () => {
  it("takes it off the seller's page and out of the aggregate, owes its writer an email with the reason, and shows the reason on their order", async () => {
    const buyer = await createUser({ fullName: "Achieng Odhiambo" });
    const staff = await createUser({ role: "staff" });
    const { itemId, orderId, productName } = await boughtItem(buyer);
    await reviewAs(buyer, itemId, 1, "Call me on 0712 345 678 for a better deal");
    const review = await db.review.findUniqueOrThrow({ where: { orderItemId: itemId }, select: { id: true } });
    const before = await reputation();

    signInAs(buyer);
    expect(await run(hideReviewAction, { reviewId: review.id, reason: "Advertising" })).toEqual({ ok: false, message: REVIEW_MESSAGES.hideFailed });

    signInAs(staff, { isStaff: true });
    expect(await run(hideReviewAction, { reviewId: review.id, reason: "Phone numbers and advertising are not allowed in reviews" })).toMatchObject({ ok: true, message: REVIEW_MESSAGES.hidden });
    expect(await reputationChange(before)).toEqual({ ...NO_CHANGE, reviewCount: -1, ratingTotal: -1, oneStar: -1 });
    expect(await run(hideReviewAction, { reviewId: review.id, reason: "Again" })).toEqual({ ok: false, message: REVIEW_MESSAGES.alreadyHidden });

    const emails = await db.emailOutbox.findMany({ where: { recipientId: buyer.id, kind: "review-hidden" }, select: { payload: true } });
    expect(emails).toEqual([{ payload: { orderId, productName, sellerName: "Otieno's Gadgets", reason: "Phone numbers and advertising are not allowed in reviews" } }]);

    const page = await listSellerReviews(seller.id, { pageSize: 100 });
    expect(page.reviews.map((shown) => shown.id)).not.toContain(review.id);
    const own = await listOrderReviews(orderId, buyer.id);
    expect(own).toEqual([expect.objectContaining({ id: review.id, hiddenReason: "Phone numbers and advertising are not allowed in reviews" })]);

    // A hidden review no longer changes: neither its writer nor its seller can touch it.
    signInAs(buyer);
    expect(await run(editReviewAction, { reviewId: review.id, rating: 5 })).toEqual({ ok: false, message: REVIEW_MESSAGES.hiddenNoEdit });
    expect(await reputationChange(before)).toEqual({ ...NO_CHANGE, reviewCount: -1, ratingTotal: -1, oneStar: -1 });
  });
});

describe("the seller page's reviews", () => {
  it("lists visible reviews newest first with the product and the reviewer's first name, a page at a time", async () => {
    const lone = await createUser({ isSeller: true });
    const buyers = await Promise.all([createUser({ fullName: "Kiprop Ruto" }), createUser({ fullName: "Njeri Mwangi" }), createUser({ fullName: "Baraka Otieno" })]);
    const previous = seller;
    seller = lone;
    try {
      for (const [index, buyer] of buyers.entries()) {
        const { itemId } = await boughtItem(buyer, "delivered", `Item ${index}`);
        await reviewAs(buyer, itemId, index + 3, `Review ${index}`);
        await db.review.update({ where: { orderItemId: itemId }, data: { createdAt: new Date(Date.now() - (3 - index) * 60_000) } });
      }
      const first = await listSellerReviews(lone.id, { page: 1, pageSize: 2 });
      expect(first.hasMore).toBe(true);
      expect(first.reviews.map(({ reviewerName, productName, rating, body }) => ({ reviewerName, productName, rating, body }))).toEqual([
        { reviewerName: "Baraka", productName: "Item 2", rating: 5, body: "Review 2" },
        { reviewerName: "Njeri", productName: "Item 1", rating: 4, body: "Review 1" },
      ]);
      const second = await listSellerReviews(lone.id, { page: 2, pageSize: 2 });
      expect(second).toEqual({ hasMore: false, reviews: [expect.objectContaining({ reviewerName: "Kiprop", rating: 3 })] });
      expect(await reputation(lone.id)).toEqual({ reviewCount: 3, ratingTotal: 12, oneStar: 0, twoStars: 0, threeStars: 1, fourStars: 1, fiveStars: 1 });
      // The seller page reads the same page inside its one query.
      const sellerPage = await getSellerPage(lone.id, { reviewsPage: 1 });
      expect(sellerPage.reviews.reviews.map((shown) => shown.reviewerName)).toEqual(["Baraka", "Njeri", "Kiprop"]);
      expect((await getSellerPage(lone.id, { reviewsPage: 2 })).reviews).toEqual({ reviews: [], hasMore: false });
    } finally {
      seller = previous;
    }
  });

  it("signs a deleted account's review 'Deleted user', and keeps it", async () => {
    const buyer = await createUser({ fullName: "Mutua Kilonzo" });
    const { itemId } = await boughtItem(buyer);
    await reviewAs(buyer, itemId, 4, "Solid calculator");
    const review = await db.review.findUniqueOrThrow({ where: { orderItemId: itemId }, select: { id: true } });
    expect(await deleteAccount(buyer.id)).not.toBeNull();

    const page = await listSellerReviews(seller.id, { pageSize: 100 });
    expect(page.reviews.find((shown) => shown.id === review.id)).toMatchObject({ reviewerName: "Deleted user", body: "Solid calculator", rating: 4 });
  });
});
