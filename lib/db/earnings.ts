import "server-only";
import { db } from "./client";
import type { Prisma } from "./generated/client";
import type { EarningsPage, EarningsRow } from "./types";
import { nairobiMonthStart, type EarningsCursor, type EarningsTotals } from "@/lib/orders/earnings";

const OPEN_REPORT = { status: { in: ["open" as const, "in_review" as const] } };

/** How many sold items My shop's Earnings shows at a time; older ones are a link away. */
export const EARNINGS_PAGE_SIZE = 50;

/**
 * A page of the items the seller sold (paid for), newest first, with each one's payout, whether a
 * refund exists and whether an open report holds it: one query (relations joined in it), served
 * by the (seller_id, created_at) index, keyset-paged so a seller with years of sales reads one
 * page at a time. Amounts are the stored ones.
 */
export async function listSellerEarnings(sellerId: string, { after = null, take = EARNINGS_PAGE_SIZE }: { after?: EarningsCursor | null; take?: number } = {}): Promise<EarningsPage> {
  const items = await db.orderItem.findMany({
    relationLoadStrategy: "join",
    where: {
      sellerId,
      status: { not: "pending_payment" },
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: take + 1,
    select: {
      id: true,
      orderId: true,
      productName: true,
      quantity: true,
      subtotal: true,
      status: true,
      createdAt: true,
      payoutDueAt: true,
      payouts: { select: { kind: true, status: true, amount: true, phoneNumber: true, transactionId: true, completedAt: true } },
      order: { select: { issueReports: { where: OPEN_REPORT, select: { id: true }, take: 1 } } },
    },
  });
  const shown = items.slice(0, take);
  const last = shown.at(-1);
  const rows = shown.map((item) => {
    const payout = item.payouts.find((row) => row.kind === "seller_payout") ?? null;
    return {
      id: item.id,
      orderId: item.orderId,
      productName: item.productName,
      quantity: item.quantity,
      createdAt: item.createdAt,
      status: item.status as EarningsRow["status"],
      subtotal: item.subtotal,
      payoutDueAt: item.payoutDueAt,
      reported: item.order.issueReports.length > 0,
      refunded: item.payouts.some((row) => row.kind === "buyer_refund"),
      payout: payout ? { status: payout.status, amount: payout.amount, hasPhone: payout.phoneNumber !== null, transactionId: payout.transactionId, completedAt: payout.completedAt } : null,
    };
  });
  return { rows, next: items.length > take && last ? { createdAt: last.createdAt, id: last.id } : null };
}

/**
 * The seller's payouts for money they keep: their own item's payout, the item neither refunded
 * nor cancelled and no refund to the buyer on it. The same cases earningsState reads as held or
 * paid (lib/orders/earnings.ts); a refund or a cancellation wins over any payout row.
 */
function keptPayouts(sellerId: string): Prisma.B2cPayoutWhereInput {
  return {
    recipientId: sellerId,
    kind: "seller_payout",
    orderItem: { sellerId, status: { notIn: ["refunded", "cancelled"] }, payouts: { none: { kind: "buyer_refund" } } },
  };
}

async function sumPayouts(where: Prisma.B2cPayoutWhereInput): Promise<number> {
  const { _sum } = await db.b2cPayout.aggregate({ where, _sum: { amount: true } });
  return _sum.amount ?? 0;
}

/** Money paid to the seller's M-Pesa that they keep: My shop's Revenue and Earnings' "Paid ever". */
export function sellerPaidOutTotal(sellerId: string): Promise<number> {
  return sumPayouts({ ...keptPayouts(sellerId), status: "completed", completedAt: { not: null } });
}

/**
 * Earnings' three totals over all the seller's sales, summed in the database (not over the page
 * shown): held (a payout not yet sent: its hold, a report or a missing phone), paid this Nairobi
 * month, and paid ever.
 */
export async function getSellerEarningsTotals(sellerId: string, now: Date): Promise<EarningsTotals> {
  const [held, paidThisMonth, paidEver] = await Promise.all([
    sumPayouts({ ...keptPayouts(sellerId), status: "pending" }),
    sumPayouts({ ...keptPayouts(sellerId), status: "completed", completedAt: { gte: nairobiMonthStart(now) } }),
    sellerPaidOutTotal(sellerId),
  ]);
  return { held, paidThisMonth, paidEver };
}
