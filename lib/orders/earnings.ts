import { z } from "zod";

// How My shop's Earnings reads a sold item's money, and where its pages start. Pure: the amounts
// come from the database rows; only the reading lives here.

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

export type EarningsTotals = { held: number; paidThisMonth: number; paidEver: number };

/** Nairobi keeps UTC+3 all year (no daylight saving). */
const NAIROBI_OFFSET_MS = 3 * 3_600_000;

/**
 * The first moment of the calendar month `now` falls in, as a student in Kenya reads it: paid at
 * 22:30 UTC on 30 November is paid in December. "Paid this month" counts payouts from here.
 */
export function nairobiMonthStart(now: Date): Date {
  const nairobi = new Date(now.getTime() + NAIROBI_OFFSET_MS);
  return new Date(Date.UTC(nairobi.getUTCFullYear(), nairobi.getUTCMonth(), 1) - NAIROBI_OFFSET_MS);
}

/** Where a page of Earnings starts: after this sold item, newest first. */
export type EarningsCursor = { createdAt: Date; id: string };

const cursorParam = z.string().regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/);

/** The cursor as the "Older sales" link's `after` parameter: the item's time and id. */
export function earningsCursorParam(cursor: EarningsCursor): string {
  return `${cursor.createdAt.toISOString()}_${cursor.id}`;
}

/** The `after` parameter read back; anything else (a hand-edited address) is the first page. */
export function readEarningsCursor(param: unknown): EarningsCursor | null {
  const parsed = cursorParam.safeParse(param);
  if (!parsed.success) return null;
  const [time, id] = parsed.data.split("_") as [string, string];
  const createdAt = new Date(time);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}
