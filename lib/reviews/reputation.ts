// How a seller's reputation reads (docs/decisions/reviews.md): pure rules shared by the
// database reads and the components that show it.

/** The mean of visible reviews to one decimal, as cards show it; null with none. */
export function averageRating(ratingTotal: number, reviewCount: number): number | null {
  if (reviewCount <= 0) return null;
  return Math.round((ratingTotal / reviewCount) * 10) / 10;
}
