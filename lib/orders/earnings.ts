// How My shop's Earnings reads a sold item's money, and its totals. Pure: the amounts come from
// the database rows; only the grouping lives here.

export type EarningsSource = {
  status: "pending" | "processing" | "shipped" | "delivered" | "refunded" | "cancelled";
  subtotal: number;
  payoutDueAt: Date | null;
  /** An open report on the order holds its payout. */
  reported: boolean;
  payout: { status: "pending" | "submitted" | "unknown" | "completed" | "failed" | "cancelled"; amount: number; hasPhone: boolean; transactionId: string | null; completedAt: Date | null } | null;
  /** A refund to the buyer exists (on its way or done). */
  refunded: boolean;
};

export type EarningsState =
  | { kind: "awaiting-delivery"; amount: number }
  | { kind: "held"; amount: number; until: Date | null; reason: "reported" | "no-phone" | null }
  | { kind: "releasing"; amount: number }
  | { kind: "paid"; amount: number; paidAt: Date; transactionId: string | null }
  | { kind: "failed"; amount: number }
  | { kind: "refunded"; amount: number }
  | { kind: "cancelled"; amount: number };

/** One sold item's money: where it is now. A refund or a cancellation wins over any payout row. */
export function earningsState(item: EarningsSource): EarningsState {
  if (item.status === "cancelled") return { kind: "cancelled", amount: item.subtotal };
  if (item.status === "refunded" || item.refunded) return { kind: "refunded", amount: item.subtotal };
  const payout = item.payout;
  if (!payout || payout.status === "cancelled") return { kind: "awaiting-delivery", amount: item.subtotal };
  if (payout.status === "completed" && payout.completedAt) return { kind: "paid", amount: payout.amount, paidAt: payout.completedAt, transactionId: payout.transactionId };
  if (payout.status === "failed") return { kind: "failed", amount: payout.amount };
  if (payout.status === "submitted" || payout.status === "unknown") return { kind: "releasing", amount: payout.amount };
  const reason = item.reported ? "reported" : payout.hasPhone ? null : "no-phone";
  return { kind: "held", amount: payout.amount, until: item.reported ? null : item.payoutDueAt, reason };
}

const nairobiMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi", year: "numeric", month: "2-digit" });

/** The calendar month a moment falls in, as a student in Kenya reads it ("2026-11"). */
export function nairobiMonthOf(date: Date): string {
  return nairobiMonth.format(date).slice(0, 7);
}

export type EarningsTotals = { held: number; paidThisMonth: number; paidEver: number };

/** Held (waiting for its hold, a report or a phone), paid this Nairobi month, and paid ever. */
export function earningsTotals(states: EarningsState[], now: Date): EarningsTotals {
  const month = nairobiMonthOf(now);
  const totals: EarningsTotals = { held: 0, paidThisMonth: 0, paidEver: 0 };
  for (const state of states) {
    if (state.kind === "held") totals.held += state.amount;
    if (state.kind === "paid") {
      totals.paidEver += state.amount;
      if (nairobiMonthOf(state.paidAt) === month) totals.paidThisMonth += state.amount;
    }
  }
  return totals;
}
