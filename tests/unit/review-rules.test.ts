import { averageRating } from "@/lib/reviews/reputation";
import {
  editableUntil,
  editRefusal,
  hideRefusal,
  isEditable,
  replyRefusal,
  REVIEW_EDIT_DAYS,
  reviewerName,
  reviewPageCount,
  reviewRefusal,
  REVIEWS_PAGE_SIZE,
  starShares,
} from "@/lib/reviews/rules";
import { parseReviewsPage, editReviewSchema, hideReviewSchema, reviewReplySchema, reviewSchema } from "@/lib/validation/reviews";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";

// Reviews (docs/decisions/reviews.md): who may review, edit, answer and hide, and how
// reviews read. The database applies these under row locks (tests/integration/reviews.test.ts).

const BUYER = "buyer";
const SELLER = "seller";
const delivered = { buyerId: BUYER, sellerId: SELLER, status: "delivered", reviewed: false };

describe("who may review an order item", () => {
  it("its buyer, once it is delivered and not yet reviewed", () => {
    expect(reviewRefusal(delivered, BUYER)).toBeNull();
  });

  it("nobody else: not the seller, not another user", () => {
    expect(reviewRefusal(delivered, SELLER)).toBe("not-yours");
    expect(reviewRefusal(delivered, "someone")).toBe("not-yours");
  });

  it("not a buyer of their own item", () => {
    expect(reviewRefusal({ ...delivered, sellerId: BUYER }, BUYER)).toBe("self");
  });

  it.each(["pending_payment", "pending", "processing", "shipped", "cancelled", "refunded"])("not while the item is %s", (status) => {
    expect(reviewRefusal({ ...delivered, status }, BUYER)).toBe("not-delivered");
  });

  it("not twice", () => {
    expect(reviewRefusal({ ...delivered, reviewed: true }, BUYER)).toBe("already-reviewed");
  });
});

describe("the edit window", () => {
  const written = new Date("2026-11-20T10:00:00.000Z");
  const until = editableUntil(written);

  it(`ends ${REVIEW_EDIT_DAYS} days after the review was written, to the millisecond`, () => {
    expect(REVIEW_EDIT_DAYS).toBe(7);
    expect(until.toISOString()).toBe("2026-11-27T10:00:00.000Z");
  });

  it("is open until its last millisecond and closed from its end", () => {
    expect(isEditable({ editableUntil: until, hiddenAt: null }, new Date(until.getTime() - 1))).toBe(true);
    expect(isEditable({ editableUntil: until, hiddenAt: null }, until)).toBe(false);
  });

  it("is closed for a hidden review", () => {
    expect(isEditable({ editableUntil: until, hiddenAt: written }, written)).toBe(false);
  });

  const review = { reviewerId: BUYER, editableUntil: until, hiddenAt: null };
  it("lets the reviewer edit within it", () => {
    expect(editRefusal(review, BUYER, written)).toBeNull();
  });

  it("refuses anyone else, a hidden review, and an edit after it", () => {
    expect(editRefusal(review, SELLER, written)).toBe("not-yours");
    expect(editRefusal({ ...review, hiddenAt: written }, BUYER, written)).toBe("hidden");
    expect(editRefusal(review, BUYER, until)).toBe("window-over");
  });
});

describe("the seller's answer", () => {
  const review = { sellerId: SELLER, reply: null, hiddenAt: null };

  it("is the reviewed seller's, once", () => {
    expect(replyRefusal(review, SELLER)).toBeNull();
    expect(replyRefusal({ ...review, reply: "Thanks!" }, SELLER)).toBe("already-answered");
    expect(replyRefusal({ ...review, reply: "" }, SELLER)).toBe("already-answered");
  });

  it("is nobody else's, and not on a hidden review", () => {
    expect(replyRefusal(review, BUYER)).toBe("not-yours");
    expect(replyRefusal({ ...review, hiddenAt: new Date() }, SELLER)).toBe("hidden");
  });
});

describe("hiding", () => {
  it("hides a visible review once", () => {
    expect(hideRefusal({ hiddenAt: null })).toBeNull();
    expect(hideRefusal({ hiddenAt: new Date() })).toBe("already-hidden");
  });
});

describe("how reviews read", () => {
  it("signs a review with the reviewer's first name", () => {
    expect(reviewerName("  Wanjiru  Kamau ", null, "Student")).toBe("Wanjiru");
    expect(reviewerName("Otieno", null, "Student")).toBe("Otieno");
  });

  it("signs a deleted account's review 'Deleted user', whatever its name", () => {
    expect(reviewerName("Wanjiru Kamau", new Date(), "Student")).toBe("Deleted user");
  });

  it("falls back when there is no name", () => {
    expect(reviewerName(null, null, "Student")).toBe("Student");
    expect(reviewerName("   ", null, "Student")).toBe("Student");
  });

  it("gives each star count its whole-percent share, and none without reviews", () => {
    expect(starShares([1, 0, 0, 1, 2])).toEqual([25, 0, 0, 25, 50]);
    expect(starShares([1, 1, 1, 0, 0])).toEqual([33, 33, 33, 0, 0]);
    expect(starShares([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
  });

  it(`counts pages of ${REVIEWS_PAGE_SIZE}, at least one`, () => {
    expect(REVIEWS_PAGE_SIZE).toBe(10);
    expect(reviewPageCount(0)).toBe(1);
    expect(reviewPageCount(10)).toBe(1);
    expect(reviewPageCount(11)).toBe(2);
    expect(reviewPageCount(5, 2)).toBe(3);
  });

  it("averages visible reviews to one decimal, and none without reviews", () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBeNull();
  });
});

describe("the reviews' forms", () => {
  const item = "3f2a1b0c-0000-4000-8000-000000000001";

  it("takes 1 to 5 whole stars, and an optional text of at most 1,000 characters, trimmed", () => {
    expect(reviewSchema.parse({ orderItemId: item, rating: "5", body: "  Great seller  " })).toEqual({ orderItemId: item, rating: 5, body: "Great seller" });
    expect(reviewSchema.parse({ orderItemId: item, rating: 1 })).toEqual({ orderItemId: item, rating: 1, body: null });
    expect(reviewSchema.parse({ orderItemId: item, rating: 3, body: "   " }).body).toBeNull();
    expect(reviewSchema.safeParse({ orderItemId: item, rating: 2, body: "a".repeat(1000) }).success).toBe(true);
  });

  it.each([0, 6, 2.5, "", "five"])("refuses %p stars with its message", (rating) => {
    const parsed = reviewSchema.safeParse({ orderItemId: item, rating });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.ratingRequired);
  });

  it("refuses a text over 1,000 characters", () => {
    const parsed = editReviewSchema.safeParse({ reviewId: item, rating: 4, body: "a".repeat(1001) });
    expect(parsed.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.bodyTooLong);
  });

  it("requires the seller's answer, at most 1,000 characters", () => {
    expect(reviewReplySchema.safeParse({ reviewId: item, reply: "  " }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.answerRequired);
    expect(reviewReplySchema.safeParse({ reviewId: item, reply: "a".repeat(1001) }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.answerTooLong);
    expect(reviewReplySchema.parse({ reviewId: item, reply: " Thank you " }).reply).toBe("Thank you");
  });

  it("requires staff's reason, at most 500 characters", () => {
    expect(hideReviewSchema.safeParse({ reviewId: item, reason: "" }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.hideReasonRequired);
    expect(hideReviewSchema.safeParse({ reviewId: item, reason: "a".repeat(501) }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.hideReasonTooLong);
    expect(hideReviewSchema.safeParse({ reviewId: item, reason: "a".repeat(500) }).success).toBe(true);
  });

  it("reads ?reviews=N as a page, 1 when absent or not a page", () => {
    expect(parseReviewsPage({ reviews: "3" })).toBe(3);
    expect(parseReviewsPage({ reviews: ["2", "5"] })).toBe(2);
    expect(parseReviewsPage({})).toBe(1);
    expect(parseReviewsPage({ reviews: "0" })).toBe(1);
    expect(parseReviewsPage({ reviews: "x" })).toBe(1);
  });
});
