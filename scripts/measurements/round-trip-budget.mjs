// The round-trip budget of public pages: at most this many SQL round trips
// (scripts/measurements/pg-roundtrips.mjs counts them on the wire) to answer any public page.
export const ROUND_TRIP_BUDGET = 3;

/**
 * A page's round trips from repeated measurements: the fewest seen, since anything else
 * the server does meanwhile (the payment reconciler's round) can only add to a count.
 */
export function pageRoundTrips(counts) {
  if (counts.length === 0) throw new Error("no measurements");
  return Math.min(...counts);
}

/** The pages over budget, each with its count, for a failure message that names them. */
export function overBudget(measured, budget = ROUND_TRIP_BUDGET) {
  return Object.entries(measured)
    .filter(([, roundTrips]) => roundTrips > budget)
    .map(([page, roundTrips]) => `${page}: ${roundTrips} round trips (budget ${budget})`);
}
