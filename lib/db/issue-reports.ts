import "server-only";
import { randomUUID } from "node:crypto";
import { payoutRequestId } from "@/lib/payouts/b2c-rules";
import { isFinalItemStatus } from "@/lib/orders/fulfilment";
import { db } from "./client";
import { enqueueReleaseEmails, enqueueReportEmails } from "./email-outbox";
import { createItemRefund } from "./payouts";
import type { StaffIssue } from "./types";

// Issue reports (docs/decisions/buyer-protection.md): a buyer reports one seller of their own
// paid order, and staff decide the report. While a report is open the order's seller payouts
// are held; the hold is read where payouts are claimed (payouts.ts), so nothing here has to
// remember to release it. A refund decision writes refund rows that the payout sender pays
// like any other B2C row, and cancels the seller's payouts in the same transaction.

export type ReportRefusal = "not-found" | "not-paid" | "ended";

export type ReportResult =
  | {
      ok: true;
      id: string;
      sellerId: string;
      productId: string | null;
      /** Payouts of the order this report now holds (delivered, still waiting for their hold to end). */
      heldPayouts: number;
      /** Payouts of the order already on their way before the report: staff can no longer stop them. */
      payoutsGone: number;
    }
  | { ok: false; reason: ReportRefusal };

/**
 * The buyer's report against one seller of their own paid order; the order's payouts are
 * held while it is open. Null seller: the order's first item's seller (the spec's button).
 * The order's seller payouts are locked first, the same rows the sender locks to claim one, so a
 * report made as a hold ends either holds the payout or finds it already sent, never both.
 * Refunded and cancelled items have nothing left to report.
 */
export async function createIssueReport(buyerId: string, orderId: string, sellerId: string | null, description: string): Promise<ReportResult> {
  return db.$transaction(async (tx) => {
    const order = await tx.order.findFirst({
      where: { id: orderId, userId: buyerId },
      select: { paymentStatus: true, items: { orderBy: [{ createdAt: "asc" }, { productName: "asc" }], select: { id: true, sellerId: true, productId: true, status: true } } },
    });
    if (!order) return { ok: false as const, reason: "not-found" as const };
    const live = order.items.filter((candidate) => !isFinalItemStatus(candidate.status));
    const item = sellerId ? order.items.find((candidate) => candidate.sellerId === sellerId) : order.items[0];
    if (!item) return { ok: false as const, reason: "not-found" as const };
    if (order.paymentStatus !== "completed") return { ok: false as const, reason: "not-paid" as const };
    if (!live.some((candidate) => candidate.sellerId === item.sellerId)) return { ok: false as const, reason: "ended" as const };
    const payouts = await tx.$queryRaw<Array<{ id: string; order_item_id: string; status: string; sent_at: Date | null }>>`
      SELECT p.id, p.order_item_id, p.status::text AS status, p.sent_at FROM b2c_payouts p JOIN order_items i ON i.id = p.order_item_id
      WHERE i.order_id = ${orderId}::uuid AND p.kind = 'seller_payout'
      ORDER BY p.id FOR UPDATE OF p`;
    const report = await tx.issueReport.create({ data: { userId: buyerId, orderId, sellerId: item.sellerId, productId: item.productId, description }, select: { id: true } });
    await enqueueReportEmails(tx, report.id);
    const waiting = payouts.filter((payout) => payout.status === "pending" && payout.sent_at === null);
    const gone = payouts.filter((payout) => !["pending", "failed", "cancelled"].includes(payout.status) || (payout.status === "pending" && payout.sent_at !== null));
    return { ok: true as const, id: report.id, sellerId: item.sellerId, productId: item.productId, heldPayouts: waiting.length, payoutsGone: gone.length };
  });
}

/** The staff's open work on reports (open or in review), for the count beside their link; read by the (status, created_at) index. */
export async function countOpenIssueReports(): Promise<number> {
  return db.issueReport.count({ where: { status: { in: ["open", "in_review"] } } });
}

/** Reports for staff, open first then newest; with the order, its items' payouts and the messages between the two. */
export async function listIssuesForStaff({ take = 50 }: { take?: number } = {}): Promise<StaffIssue[]> {
  const reports = await db.issueReport.findMany({
    orderBy: [{ status: "asc" }, { createdAt: "desc" }],
    take,
    select: {
      id: true,
      orderId: true,
      description: true,
      status: true,
      decision: true,
      decidedAt: true,
      decidedById: true,
      createdAt: true,
      userId: true,
      sellerId: true,
      user: { select: { profile: { select: { fullName: true } } } },
      seller: { select: { profile: { select: { fullName: true } } } },
      order: {
        select: {
          amount: true,
          paymentStatus: true,
          mpesaReceipt: true,
          phoneNumber: true,
          items: { orderBy: [{ createdAt: "asc" }, { productName: "asc" }], select: { id: true, productName: true, subtotal: true, status: true, sellerId: true, payouts: { select: { kind: true, status: true } } } },
        },
      },
    },
  });
  const deciders = await db.profile.findMany({ where: { id: { in: reports.flatMap((report) => (report.decidedById ? [report.decidedById] : [])) } }, select: { id: true, fullName: true } });
  // The messages of every report's pair about its order, in one query.
  const pairs = reports.filter((report) => report.orderId && report.sellerId);
  const messages = pairs.length
    ? await db.message.findMany({
        where: { OR: pairs.map((report) => ({ orderId: report.orderId!, senderId: { in: [report.userId, report.sellerId!] }, recipientId: { in: [report.userId, report.sellerId!] } })) },
        orderBy: { createdAt: "asc" },
        take: 500,
        select: { id: true, orderId: true, senderId: true, recipientId: true, senderName: true, body: true, createdAt: true },
      })
    : [];
  return reports.map((report) => ({
    id: report.id,
    orderId: report.orderId,
    description: report.description,
    status: report.status,
    decision: report.decision,
    decidedAt: report.decidedAt,
    decidedByName: deciders.find((decider) => decider.id === report.decidedById)?.fullName ?? null,
    createdAt: report.createdAt,
    buyerId: report.userId,
    buyerName: report.user.profile?.fullName ?? "User",
    sellerId: report.sellerId,
    sellerName: report.seller?.profile?.fullName ?? null,
    order: report.order ? { amount: report.order.amount, paymentStatus: report.order.paymentStatus, mpesaReceipt: report.order.mpesaReceipt, phoneNumber: report.order.phoneNumber } : null,
    items: (report.order?.items ?? []).map((item) => ({
      id: item.id,
      productName: item.productName,
      subtotal: item.subtotal,
      status: item.status,
      sellerId: item.sellerId,
      payoutStatus: item.payouts.find((payout) => payout.kind === "seller_payout")?.status ?? null,
      refundStatus: item.payouts.find((payout) => payout.kind === "buyer_refund")?.status ?? null,
    })),
    messages: messages
      .filter((message) => message.orderId === report.orderId && [report.userId, report.sellerId].includes(message.senderId) && [report.userId, report.sellerId].includes(message.recipientId))
      .map(({ id, senderName, body, createdAt }) => ({ id, senderName, body, createdAt })),
  }));
}

export type DecisionResult = { ok: true; orderId: string | null; buyerId: string; sellerId: string | null; refundIds: string[] } | { ok: false; reason: "not-found" | "already-decided" | "refund-too-late" };

/**
 * Staff decide an open report, recorded with who and when. Release: the report is
 * resolved, the hold of the seller's delivered items ends now, and the order's payouts go out
 * once no other report holds them. Refund: each of
 * the reported seller's items in the order gets one refund row to the buyer's paying phone
 * for its subtotal, and its payout is cancelled (made cancelled if the item was not yet
 * delivered, so delivering it later pays nothing); refused when a payout already went out.
 * When the refund completes, the payout writer makes the item refunded (payouts.ts).
 */
export async function decideIssue(reportId: string, staffId: string, decision: "release" | "refund"): Promise<DecisionResult> {
  return db.$transaction(async (tx) => {
    const [report] = await tx.$queryRaw<Array<{ id: string; status: string; order_id: string | null; seller_id: string | null; user_id: string }>>`
      SELECT id, status::text AS status, order_id, seller_id, user_id FROM issue_reports WHERE id = ${reportId}::uuid FOR UPDATE`;
    if (!report) return { ok: false as const, reason: "not-found" as const };
    if (report.status !== "open" && report.status !== "in_review") return { ok: false as const, reason: "already-decided" as const };

    const refundIds: string[] = [];
    if (decision === "refund" && report.order_id && report.seller_id) {
      const items = await tx.$queryRaw<Array<{ id: string; subtotal: number; buyer_user_id: string; payout_status: string | null; refund_id: string | null }>>`
        SELECT i.id, i.subtotal, i.buyer_user_id, p.status::text AS payout_status, r.id AS refund_id
        FROM order_items i
        JOIN orders o ON o.id = i.order_id
        LEFT JOIN b2c_payouts p ON p.order_item_id = i.id AND p.kind = 'seller_payout'
        LEFT JOIN b2c_payouts r ON r.order_item_id = i.id AND r.kind = 'buyer_refund'
        WHERE i.order_id = ${report.order_id}::uuid AND i.seller_id = ${report.seller_id}::uuid AND o.payment_status = 'completed'
        ORDER BY i.id
        FOR UPDATE OF i`;
      // Submitted, unknown or completed: the seller's money is (or may be) on its way.
      if (items.some((item) => item.payout_status !== null && !["pending", "failed", "cancelled"].includes(item.payout_status))) {
        return { ok: false as const, reason: "refund-too-late" as const };
      }
      // A pending payout already claimed by a sender is on its way: too late as well.
      const sending = await tx.b2cPayout.count({ where: { orderItemId: { in: items.map((item) => item.id) }, kind: "seller_payout", status: "pending", sentAt: { not: null } } });
      if (sending > 0) return { ok: false as const, reason: "refund-too-late" as const };
      for (const item of items) {
        if (item.payout_status === null) {
          const id = randomUUID();
          await tx.$executeRaw`
            INSERT INTO b2c_payouts (id, order_item_id, kind, recipient_id, phone_number, amount, originator_conversation_id, status, decided_by_id, decided_at, updated_at)
            VALUES (${id}::uuid, ${item.id}::uuid, 'seller_payout', ${report.seller_id}::uuid, NULL, ${item.subtotal}, ${payoutRequestId(id, 1)}, 'cancelled', ${staffId}::uuid, now(), now())`;
        } else {
          await tx.b2cPayout.updateMany({ where: { orderItemId: item.id, kind: "seller_payout", status: { in: ["pending", "failed"] } }, data: { status: "cancelled", decidedById: staffId, decidedAt: new Date() } });
        }
        if (item.refund_id) continue;
        const id = await createItemRefund(tx, { id: item.id, orderId: report.order_id, buyerId: item.buyer_user_id, subtotal: item.subtotal }, staffId);
        if (id) refundIds.push(id);
      }
    }
    if (decision === "release" && report.order_id && report.seller_id) {
      // Staff found for the seller: their decision ends the hold of the seller's delivered items, so the payout goes now.
      const now = new Date();
      await tx.orderItem.updateMany({ where: { orderId: report.order_id, sellerId: report.seller_id, status: "delivered", payoutDueAt: { gt: now } }, data: { payoutDueAt: now } });
    }
    await tx.issueReport.update({ where: { id: report.id }, data: { status: "resolved", decision, decidedById: staffId, decidedAt: new Date() } });
    if (decision === "release") await enqueueReleaseEmails(tx, report.id);
    return { ok: true as const, orderId: report.order_id, buyerId: report.user_id, sellerId: report.seller_id, refundIds };
  });
}
