// What cards and pages say about a seller's standing: reviews (docs/decisions/reviews.md) and
// verified businesses (docs/decisions/verified-businesses.md). Defined once; the reviews,
// verification and report flows have their own files.

export const TRUST_MESSAGES = {
  /** The badge of a wholesaler whose documents staff approved. */
  verifiedBusiness: "Verified business",
  /** A card's compact rating, read aloud. */
  ratingLabel: (average: number, count: number) => `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? "review" : "reviews"}`,
  /** The seller page's reply time (lib/messaging/reply-times.ts). */
  repliesWithinHour: "Usually replies within an hour",
  repliesWithinHours: "Usually replies within a few hours",
  repliesWithinDay: "Usually replies within a day",
  repliesWithinDays: "Usually replies within a few days",
  /** The compact count beside the stars. */
  ratingCount: (count: number) => `(${count})`,
} as const;
