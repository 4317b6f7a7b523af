import "server-only";
import { db } from "./client";
import type { EarningsRow } from "./types";

const OPEN_REPORT = { status: { in: ["open" as const, "in_review" as const] } };

/**
 * Every item the seller sold (paid for), newest first, with its payout, whether a refund exists
 * and whether an open report holds it: one query (relations joined in it), served by the
 * (seller_id, created_at) index. Amounts are the stored ones.
 */
export async function listSellerEarnings(sellerId: string): Promise<EarningsRow[]> {
  const items = await db.orderItem.findMany({
    relationLoadStrategy: "join",
    where: { sellerId, status: { not: "pending_payment" } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
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
  return items.map((item) => {
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
}
