// What the pages show of reviews, read by lib/db/reviews.ts. Plain data, so components
// take these types without reaching into a server-only data module.

/** One visible review on the seller page. */
export type PublicReview = {
  id: string;
  rating: number;
  body: string | null;
  createdAt: Date;
  productName: string;
  /** The reviewer's first name, or 'Deleted user'. */
  reviewerName: string;
  reply: string | null;
  repliedAt: Date | null;
};

/** A page of a seller's visible reviews, newest first. */
export type SellerReviewsPage = { reviews: PublicReview[]; hasMore: boolean };

/** The buyer's own review of one item of their order, as the order page shows it. */
export type OwnReview = {
  id: string;
  orderItemId: string;
  rating: number;
  body: string | null;
  createdAt: Date;
  editableUntil: Date;
  reply: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
};
