import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { timingSafeEqual } from "node:crypto";
import { failed, type ActionResult } from "@/lib/actions/result";
import { shortageMessage } from "@/lib/cart/rules";
import { env } from "@/lib/env";
import {
  applyStkResult,
  claimDueAttempts,
  claimPaymentStart,
  expireAttempt,
  findPayerAttempt,
  listUnprocessedCallbacks,
  markCallbackProcessed,
  recordCallback,
  recordPushAccepted,
  recordPushFailed,
  releasePaymentStart,
  scheduleNextQuery,
  type AcceptedPush,
  type SettlementReport,
} from "@/lib/db/payments";
import { publishOrderChange } from "@/lib/events/user-events";
import { sendEmailsSoon } from "@/lib/mail/outbox-sender";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { DarajaError } from "@/lib/mpesa/daraja-client";
import { ORDER_TRANSACTION_DESC, orderAccountReference } from "@/lib/mpesa/daraja-fields";
import { darajaClient, mpesaSetup, type MpesaSetup } from "./daraja-setup";
import { isSubscriberLocked, readStkCallback } from "@/lib/mpesa/stk-results";

// The payment path around the one writer (lib/db/payments.ts): starting a push, receiving
// Daraja's callback, answering the checkout page's status polls, and reconciling payments
// whose callback never came (see docs/decisions/payments-decided-by-server.md).

/** No callback this long after the push: ask Daraja (60 s; tests shorten it). */
export function firstQueryDelayMs(): number {
  return env.MPESA_QUERY_AFTER_SECONDS * 1000;
}
/** Then ask again this often while Daraja says "still processing"... */
export const QUERY_INTERVAL_MS = 20_000;
/** ...and stop after this long: the prompt is long dead, the attempt expires. */
export const GIVE_UP_AFTER_MS = 5 * 60_000;
/** A claimed attempt is left alone this long by other reconcilers while one asks Daraja. */
const QUERY_LEASE_MS = 30_000;

/** The payment's new state after a settlement, for its log line; none when nothing changed. */
function paymentTransition(outcome: SettlementReport["outcome"]): { to?: "completed" | "failed" } {
  return outcome === "complete" ? { to: "completed" } : outcome === "fail" ? { to: "failed" } : {};
}

export type StartedPayment = { checkoutRequestId: string | null; alreadyPaid?: boolean };

/**
 * Starts (or resumes) the payment of the caller's own order: the amount is the order's, from
 * the database; a push already pending or on its way is returned instead of a second prompt.
 */
export async function startOrderPayment(buyerId: string, orderId: string, msisdn: string): Promise<ActionResult<StartedPayment>> {
  const setup = mpesaSetup();
  if (!setup) {
    logger.error({ event: "payment", orderId }, "payment: no M-Pesa configured (MPESA_CONSUMER_KEY or MPESA_SIMULATOR_URL)");
    return failed("upstream_failed", CHECKOUT_MESSAGES.initiateFailed);
  }
  const claim = await claimPaymentStart(orderId, buyerId, msisdn);
  if (claim.kind === "not-found") return failed("not_found", CHECKOUT_MESSAGES.orderNotFound);
  if (claim.kind === "paid") return { ok: true, message: CHECKOUT_MESSAGES.completed, data: { checkoutRequestId: null, alreadyPaid: true } };
  if (claim.kind === "short") return failed("conflict", shortageMessage(claim));
  if (claim.kind === "in-flight") return { ok: true, message: CHECKOUT_MESSAGES.checkYourPhone, data: { checkoutRequestId: claim.checkoutRequestId } };

  const accepted = await sendStkPush(setup, { phone: msisdn, amount: claim.amount, accountReference: orderAccountReference(orderId), transactionDesc: ORDER_TRANSACTION_DESC }, { orderId });
  if (accepted === PHONE_BUSY) {
    // Nothing was sent: the order stays payable, and the buyer answers the prompt already on the phone first.
    await releasePaymentStart(orderId);
    logger.info({ event: "payment", orderId, to: "pending" }, "payment: phone busy with another prompt; order payable again");
    publishOrderChange(orderId, [buyerId]);
    return failed("phone_busy", CHECKOUT_MESSAGES.promptAlreadyOnPhone);
  }
  if (!accepted) {
    await recordPushFailed(orderId, CHECKOUT_MESSAGES.initiateFailed);
    logger.info({ event: "payment", orderId, to: "failed" }, "payment: push not sent; order payment failed");
    publishOrderChange(orderId, [buyerId]);
    return failed("upstream_failed", CHECKOUT_MESSAGES.initiateFailed);
  }
  await recordPushAccepted(orderId, accepted);
  logger.info({ event: "payment", orderId, checkoutRequestId: accepted.checkoutRequestId, merchantRequestId: accepted.merchantRequestId, phone: msisdn, amount: accepted.amount, to: "processing" }, "payment: STK push accepted");
  publishOrderChange(orderId, [buyerId]);
  return { ok: true, message: CHECKOUT_MESSAGES.requestSent, data: { checkoutRequestId: accepted.checkoutRequestId } };
}

type StkPushFields = { phone: string; amount: number; accountReference: string; transactionDesc: string };

/** Daraja refused the push because the phone still shows an earlier prompt: nothing was sent. */
export const PHONE_BUSY = "phone-busy";

/**
 * One STK push (an order's or a Pro payment's) and what to record of it when Daraja accepted
 * it, with the time of its first status query; PHONE_BUSY when the phone still shows another
 * prompt; null, logged, when Daraja refused it otherwise or did not answer. The push is never
 * retried: a second prompt could be paid twice.
 */
export async function sendStkPush(setup: MpesaSetup, push: StkPushFields, paying: { orderId?: string; subscriptionId?: string }): Promise<AcceptedPush | typeof PHONE_BUSY | null> {
  try {
    const accepted = await darajaClient(setup).stkPush({ ...push, callbackUrl: setup.callbackUrl });
    return { ...push, checkoutRequestId: accepted.checkoutRequestId, merchantRequestId: accepted.merchantRequestId, firstQueryAt: new Date(Date.now() + firstQueryDelayMs()) };
  } catch (error) {
    if (error instanceof DarajaError && error.kind === "rejected" && isSubscriberLocked(error)) {
      logger.info({ event: "payment", ...paying, phone: push.phone, darajaRequestId: error.requestId ?? null }, "payment: STK push refused, the phone shows another prompt");
      return PHONE_BUSY;
    }
    const daraja = error instanceof DarajaError ? { darajaRequestId: error.requestId ?? null, darajaMessage: error.message } : { err: error };
    logger.error({ event: "payment", ...paying, phone: push.phone, amount: push.amount, ...daraja }, "payment: STK push failed");
    return null;
  }
}

/** The callback address's token, compared in constant time: a wrong one learns nothing from timing. */
export function isCallbackToken(candidate: string): boolean {
  const expected = mpesaSetup()?.callbackToken;
  if (!expected) return false;
  const a = Buffer.from(candidate, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A callback whose token was right: stored raw first, then applied; the outcome is recorded on the stored row. */
export async function receiveStkCallback(body: unknown): Promise<SettlementReport> {
  const callback = readStkCallback(body);
  const storedId = await recordCallback("stk", callback?.checkoutRequestId ?? null, body);
  return applyStoredCallback(storedId, body);
}

async function applyStoredCallback(storedId: string, body: unknown): Promise<SettlementReport> {
  const callback = readStkCallback(body);
  if (!callback) {
    await markCallbackProcessed(storedId, "ignored:unreadable");
    logger.warn({ event: "payment", source: "callback", outcome: "ignored:unreadable" }, "payment: unreadable callback stored and ignored");
    return { outcome: "ignored:unreadable", orderId: null };
  }
  const report = await applyStkResult(
    callback.checkoutRequestId,
    { source: "callback", resultCode: callback.resultCode, amount: callback.amount, receipt: callback.receipt },
    body,
  );
  await markCallbackProcessed(storedId, report.outcome);
  if (report.orderId) publishOrderChange(report.orderId, [report.payerId]);
  if (report.outcome === "complete") sendEmailsSoon();
  logger.info({ event: "payment", source: "callback", checkoutRequestId: callback.checkoutRequestId, orderId: report.orderId, subscriptionId: report.subscriptionId, resultCode: callback.resultCode, receipt: callback.receipt, outcome: report.outcome, ...paymentTransition(report.outcome) }, "payment: callback applied");
  return report;
}

export type PaymentStatusView = {
  paymentStatus: "pending" | "processing" | "completed" | "failed";
  receipt: string | null;
  message: string | null;
  orderId: string | null;
  subscriptionId: string | null;
  proUntil: Date | null;
};

/**
 * The status route's answer for the payer's own attempt (an order's or a Pro payment's). A
 * pending attempt whose query is due is reconciled first, on demand: this is what settles a
 * payment whose callback cannot reach this machine (a laptop against the sandbox).
 */
export async function paymentStatusForPayer(payerId: string, checkoutRequestId: string): Promise<PaymentStatusView | null> {
  let view = await findPayerAttempt(checkoutRequestId, payerId);
  if (!view) return null;
  if (view.attemptStatus === "pending" && view.nextQueryAt !== null && view.nextQueryAt <= new Date()) {
    await reconcileDuePayments({ checkoutRequestId });
    view = (await findPayerAttempt(checkoutRequestId, payerId)) ?? view;
  }
  return { orderId: view.orderId, subscriptionId: view.subscriptionId, paymentStatus: view.paymentStatus, receipt: view.receipt, message: view.paymentError, proUntil: view.proUntil };
}

/**
 * One round of reconciliation: every pending attempt whose query is due (or just the one
 * named) is claimed by this reconciler alone, asked about, and settled or rescheduled.
 * Safe on any number of instances at once. Returns how many attempts it asked about.
 */
export async function reconcileDuePayments({ now = new Date(), limit = 20, checkoutRequestId }: { now?: Date; limit?: number; checkoutRequestId?: string } = {}): Promise<number> {
  const setup = mpesaSetup();
  if (!setup) return 0;
  const due = await claimDueAttempts(now, QUERY_LEASE_MS, limit, checkoutRequestId);
  for (const attempt of due) {
    const age = now.getTime() - attempt.createdAt.getTime();
    try {
      const answer = await darajaClient(setup).stkQuery(attempt.checkoutRequestId);
      if (answer.kind === "settled") {
        const report = await applyStkResult(attempt.checkoutRequestId, { source: "query", resultCode: answer.resultCode }, answer);
        logger.info({ event: "payment", source: "query", checkoutRequestId: attempt.checkoutRequestId, orderId: report.orderId, subscriptionId: report.subscriptionId, resultCode: answer.resultCode, outcome: report.outcome, ...paymentTransition(report.outcome) }, "payment: query answer applied");
        if (report.orderId) publishOrderChange(report.orderId, [report.payerId]);
        if (report.outcome === "complete") sendEmailsSoon();
        continue;
      }
    } catch (error) {
      logger.warn({ event: "payment", source: "query", checkoutRequestId: attempt.checkoutRequestId, err: error }, "payment: status query failed; asking again later");
    }
    // Still processing, or no answer: ask again later, or give up.
    if (age >= GIVE_UP_AFTER_MS) {
      const expired = await expireAttempt(attempt.checkoutRequestId, CHECKOUT_MESSAGES.unconfirmed);
      logger.warn({ event: "payment", checkoutRequestId: attempt.checkoutRequestId, orderId: expired?.orderId ?? null, ageSeconds: Math.round(age / 1000), to: "failed", outcome: "expired" }, "payment: expired without an answer");
      if (expired?.orderId) publishOrderChange(expired.orderId, [expired.payerId]);
    } else {
      await scheduleNextQuery(attempt.checkoutRequestId, new Date(now.getTime() + QUERY_INTERVAL_MS));
    }
  }
  return due.length;
}

/** Callbacks stored but not applied (the process stopped in between) are applied again: applying is idempotent. */
export async function replayUnprocessedCallbacks(now = new Date()): Promise<number> {
  const pending = await listUnprocessedCallbacks(new Date(now.getTime() - 30_000), 50);
  for (const callback of pending) await applyStoredCallback(callback.id, callback.body);
  return pending.length;
}
