import "server-only";
import { randomUUID } from "node:crypto";
import { payoutRequestId, readPayoutRequestId, settleB2cResult, type PayoutSettlement, type PayoutStatus, type StatusAnswer } from "@/lib/payouts/b2c-rules";
import { normaliseMpesaPhone } from "@/lib/mpesa/phone";
import { Prisma } from "./generated/client";
import { db, RESULT_TRANSACTION } from "./client";
import { storableJson, storableText } from "./json";
import { enqueuePayoutPaidEmail, enqueuePayoutReleasedEmail } from "./email-outbox";
import type { StaffPayout } from "./types";
import { syncOrderStatus } from "./order-status";
import type { Outcome } from "@/lib/actions/result";

// The one writer of payout state (see docs/decisions/payments-decided-by-server.md and security-baseline.md): sellers' payouts and buyers' refunds, one B2C
// row per order item and kind. A row is claimed before its request goes out (sent_at set
// first, so an interrupted send is asked about, never repeated blindly), results and
// Transaction Status answers are applied under the row's lock by the rules of
// lib/payouts/b2c-rules.ts, and staff decisions are conditional updates: a retry here, a
// refund in issue-reports.ts, where the decision on the report writes its refund rows.
// Claims use FOR UPDATE SKIP LOCKED: any number of instances may run the sender at once.

type Tx = Prisma.TransactionClient;

/** How long a claimed send may take before its row is treated as interrupted (asked about). */
export const INTERRUPTED_AFTER_MS = 2 * 60_000;

export type ClaimedPayout = { id: string; attempt: number; requestId: string; kind: "seller_payout" | "buyer_refund"; phone: string; amount: number; orderId: string; recipientId: string; productName: string };

/** An issue report still open on the order holds its sellers' payouts (see docs/decisions/buyer-protection.md); refunds are never held. */
const NOT_HELD = Prisma.sql`(p.kind = 'buyer_refund' OR NOT EXISTS (
  SELECT 1 FROM issue_reports r WHERE r.order_id = i.order_id AND r.status IN ('open', 'in_review')))`;

/**
 * A seller's payout is due when the hold after delivery has ended or the buyer confirmed receipt
 * (see docs/decisions/buyer-protection.md); rows made before the hold existed have no due time.
 */
const DUE = (now: Date) => Prisma.sql`(p.kind = 'buyer_refund' OR i.received_confirmed_at IS NOT NULL OR i.payout_due_at IS NULL OR i.payout_due_at <= ${now})`;

/** A seller is never paid for an item that ended without a sale. */
const NOT_FINAL = Prisma.sql`(p.kind = 'buyer_refund' OR i.status NOT IN ('refunded', 'cancelled'))`;

/**
 * Claims payouts ready to go out (pending, never sent, not held, due, with a phone; just
 * `payoutId` when named): each is marked sent before this returns, so no other sender takes it.
 * A row without a phone takes the recipient's profile phone now, if it has a valid one.
 * The hold is read twice: once to pick the rows, and again after they are locked, in a
 * statement that sees every report committed before the lock was taken (createIssueReport
 * locks the same rows), so a report and a claim at the same moment end as held or sent, never both.
 */
export async function claimPayoutsToSend({ limit = 10, payoutId }: { limit?: number; payoutId?: string } = {}): Promise<ClaimedPayout[]> {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const candidates = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT p.id
      FROM b2c_payouts p
      JOIN order_items i ON i.id = p.order_item_id
      WHERE p.status = 'pending' AND p.sent_at IS NULL AND ${NOT_HELD} AND ${DUE(now)} AND ${NOT_FINAL}
        ${payoutId ? Prisma.sql`AND p.id = ${payoutId}::uuid` : Prisma.empty}
      ORDER BY p.created_at
      LIMIT ${limit}
      FOR UPDATE OF p SKIP LOCKED`;
    if (candidates.length === 0) return [];
    const rows = await tx.$queryRaw<Array<{ id: string; attempt: number; originator_conversation_id: string; kind: "seller_payout" | "buyer_refund"; phone_number: string | null; amount: number; order_id: string; order_item_id: string; recipient_id: string; product_name: string; profile_phone: string | null }>>`
      SELECT p.id, p.attempt, p.originator_conversation_id, p.kind::text AS kind, p.phone_number, p.amount, i.order_id, p.order_item_id, p.recipient_id, i.product_name, pr.phone AS profile_phone
      FROM b2c_payouts p
      JOIN order_items i ON i.id = p.order_item_id
      LEFT JOIN profiles pr ON pr.id = p.recipient_id
      WHERE p.id IN (${Prisma.join(candidates.map((row) => Prisma.sql`${row.id}::uuid`))})
        AND p.status = 'pending' AND p.sent_at IS NULL AND ${NOT_HELD} AND ${DUE(now)} AND ${NOT_FINAL}
      ORDER BY p.created_at`;
    const claimed: ClaimedPayout[] = [];
    for (const row of rows) {
      let phone = row.phone_number;
      if (!phone && row.profile_phone) {
        const normalised = normaliseMpesaPhone(row.profile_phone);
        phone = normalised.ok ? normalised.msisdn : null;
      }
      if (!phone) continue; // waits for a phone
      await tx.b2cPayout.update({ where: { id: row.id }, data: { phoneNumber: phone, sentAt: new Date() } });
      if (row.kind === "seller_payout") await enqueuePayoutReleasedEmail(tx, row.id);
      claimed.push({ id: row.id, attempt: row.attempt, requestId: row.originator_conversation_id, kind: row.kind, phone, amount: row.amount, orderId: row.order_id, recipientId: row.recipient_id, productName: row.product_name });
    }
    return claimed;
  });
}

/**
 * The phone that paid for the order, as M-Pesa takes it: the successful STK attempt's (a later
 * attempt may have named another phone), else the order's. Refunds go there and nowhere else.
 */
export async function payingPhone(tx: Tx, orderId: string): Promise<string | null> {
  const [row] = await tx.$queryRaw<Array<{ phone: string | null }>>`
    SELECT coalesce(
      (SELECT s.phone_number FROM stk_push_requests s WHERE s.order_id = o.id AND s.status = 'completed' AND NOT s.refund_required ORDER BY s.settled_at NULLS LAST LIMIT 1),
      o.phone_number) AS phone
    FROM orders o WHERE o.id = ${orderId}::uuid`;
  if (!row?.phone) return null;
  const phone = normaliseMpesaPhone(row.phone);
  return phone.ok ? phone.msisdn : null;
}

/** One refund row for the item to the buyer's paying phone, for its subtotal; none when one exists. Returns its id, or null. */
export async function createItemRefund(tx: Tx, item: { id: string; orderId: string; buyerId: string; subtotal: number }, decidedById: string | null): Promise<string | null> {
  const id = randomUUID();
  const phone = await payingPhone(tx, item.orderId);
  const [created] = await tx.$queryRaw<Array<{ id: string }>>`
    INSERT INTO b2c_payouts (id, order_item_id, kind, recipient_id, phone_number, amount, originator_conversation_id, decided_by_id, decided_at, updated_at)
    VALUES (${id}::uuid, ${item.id}::uuid, 'buyer_refund', ${item.buyerId}::uuid, ${phone}, ${item.subtotal}, ${payoutRequestId(id, 1)}, ${decidedById}::uuid, ${decidedById ? new Date() : null}, now())
    ON CONFLICT (order_item_id, kind) DO NOTHING
    RETURNING id`;
  return created?.id ?? null;
}

/** Daraja accepted the request: the result is awaited until `checkAt`, then asked about. */
export async function recordPayoutAccepted(payout: { id: string; attempt: number }, conversationId: string | null, checkAt: Date): Promise<void> {
  // Only a row still waiting for this answer: a result that came first already settled it.
  await db.b2cPayout.updateMany({ where: { id: payout.id, attempt: payout.attempt, status: "pending" }, data: { status: "submitted", nextCheckAt: checkAt } });
  if (conversationId) await db.b2cPayout.updateMany({ where: { id: payout.id, conversationId: null }, data: { conversationId: storableText(conversationId.slice(0, 100)) } });
}

/** Daraja refused the request (nothing was paid): failed, for staff to retry. */
export async function recordPayoutRefused(payout: { id: string; attempt: number }, reason: string): Promise<void> {
  await db.b2cPayout.updateMany({ where: { id: payout.id, attempt: payout.attempt, status: "pending" }, data: { status: "failed", resultDesc: storableText(reason.slice(0, 500)) } });
}

/** No answer: nobody knows whether it went out. Unknown, asked about at `checkAt`. */
export async function recordPayoutUnanswered(payout: { id: string; attempt: number }, checkAt: Date): Promise<void> {
  await db.b2cPayout.updateMany({ where: { id: payout.id, attempt: payout.attempt, status: { in: ["pending", "submitted"] } }, data: { status: "unknown", nextCheckAt: checkAt } });
}

export type PayoutReport = {
  outcome: PayoutSettlement["action"] | `ignored:${string}`;
  payoutId: string | null;
  orderId?: string;
  recipientId?: string;
  buyerId?: string;
  kind?: "seller_payout" | "buyer_refund";
};

type LockedPayout = { id: string; status: PayoutStatus; attempt: number; sent_at: Date | null; order_id: string; order_item_id: string; recipient_id: string; buyer_user_id: string; kind: "seller_payout" | "buyer_refund" };

async function lockPayout(tx: Tx, payoutId: string): Promise<LockedPayout | null> {
  const [row] = await tx.$queryRaw<LockedPayout[]>`
    SELECT p.id, p.status::text AS status, p.attempt, p.sent_at, i.order_id, p.order_item_id, p.recipient_id, i.buyer_user_id, p.kind::text AS kind
    FROM b2c_payouts p JOIN order_items i ON i.id = p.order_item_id
    WHERE p.id = ${payoutId}::uuid FOR UPDATE OF p`;
  return row ?? null;
}

/**
 * Applies one B2C result (a result callback's, or a Transaction Status answer's) to the
 * payout its request id names, exactly once whatever arrives how often and in what order.
 */
export async function applyB2cResult(requestId: string, result: { resultCode: number; resultDesc: string; transactionId: string | null; conversationId?: string | null }, raw: unknown): Promise<PayoutReport> {
  const named = readPayoutRequestId(requestId);
  if (!named) return { outcome: "ignored:unknown-request", payoutId: null };
  try {
    return await db.$transaction(async (tx) => {
      const payout = await lockPayout(tx, named.payoutId);
      if (!payout) return { outcome: "ignored:unknown-request" as const, payoutId: null };
      const settlement = settleB2cResult({ status: payout.status, attempt: payout.attempt, sent: payout.sent_at !== null || payout.status !== "pending" }, { attempt: named.attempt, ...result });
      const context = { payoutId: payout.id, orderId: payout.order_id, recipientId: payout.recipient_id, buyerId: payout.buyer_user_id, kind: payout.kind };
      if (settlement.action === "ignore") return { outcome: `ignored:${settlement.because}` as const, ...context };
      const conversation = result.conversationId ? { conversationId: storableText(result.conversationId.slice(0, 100)) } : {};
      if (settlement.action === "complete") {
        await tx.b2cPayout.update({
          where: { id: payout.id },
          data: { status: "completed", resultCode: 0, resultDesc: storableText(result.resultDesc.slice(0, 500)), transactionId: storableText(settlement.transactionId.slice(0, 64)), completedAt: new Date(), nextCheckAt: null, rawResult: storableJson(raw), ...conversation },
        });
        if (payout.kind === "buyer_refund") await markItemRefunded(tx, payout);
        await enqueuePayoutPaidEmail(tx, payout.id);
      } else {
        await tx.b2cPayout.update({
          where: { id: payout.id },
          data: { status: "failed", resultCode: settlement.resultCode, resultDesc: storableText(settlement.resultDesc.slice(0, 500)), nextCheckAt: null, rawResult: storableJson(raw), ...conversation },
        });
      }
      return { outcome: settlement.action, ...context };
    }, RESULT_TRANSACTION);
  } catch (error) {
    // A transaction id already on another payout: a replayed or forged result. Nothing changes.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { outcome: "ignored:transaction-id-already-used", payoutId: named.payoutId };
    throw error;
  }
}

/**
 * The buyer's money is back: the item ends as refunded (a cancelled item stays cancelled, its
 * reason kept), never to be paid out, and the order's status follows its items.
 */
async function markItemRefunded(tx: Tx, payout: LockedPayout): Promise<void> {
  await tx.$executeRaw`
    UPDATE order_items SET status = CASE WHEN status = 'cancelled' THEN status ELSE 'refunded' END, refunded_at = ${new Date()}, updated_at = now()
    WHERE id = ${payout.order_item_id}::uuid`;
  // The seller's payout, if any is still waiting, is cancelled with it: an item's money goes out once.
  await tx.b2cPayout.updateMany({ where: { orderItemId: payout.order_item_id, kind: "seller_payout", status: { in: ["pending", "failed"] }, sentAt: null }, data: { status: "cancelled" } });
  await syncOrderStatus(tx, payout.order_id);
}

/** A queue timeout: the outcome is unknown (never failed), asked about now. */
export async function markPayoutTimedOut(requestId: string, now = new Date()): Promise<PayoutReport> {
  const named = readPayoutRequestId(requestId);
  if (!named) return { outcome: "ignored:unknown-request", payoutId: null };
  const changed = await db.b2cPayout.updateMany({ where: { id: named.payoutId, attempt: named.attempt, status: { in: ["pending", "submitted"] }, sentAt: { not: null } }, data: { status: "unknown", nextCheckAt: now } });
  return { outcome: changed.count > 0 ? "ignored:now-unknown" : "ignored:not-waiting", payoutId: named.payoutId };
}

/** Sends whose process stopped between the claim and the answer: asked about, never resent blindly. */
export async function markInterruptedPayouts(now = new Date()): Promise<number> {
  const changed = await db.b2cPayout.updateMany({
    where: { status: "pending", sentAt: { lt: new Date(now.getTime() - INTERRUPTED_AFTER_MS) } },
    data: { status: "unknown", nextCheckAt: now },
  });
  return changed.count;
}

/** Payouts whose result is overdue (submitted) or unknown, due to be asked about; leased to this checker. */
export async function claimPayoutsToCheck(now: Date, leaseMs: number, limit = 10, payoutId?: string): Promise<Array<{ id: string; requestId: string }>> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Array<{ id: string; originator_conversation_id: string }>>`
      SELECT id, originator_conversation_id FROM b2c_payouts
      WHERE status IN ('submitted', 'unknown') AND next_check_at <= ${now}
        ${payoutId ? Prisma.sql`AND id = ${payoutId}::uuid` : Prisma.empty}
      ORDER BY next_check_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED`;
    if (rows.length > 0) {
      await tx.b2cPayout.updateMany({ where: { id: { in: rows.map((row) => row.id) } }, data: { nextCheckAt: new Date(now.getTime() + leaseMs) } });
    }
    return rows.map((row) => ({ id: row.id, requestId: row.originator_conversation_id }));
  });
}

/** The Transaction Status query went out: its answer is matched by `queryId`; a submitted payout is now unknown. */
export async function recordStatusQuery(payoutId: string, queryId: string, nextCheckAt: Date): Promise<void> {
  await db.b2cPayout.updateMany({ where: { id: payoutId, status: { in: ["submitted", "unknown"] } }, data: { status: "unknown", statusQueryId: storableText(queryId.slice(0, 100)), nextCheckAt } });
}

/**
 * A Transaction Status answer. Settled: applied like a result. Not found: the request never
 * reached Daraja, so the row goes back to be sent again with the same request id (Daraja
 * refuses a repeat of one it did receive). Anything else: asked again at the next check.
 */
export async function applyStatusAnswer(answer: StatusAnswer, raw: unknown): Promise<PayoutReport> {
  const payout = await db.b2cPayout.findUnique({ where: { statusQueryId: answer.queryId }, select: { id: true, originatorConversationId: true, status: true } });
  if (!payout) return { outcome: "ignored:unknown-query", payoutId: null };
  if (answer.kind === "settled") {
    return applyB2cResult(answer.requestId ?? payout.originatorConversationId, { resultCode: answer.resultCode, resultDesc: answer.resultDesc, transactionId: answer.transactionId }, raw);
  }
  if (answer.kind === "not-found") {
    const reset = await db.b2cPayout.updateMany({ where: { id: payout.id, status: "unknown" }, data: { status: "pending", sentAt: null, nextCheckAt: null } });
    return { outcome: reset.count > 0 ? "ignored:not-found-resend" : "ignored:not-waiting", payoutId: payout.id };
  }
  return { outcome: "ignored:inconclusive", payoutId: payout.id };
}

/** Staff retry after a definite failure: the same row, a new attempt (a new request id). */
export async function retryFailedPayout(payoutId: string, staffId: string): Promise<Outcome<object, "not-found" | "not-failed">> {
  return db.$transaction(async (tx) => {
    const payout = await lockPayout(tx, payoutId);
    if (!payout) return { ok: false, reason: "not-found" } as const;
    if (payout.status !== "failed") return { ok: false, reason: "not-failed" } as const;
    const attempt = payout.attempt + 1;
    await tx.b2cPayout.update({
      where: { id: payout.id },
      data: {
        status: "pending",
        attempt,
        originatorConversationId: payoutRequestId(payout.id, attempt),
        sentAt: null,
        nextCheckAt: null,
        resultCode: null,
        resultDesc: null,
        conversationId: null,
        statusQueryId: null,
        decidedById: staffId,
        decidedAt: new Date(),
      },
    });
    return { ok: true } as const;
  });
}

/** Stores a B2C callback as it arrived, before anything reads it. */
export async function recordB2cCallback(kind: "b2c-result" | "b2c-timeout" | "b2c-status", requestId: string | null, body: unknown): Promise<string> {
  const row = await db.mpesaCallback.create({
    data: { kind, originatorConversationId: requestId === null ? null : storableText(requestId.slice(0, 100)), body: storableJson(body) },
    select: { id: true },
  });
  return row.id;
}

export { markCallbackProcessed } from "./payments";

/** Payouts and refunds for staff, newest first, optionally of one status. */
export async function listPayoutsForStaff({ status, take = 100 }: { status?: PayoutStatus; take?: number } = {}): Promise<StaffPayout[]> {
  const rows = await db.$queryRaw<
    Array<{ id: string; kind: StaffPayout["kind"]; status: PayoutStatus; amount: number; phone_number: string | null; attempt: number; transaction_id: string | null; result_desc: string | null; recipient_name: string | null; product_name: string; order_id: string; held: boolean; created_at: Date; updated_at: Date }>
  >`
    SELECT p.id, p.kind::text AS kind, p.status::text AS status, p.amount, p.phone_number, p.attempt, p.transaction_id, p.result_desc,
           pr.full_name AS recipient_name, i.product_name, i.order_id, p.created_at, p.updated_at,
           NOT ${NOT_HELD} AS held
    FROM b2c_payouts p
    JOIN order_items i ON i.id = p.order_item_id
    LEFT JOIN profiles pr ON pr.id = p.recipient_id
    ${status ? Prisma.sql`WHERE p.status = ${status}::"PayoutStatus"` : Prisma.empty}
    ORDER BY p.created_at DESC
    LIMIT ${take}`;
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    phoneNumber: row.phone_number,
    attempt: row.attempt,
    transactionId: row.transaction_id,
    resultDesc: row.result_desc,
    recipientName: row.recipient_name ?? "User",
    productName: row.product_name,
    orderId: row.order_id,
    held: row.held,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}
