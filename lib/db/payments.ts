import "server-only";
import { settleStkResult, type AttemptStatus, type IgnoredBecause, type Settlement, type StkResultReport } from "@/lib/mpesa/settlement-rules";
import { Prisma } from "./generated/client";
import { db } from "./client";
import { storableJson, storableText } from "./json";
import { releaseOrderStock, reserveOrderStock, sellOrderStock, type StockShortage } from "./stock";

// The one writer of payment state (decisions D7 and D16). Callbacks and queries both end
// here: the attempt and its order are locked, lib/mpesa/settlement-rules.ts decides, and
// the answer is applied in the same transaction, so duplicates, reordering and two
// instances at once end in one transition. Nothing else writes payment columns.

type Tx = Prisma.TransactionClient;

/** Stores a callback as it arrived, before anything reads it: the record survives whatever happens next. */
export async function recordCallback(kind: "stk", checkoutRequestId: string | null, body: unknown): Promise<string> {
  const row = await db.mpesaCallback.create({
    data: { kind, checkoutRequestId: checkoutRequestId === null ? null : storableText(checkoutRequestId.slice(0, 100)), body: storableJson(body) },
    select: { id: true },
  });
  return row.id;
}

export async function markCallbackProcessed(id: string, outcome: string): Promise<void> {
  await db.mpesaCallback.update({ where: { id }, data: { outcome, processedAt: new Date() } });
}

export type SettlementOutcome =
  | Settlement["action"]
  | `ignored:${IgnoredBecause}`
  | "ignored:unknown-checkout-request"
  | "ignored:receipt-already-used"
  | "ignored:unreadable";

type LockedAttempt = { id: string; order_id: string | null; status: AttemptStatus; amount: number; mpesa_receipt: string | null; checkout_request_id: string };

/** What a settlement changed, for the live page and the logs. */
export type SettlementReport = { outcome: SettlementOutcome; orderId: string | null };

/**
 * Applies one STK result (a callback's or a query's) to the attempt with this checkout
 * request id, exactly once whatever arrives how often, in whatever order.
 */
export async function applyStkResult(checkoutRequestId: string, report: StkResultReport, raw: unknown): Promise<SettlementReport> {
  try {
    return await db.$transaction(async (tx) => {
      const [attempt] = await tx.$queryRaw<LockedAttempt[]>`
        SELECT id, order_id, status::text AS status, amount, mpesa_receipt, checkout_request_id
        FROM stk_push_requests WHERE checkout_request_id = ${checkoutRequestId} FOR UPDATE`;
      if (!attempt) return { outcome: "ignored:unknown-checkout-request" as const, orderId: null };
      const orderId = attempt.order_id;
      // The order row too: another attempt of the same order settles under the same lock.
      const [order] = orderId
        ? await tx.$queryRaw<Array<{ paid_by_other: boolean }>>`
            SELECT EXISTS (
              SELECT 1 FROM stk_push_requests other
              WHERE other.order_id = o.id AND other.id <> ${attempt.id}::uuid AND other.status = 'completed'
            ) AS paid_by_other
            FROM orders o WHERE o.id = ${orderId}::uuid FOR UPDATE`
        : [{ paid_by_other: false }];
      const settlement = settleStkResult(
        { status: attempt.status, amount: attempt.amount, receipt: attempt.mpesa_receipt },
        { paidByAnotherAttempt: order?.paid_by_other ?? false },
        report,
      );
      await applySettlement(tx, attempt, settlement, report, raw);
      return { outcome: settlement.action === "ignore" ? (`ignored:${settlement.because}` as const) : settlement.action, orderId };
    });
  } catch (error) {
    // A receipt number already on another attempt: a replayed or forged success. Nothing changes.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { outcome: "ignored:receipt-already-used", orderId: null };
    throw error;
  }
}

async function applySettlement(tx: Tx, attempt: LockedAttempt, settlement: Settlement, report: StkResultReport, raw: unknown) {
  const now = new Date();
  const rawColumn = report.source === "callback" ? { rawCallback: storableJson(raw) } : { rawQuery: storableJson(raw) };
  switch (settlement.action) {
    case "ignore":
      return;
    case "add-receipt":
      await tx.stkPushRequest.update({ where: { id: attempt.id }, data: { mpesaReceipt: settlement.receipt, ...rawColumn } });
      if (attempt.order_id) await tx.order.updateMany({ where: { id: attempt.order_id, mpesaReceipt: null }, data: { mpesaReceipt: settlement.receipt } });
      return;
    case "fail":
      await tx.stkPushRequest.update({
        where: { id: attempt.id },
        data: { status: "failed", resultCode: settlement.resultCode, resultDesc: resultDesc(raw), failureMessage: settlement.message, settledBy: report.source, settledAt: now, ...rawColumn },
      });
      // The order fails only with its latest attempt, and never once paid.
      if (attempt.order_id) {
        const failedOrder = await tx.order.updateMany({
          where: { id: attempt.order_id, checkoutRequestId: attempt.checkout_request_id, paymentStatus: { not: "completed" } },
          data: { paymentStatus: "failed", paymentError: settlement.message },
        });
        if (failedOrder.count > 0) await releaseOrderStock(tx, attempt.order_id);
      }
      return;
    case "flag-refund":
      await tx.stkPushRequest.update({
        where: { id: attempt.id },
        data: { status: "completed", resultCode: 0, mpesaReceipt: settlement.receipt, refundRequired: true, settledBy: report.source, settledAt: now, ...rawColumn },
      });
      if (attempt.order_id) await tx.order.update({ where: { id: attempt.order_id }, data: { refundRequired: true, refundReason: "Paid twice: a second M-Pesa payment arrived for an order already paid" } });
      return;
    case "complete":
      await tx.stkPushRequest.update({
        where: { id: attempt.id },
        data: { status: "completed", resultCode: 0, mpesaReceipt: settlement.receipt, settledBy: report.source, settledAt: now, ...rawColumn },
      });
      if (attempt.order_id) await completeOrder(tx, attempt, settlement.receipt, now);
      return;
  }
}

/** Paid: the order moves on to fulfilment and the ordered lines leave the buyer's cart (D12). */
async function completeOrder(tx: Tx, attempt: LockedAttempt, receipt: string | null, now: Date) {
  const orderId = attempt.order_id!;
  const order = await tx.order.update({
    where: { id: orderId },
    data: { paymentStatus: "completed", orderStatus: "pending", mpesaReceipt: receipt, paymentDate: now, paymentError: null, checkoutRequestId: attempt.checkout_request_id },
    select: { userId: true },
  });
  await tx.orderItem.updateMany({ where: { orderId, status: "pending_payment" }, data: { status: "pending" } });
  const shortage = await sellOrderStock(tx, orderId, now);
  if (shortage) {
    await tx.order.update({ where: { id: orderId }, data: { refundRequired: true, refundReason: `Paid, but ${shortage.productName} was no longer available` } });
  }
  await tx.$executeRaw`
    DELETE FROM cart_items
    WHERE user_id = ${order.userId}::uuid
      AND product_id IN (SELECT product_id FROM order_items WHERE order_id = ${orderId}::uuid AND product_id IS NOT NULL)`;
}

function resultDesc(raw: unknown): string | null {
  const callback = (raw as { Body?: { stkCallback?: { ResultDesc?: unknown } } } | null)?.Body?.stkCallback;
  const text = callback?.ResultDesc ?? (raw as { ResultDesc?: unknown } | null)?.ResultDesc;
  return typeof text === "string" ? storableText(text.slice(0, 500)) : null;
}

// ---------------------------------------------------------------- starting a payment

/** How long a push may be on its way to Daraja before a second Pay may start another. */
export const PUSH_IN_FLIGHT_MS = 30_000;

export type PaymentStart =
  /** The caller may push now, for this amount (the order's, from the database: D6). */
  | { kind: "start"; amount: number }
  /** A push for this order is pending or on its way: wait for it, do not prompt the phone again. */
  | { kind: "in-flight"; checkoutRequestId: string | null }
  | { kind: "paid" }
  | { kind: "not-found" }
  /** A product is gone, inactive or short: no prompt is sent (D19). */
  | ({ kind: "short" } & StockShortage);

/**
 * Claims the one push an order may have in flight. Under the order's row lock: a paid order
 * is not pushed, a pending attempt (or a push started moments ago) is returned instead of
 * prompting twice; otherwise the order becomes 'processing' (spec section 4) with this phone.
 */
export async function claimPaymentStart(orderId: string, buyerId: string, phone: string, now = new Date()): Promise<PaymentStart> {
  return db.$transaction(async (tx) => {
    const [order] = await tx.$queryRaw<
      Array<{ user_id: string; amount: number; payment_status: string; payment_started_at: Date | null; checkout_request_id: string | null; stock_reserved: boolean }>
    >`
      SELECT user_id, amount, payment_status::text AS payment_status, payment_started_at, checkout_request_id, stock_reserved
      FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
    if (!order || order.user_id !== buyerId) return { kind: "not-found" as const };
    if (order.payment_status === "completed") return { kind: "paid" as const };
    if (order.payment_status === "processing") {
      const pending = order.checkout_request_id
        ? await tx.stkPushRequest.findFirst({ where: { checkoutRequestId: order.checkout_request_id, status: "pending" }, select: { checkoutRequestId: true } })
        : null;
      if (pending) return { kind: "in-flight" as const, checkoutRequestId: pending.checkoutRequestId };
      const startedRecently = order.payment_started_at !== null && now.getTime() - order.payment_started_at.getTime() < PUSH_IN_FLIGHT_MS;
      if (startedRecently && order.checkout_request_id === null) return { kind: "in-flight" as const, checkoutRequestId: null };
    }
    // An earlier start whose push was lost may still hold the stock; otherwise hold it now.
    const shortage = order.stock_reserved ? null : await reserveOrderStock(tx, orderId);
    if (shortage) return { kind: "short" as const, ...shortage };
    await tx.order.update({
      where: { id: orderId },
      data: { paymentStatus: "processing", paymentStartedAt: now, phoneNumber: phone, paymentError: null, checkoutRequestId: null },
    });
    return { kind: "start" as const, amount: order.amount };
  });
}

export type AcceptedPush = { checkoutRequestId: string; merchantRequestId: string; phone: string; amount: number; accountReference: string; firstQueryAt: Date };

/** Daraja accepted the push: the attempt is recorded and becomes the order's current one. */
export async function recordPushAccepted(orderId: string, push: AcceptedPush): Promise<void> {
  await db.$transaction([
    db.stkPushRequest.create({
      data: {
        orderId,
        checkoutRequestId: push.checkoutRequestId,
        merchantRequestId: push.merchantRequestId,
        phoneNumber: push.phone,
        amount: push.amount,
        accountReference: push.accountReference,
        nextQueryAt: push.firstQueryAt,
      },
    }),
    db.order.updateMany({ where: { id: orderId, paymentStatus: "processing" }, data: { checkoutRequestId: push.checkoutRequestId } }),
  ]);
}

/** The push was refused or got no answer: 'a failed start sets failed' (spec section 4). */
export async function recordPushFailed(orderId: string, message: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const failedOrder = await tx.order.updateMany({ where: { id: orderId, paymentStatus: "processing", checkoutRequestId: null }, data: { paymentStatus: "failed", paymentError: message } });
    if (failedOrder.count > 0) await releaseOrderStock(tx, orderId);
  });
}

// ---------------------------------------------------------------- reading and reconciling

export type BuyerPaymentView = {
  orderId: string;
  attemptStatus: AttemptStatus;
  paymentStatus: "pending" | "processing" | "completed" | "failed";
  receipt: string | null;
  paymentError: string | null;
  createdAt: Date;
  nextQueryAt: Date | null;
};

/** One attempt as its buyer may see it; null for anyone else (the same answer as no such attempt). */
export async function findBuyerAttempt(checkoutRequestId: string, buyerId: string): Promise<BuyerPaymentView | null> {
  const attempt = await db.stkPushRequest.findUnique({
    where: { checkoutRequestId },
    select: { status: true, createdAt: true, nextQueryAt: true, order: { select: { id: true, userId: true, paymentStatus: true, mpesaReceipt: true, paymentError: true } } },
  });
  if (!attempt?.order || attempt.order.userId !== buyerId) return null;
  return {
    orderId: attempt.order.id,
    attemptStatus: attempt.status,
    paymentStatus: attempt.order.paymentStatus,
    receipt: attempt.order.mpesaReceipt,
    paymentError: attempt.order.paymentError,
    createdAt: attempt.createdAt,
    nextQueryAt: attempt.nextQueryAt,
  };
}

export type DueAttempt = { checkoutRequestId: string; createdAt: Date; queryCount: number };

/**
 * Claims pending attempts whose next query is due, for one reconciler: the rows are locked
 * with SKIP LOCKED and their next query moved `leaseMs` ahead in the same statement, so two
 * reconcilers (two instances) never query, nor settle, the same attempt at once.
 */
export async function claimDueAttempts(now: Date, leaseMs: number, limit: number, checkoutRequestId?: string): Promise<DueAttempt[]> {
  const onlyOne = checkoutRequestId ? Prisma.sql`AND checkout_request_id = ${checkoutRequestId}` : Prisma.empty;
  const rows = await db.$queryRaw<Array<{ checkout_request_id: string; created_at: Date; query_count: number }>>`
    UPDATE stk_push_requests SET next_query_at = ${new Date(now.getTime() + leaseMs)}, query_count = query_count + 1
    WHERE id IN (
      SELECT id FROM stk_push_requests
      WHERE status = 'pending' AND next_query_at <= ${now} ${onlyOne}
      ORDER BY next_query_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING checkout_request_id, created_at, query_count`;
  return rows.map((row) => ({ checkoutRequestId: row.checkout_request_id, createdAt: row.created_at, queryCount: row.query_count }));
}

/** Ask again at `at` (the query said "still processing", or Daraja did not answer). */
export async function scheduleNextQuery(checkoutRequestId: string, at: Date): Promise<void> {
  await db.stkPushRequest.updateMany({ where: { checkoutRequestId, status: "pending" }, data: { nextQueryAt: at } });
}

/**
 * We stop asking: the attempt expires (our give-up, not Daraja's answer) and its order fails
 * with `message`, unless it was paid meanwhile. A success that arrives later still pays
 * (lib/mpesa/settlement-rules.ts).
 */
export async function expireAttempt(checkoutRequestId: string, message: string): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const [attempt] = await tx.$queryRaw<LockedAttempt[]>`
      SELECT id, order_id, status::text AS status, amount, mpesa_receipt, checkout_request_id
      FROM stk_push_requests WHERE checkout_request_id = ${checkoutRequestId} FOR UPDATE`;
    if (!attempt || attempt.status !== "pending") return null;
    await tx.stkPushRequest.update({ where: { id: attempt.id }, data: { status: "expired", settledBy: "expiry", settledAt: new Date(), failureMessage: message } });
    if (attempt.order_id) {
      const failedOrder = await tx.order.updateMany({
        where: { id: attempt.order_id, checkoutRequestId, paymentStatus: { not: "completed" } },
        data: { paymentStatus: "failed", paymentError: message },
      });
      if (failedOrder.count > 0) await releaseOrderStock(tx, attempt.order_id);
    }
    return attempt.order_id;
  });
}

/** Callbacks stored but never applied (the process died between the two): the reconciler replays them. */
export async function listUnprocessedCallbacks(olderThan: Date, limit: number) {
  return db.mpesaCallback.findMany({ where: { processedAt: null, receivedAt: { lt: olderThan } }, orderBy: { receivedAt: "asc" }, take: limit, select: { id: true, body: true } });
}

/** The order's amount, for its buyer only; null for anyone else or no such order. */
export async function orderAmountForBuyer(orderId: string, buyerId: string): Promise<number | null> {
  const order = await db.order.findFirst({ where: { id: orderId, userId: buyerId }, select: { amount: true } });
  return order?.amount ?? null;
}
