import "server-only";
import { isProAt, periodAfter, planById, type Plan } from "@/lib/subscriptions/plans";
import { settleStkResult, type AttemptStatus, type IgnoredBecause, type Settlement, type StkResultReport } from "@/lib/mpesa/settlement-rules";
import { Prisma } from "./generated/client";
import { db, RESULT_TRANSACTION } from "./client";
import { storableJson, storableText } from "./json";
import { releaseOrderStock, reserveOrderStock, sellOrderStock, type StockShortage } from "./stock";
import { enqueueOrderPaidEmails } from "./email-outbox";

// The one writer of payment state (see docs/decisions/payments-decided-by-server.md and security-baseline.md). Callbacks and queries both end
// here: the attempt and its order are locked, lib/mpesa/settlement-rules.ts decides, and
// the answer is applied in the same transaction, so duplicates, reordering and two
// instances at once end in one transition. Nothing else writes payment columns.
//
// An attempt pays an order or a Pro subscription (see docs/decisions/subscription.md). The rules are the same; what a
// settlement does to its order or subscription differs, and Pro's end date moves only here.

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

type LockedAttempt = { id: string; order_id: string | null; subscription_id: string | null; status: AttemptStatus; amount: number; mpesa_receipt: string | null; checkout_request_id: string };

/** What a settlement changed, for the live page and the logs. */
export type SettlementReport = { outcome: SettlementOutcome; orderId: string | null; subscriptionId?: string; payerId?: string };

/**
 * Applies one STK result (a callback's or a query's) to the attempt with this checkout
 * request id, exactly once whatever arrives how often, in whatever order.
 */
export async function applyStkResult(checkoutRequestId: string, report: StkResultReport, raw: unknown): Promise<SettlementReport> {
  try {
    return await db.$transaction(async (tx) => {
      const [attempt] = await tx.$queryRaw<LockedAttempt[]>`
        SELECT id, order_id, subscription_id, status::text AS status, amount, mpesa_receipt, checkout_request_id
        FROM stk_push_requests WHERE checkout_request_id = ${checkoutRequestId} FOR UPDATE`;
      if (!attempt) return { outcome: "ignored:unknown-checkout-request" as const, orderId: null };
      const orderId = attempt.order_id;
      const { paidByAnotherAttempt, payerId } = await lockWhatItPays(tx, attempt);
      const settlement = settleStkResult({ status: attempt.status, amount: attempt.amount, receipt: attempt.mpesa_receipt }, { paidByAnotherAttempt }, report);
      await applySettlement(tx, attempt, settlement, report, raw);
      const outcome = settlement.action === "ignore" ? (`ignored:${settlement.because}` as const) : settlement.action;
      return attempt.subscription_id ? { outcome, orderId, subscriptionId: attempt.subscription_id, payerId } : { outcome, orderId, payerId };
    }, RESULT_TRANSACTION);
  } catch (error) {
    // A receipt number already on another attempt: a replayed or forged success. Nothing changes.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { outcome: "ignored:receipt-already-used", orderId: null };
    throw error;
  }
}

/**
 * Locks the order or subscription the attempt pays (another attempt of it settles under the
 * same lock); says whether another attempt already paid it, and who pays.
 */
async function lockWhatItPays(tx: Tx, attempt: LockedAttempt): Promise<{ paidByAnotherAttempt: boolean; payerId?: string }> {
  // Table and column from two fixed spellings, never from input.
  const [table, column, id] = attempt.order_id ? ["orders", "order_id", attempt.order_id] : ["subscriptions", "subscription_id", attempt.subscription_id];
  if (!id) return { paidByAnotherAttempt: false };
  const [target] = await tx.$queryRaw<Array<{ paid_by_other: boolean; user_id: string }>>`
    SELECT t.user_id, EXISTS (
      SELECT 1 FROM stk_push_requests other
      WHERE other.${Prisma.raw(column)} = t.id AND other.id <> ${attempt.id}::uuid AND other.status = 'completed'
    ) AS paid_by_other
    FROM ${Prisma.raw(table)} t WHERE t.id = ${id}::uuid FOR UPDATE`;
  return { paidByAnotherAttempt: target?.paid_by_other ?? false, payerId: target?.user_id };
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
      if (attempt.subscription_id) await failSubscription(tx, attempt, settlement.message);
      return;
    case "flag-refund":
      await tx.stkPushRequest.update({
        where: { id: attempt.id },
        data: { status: "completed", resultCode: 0, mpesaReceipt: settlement.receipt, refundRequired: true, settledBy: report.source, settledAt: now, ...rawColumn },
      });
      if (attempt.order_id) await tx.order.update({ where: { id: attempt.order_id }, data: { refundRequired: true, refundReason: "Paid twice: a second M-Pesa payment arrived for an order already paid" } });
      if (attempt.subscription_id) await tx.subscription.update({ where: { id: attempt.subscription_id }, data: { refundRequired: true } });
      return;
    case "complete":
      await tx.stkPushRequest.update({
        where: { id: attempt.id },
        data: { status: "completed", resultCode: 0, mpesaReceipt: settlement.receipt, settledBy: report.source, settledAt: now, ...rawColumn },
      });
      if (attempt.order_id) await completeOrder(tx, attempt, settlement.receipt, now);
      if (attempt.subscription_id) await activateSubscription(tx, attempt, now);
      return;
  }
}

/** The subscription fails with its latest attempt, unless it was paid meanwhile. */
async function failSubscription(tx: Tx, attempt: LockedAttempt, message: string) {
  await tx.subscription.updateMany({
    where: { id: attempt.subscription_id!, checkoutRequestId: attempt.checkout_request_id, status: "pending" },
    data: { status: "failed", paymentError: message },
  });
}

/**
 * Paid: the plan's days are added after the Pro time already paid for (never shortening it),
 * under the profile's row lock, so two payments settling at once each add their days. A late
 * success after expiry still pays: the subscription is activated whatever it was marked.
 */
async function activateSubscription(tx: Tx, attempt: LockedAttempt, now: Date) {
  const subscription = await tx.subscription.findUniqueOrThrow({ where: { id: attempt.subscription_id! }, select: { userId: true, plan: true, status: true } });
  if (subscription.status === "active") return;
  const [profile] = await tx.$queryRaw<Array<{ is_pro: boolean; pro_until: Date | null }>>`
    SELECT is_pro, pro_until FROM profiles WHERE id = ${subscription.userId}::uuid FOR UPDATE`;
  const currentEnd = profile && isProAt({ isPro: profile.is_pro, proUntil: profile.pro_until }, now) ? profile.pro_until : null;
  const period = periodAfter(currentEnd, now, planById(subscription.plan).days);
  await tx.subscription.update({
    where: { id: attempt.subscription_id! },
    data: { status: "active", startsAt: period.startsAt, endsAt: period.endsAt, paymentError: null, checkoutRequestId: attempt.checkout_request_id },
  });
  await tx.profile.update({ where: { id: subscription.userId }, data: { isPro: true, proUntil: period.endsAt } });
}

/** Paid: the order moves on to fulfilment and the ordered lines leave the buyer's cart (see docs/decisions/orders.md). */
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
  // The buyer's receipt and each seller's new order, owed exactly when this payment commits.
  await enqueueOrderPaidEmails(tx, orderId);
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
  /** The caller may push now, for this amount (the order's, from the database; see docs/decisions/money.md). */
  | { kind: "start"; amount: number }
  /** A push for this order is pending or on its way: wait for it, do not prompt the phone again. */
  | { kind: "in-flight"; checkoutRequestId: string | null }
  | { kind: "paid" }
  | { kind: "not-found" }
  /** A product is gone, inactive or short: no prompt is sent (see docs/decisions/stock.md). */
  | ({ kind: "short" } & StockShortage);

/**
 * Claims the one push an order may have in flight. Under the order's row lock: a paid order
 * is not pushed, a pending attempt (or a push started moments ago) is returned instead of
 * prompting twice; otherwise the order becomes 'processing' (the spec's states) with this phone.
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

/** The push was refused or got no answer: 'a failed start sets failed' (the spec's states). */
export async function recordPushFailed(orderId: string, message: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const failedOrder = await tx.order.updateMany({ where: { id: orderId, paymentStatus: "processing", checkoutRequestId: null }, data: { paymentStatus: "failed", paymentError: message } });
    if (failedOrder.count > 0) await releaseOrderStock(tx, orderId);
  });
}

/**
 * Daraja refused the push because the phone still shows another prompt: nothing is in flight
 * for this order, so it is payable again (not failed) and the stock it held goes back, as
 * stock is held only while a payment is in flight (docs/decisions/stock.md).
 */
export async function releasePaymentStart(orderId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const released = await tx.order.updateMany({ where: { id: orderId, paymentStatus: "processing", checkoutRequestId: null }, data: { paymentStatus: "pending", paymentStartedAt: null } });
    if (released.count > 0) await releaseOrderStock(tx, orderId);
  });
}

// ---------------------------------------------------------------- starting a Pro payment

export type SubscriptionStart =
  /** A new subscription waits for this push, for the plan's price (stored on it; see docs/decisions/money.md). */
  | { kind: "start"; subscriptionId: string; amount: number }
  /** A Pro payment of this user is pending or on its way: do not prompt the phone again. */
  | { kind: "in-flight"; checkoutRequestId: string | null }
  /** Pro features a shop: only sellers (and no deleted account) may pay for it. */
  | { kind: "not-seller" };

/**
 * Claims the one Pro push a user may have in flight, under the user's row lock: a pending
 * attempt (or a push started moments ago) is returned instead of prompting twice; otherwise a
 * new subscription is created for the plan. Subscriptions left waiting by a lost push fail.
 */
export async function claimSubscriptionStart(userId: string, plan: Plan, phone: string, now = new Date()): Promise<SubscriptionStart> {
  return db.$transaction(async (tx) => {
    const [owner] = await tx.$queryRaw<Array<{ is_seller: boolean | null }>>`
      SELECT p.is_seller FROM users u LEFT JOIN profiles p ON p.id = u.id
      WHERE u.id = ${userId}::uuid AND u.deleted_at IS NULL FOR UPDATE OF u`;
    if (!owner?.is_seller) return { kind: "not-seller" as const };
    // One statement, so one snapshot: a push accepted meanwhile (its attempt created and the
    // subscription's checkout id set, without this user's lock) is seen either before or after.
    const [waiting] = await tx.$queryRaw<Array<{ checkout_request_id: string | null }>>`
      SELECT a.checkout_request_id
      FROM subscriptions s LEFT JOIN stk_push_requests a ON a.subscription_id = s.id AND a.status = 'pending'
      WHERE s.user_id = ${userId}::uuid AND s.status = 'pending'
        AND (a.id IS NOT NULL OR (s.checkout_request_id IS NULL AND s.payment_started_at > ${new Date(now.getTime() - PUSH_IN_FLIGHT_MS)}))
      ORDER BY a.created_at DESC NULLS LAST
      LIMIT 1`;
    if (waiting) return { kind: "in-flight" as const, checkoutRequestId: waiting.checkout_request_id };
    await tx.subscription.updateMany({ where: { userId, status: "pending" }, data: { status: "failed" } });
    const created = await tx.subscription.create({
      data: { userId, plan: plan.id, amount: plan.price, status: "pending", phoneNumber: phone, paymentStartedAt: now },
      select: { id: true, amount: true },
    });
    return { kind: "start" as const, subscriptionId: created.id, amount: created.amount };
  });
}

/** Daraja accepted the Pro push: the attempt is recorded and becomes the subscription's current one. */
export async function recordSubscriptionPushAccepted(subscriptionId: string, push: AcceptedPush): Promise<void> {
  await db.$transaction([
    db.stkPushRequest.create({
      data: {
        subscriptionId,
        checkoutRequestId: push.checkoutRequestId,
        merchantRequestId: push.merchantRequestId,
        phoneNumber: push.phone,
        amount: push.amount,
        accountReference: push.accountReference,
        nextQueryAt: push.firstQueryAt,
      },
    }),
    db.subscription.updateMany({ where: { id: subscriptionId, status: "pending" }, data: { checkoutRequestId: push.checkoutRequestId } }),
  ]);
}

/** The Pro push was refused or got no answer: the subscription fails, nothing was charged. */
export async function recordSubscriptionPushFailed(subscriptionId: string, message: string): Promise<void> {
  await db.subscription.updateMany({ where: { id: subscriptionId, status: "pending", checkoutRequestId: null }, data: { status: "failed", paymentError: message } });
}

// ---------------------------------------------------------------- reading and reconciling

export type PayerPaymentView = {
  /** What the attempt pays: one of these is set. */
  orderId: string | null;
  subscriptionId: string | null;
  attemptStatus: AttemptStatus;
  paymentStatus: "pending" | "processing" | "completed" | "failed";
  receipt: string | null;
  paymentError: string | null;
  /** A paid subscription: Pro's end date after it. */
  proUntil: Date | null;
  createdAt: Date;
  nextQueryAt: Date | null;
};

const SUBSCRIPTION_PAYMENT_STATUS = { pending: "processing", active: "completed", failed: "failed", expired: "completed" } as const;

/** One attempt as the person who pays may see it; null for anyone else (the same answer as no such attempt). */
export async function findPayerAttempt(checkoutRequestId: string, payerId: string): Promise<PayerPaymentView | null> {
  const attempt = await db.stkPushRequest.findUnique({
    where: { checkoutRequestId },
    select: {
      status: true,
      createdAt: true,
      nextQueryAt: true,
      mpesaReceipt: true,
      order: { select: { id: true, userId: true, paymentStatus: true, mpesaReceipt: true, paymentError: true } },
      subscription: { select: { id: true, userId: true, status: true, paymentError: true, endsAt: true, user: { select: { profile: { select: { proUntil: true } } } } } },
    },
  });
  if (!attempt) return null;
  const common = { attemptStatus: attempt.status, createdAt: attempt.createdAt, nextQueryAt: attempt.nextQueryAt };
  if (attempt.order && attempt.order.userId === payerId) {
    const { order } = attempt;
    return { ...common, orderId: order.id, subscriptionId: null, paymentStatus: order.paymentStatus, receipt: order.mpesaReceipt, paymentError: order.paymentError, proUntil: null };
  }
  if (attempt.subscription && attempt.subscription.userId === payerId) {
    const { subscription } = attempt;
    return {
      ...common,
      orderId: null,
      subscriptionId: subscription.id,
      paymentStatus: SUBSCRIPTION_PAYMENT_STATUS[subscription.status],
      receipt: attempt.mpesaReceipt,
      paymentError: subscription.paymentError,
      proUntil: subscription.status === "active" ? (subscription.user.profile?.proUntil ?? subscription.endsAt) : null,
    };
  }
  return null;
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
export async function expireAttempt(checkoutRequestId: string, message: string): Promise<{ orderId: string | null; payerId?: string } | null> {
  return db.$transaction(async (tx) => {
    const [attempt] = await tx.$queryRaw<LockedAttempt[]>`
      SELECT id, order_id, subscription_id, status::text AS status, amount, mpesa_receipt, checkout_request_id
      FROM stk_push_requests WHERE checkout_request_id = ${checkoutRequestId} FOR UPDATE`;
    if (!attempt || attempt.status !== "pending") return null;
    const { payerId } = await lockWhatItPays(tx, attempt);
    await tx.stkPushRequest.update({ where: { id: attempt.id }, data: { status: "expired", settledBy: "expiry", settledAt: new Date(), failureMessage: message } });
    if (attempt.order_id) {
      const failedOrder = await tx.order.updateMany({
        where: { id: attempt.order_id, checkoutRequestId, paymentStatus: { not: "completed" } },
        data: { paymentStatus: "failed", paymentError: message },
      });
      if (failedOrder.count > 0) await releaseOrderStock(tx, attempt.order_id);
    }
    if (attempt.subscription_id) await failSubscription(tx, attempt, message);
    return { orderId: attempt.order_id, payerId };
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
