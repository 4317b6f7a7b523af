import "server-only";
import { onShutdown } from "@/lib/lifecycle/shutdown.mjs";
import { logger } from "@/lib/log/logger.mjs";
import { checkOverduePayouts, sendDuePayouts } from "@/lib/payouts/payout-sender";
import { sendEmailsNow } from "@/lib/mail/outbox-sender";
import { forgetStaleEventStreams } from "@/lib/db/email-outbox";
import { refreshReplyTimes } from "@/lib/db/reply-times";
import { reconcileDuePayments, replayUnprocessedCallbacks } from "./order-payments";

// The background half of reconciliation (see docs/decisions/payments-decided-by-server.md): every few seconds, on every instance, settle
// the payments whose callback is late, apply callbacks stored but never applied, send the
// payouts and refunds that are due (released from a hold, given a phone, retried by staff)
// and ask Daraja about those whose result is overdue. Safe to run on many instances at once
// (claims use FOR UPDATE SKIP LOCKED); the status route also reconciles a buyer's own
// payment on demand. The payout rows are the job queue: a separate queue (pg-boss) would
// hold a second copy of the same state that could disagree with the rows.

export const RECONCILE_EVERY_MS = 10_000;
/** Sellers' reply times move slowly (a 30-day median): recomputed every ten minutes, and in an instance's first round. */
export const REFRESH_REPLY_TIMES_EVERY_MS = 10 * 60_000;

// On globalThis: instrumentation starts it and /api/ready asks about it from another bundle.
type ReconcilerState = {
  timer: NodeJS.Timeout | null;
  round: Promise<void> | null;
  lastRoundAt: number | null;
  lastReplyTimesAt: number | null;
  forgetShutdown: (() => void) | null;
};
const globalForReconciler = globalThis as unknown as { campusReconciler?: ReconcilerState };
const state: ReconcilerState = (globalForReconciler.campusReconciler ??= { timer: null, round: null, lastRoundAt: null, lastReplyTimesAt: null, forgetShutdown: null });

async function reconcileOnce(): Promise<void> {
  try {
    await reconcileDuePayments();
    await replayUnprocessedCallbacks();
    await sendDuePayouts();
    await checkOverduePayouts();
  } catch (error) {
    logger.error({ err: error }, "payment reconciliation failed");
  }
  // Emails owed by changes whose own request did not send them (an instance that stopped, a
  // mail server that was down): apart from the payments, so one failing never stops the other.
  try {
    await sendEmailsNow();
    await forgetStaleEventStreams();
  } catch (error) {
    logger.error({ err: error }, "email outbox round failed");
  }
  // Sellers' reply times (docs/decisions/reply-time.md), apart again: a statistic never holds up money or mail.
  if (state.lastReplyTimesAt === null || Date.now() - state.lastReplyTimesAt >= REFRESH_REPLY_TIMES_EVERY_MS) {
    state.lastReplyTimesAt = Date.now();
    try {
      await refreshReplyTimes();
    } catch (error) {
      logger.error({ err: error }, "reply time refresh failed");
    }
  }
}

function round(): Promise<void> {
  state.lastRoundAt = Date.now();
  // A slow Daraja never stacks rounds.
  state.round ??= reconcileOnce().finally(() => {
    state.round = null;
  });
  return state.round;
}

export function startPaymentReconciler(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void round(), RECONCILE_EVERY_MS);
  state.timer.unref();
  state.lastRoundAt = Date.now();
  // On SIGTERM: no new round; the one running finishes (its claims are leases another instance takes over if not).
  state.forgetShutdown = onShutdown("jobs", async () => {
    stopPaymentReconciler();
    await state.round;
  });
}

export function stopPaymentReconciler(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
  state.forgetShutdown?.();
  state.forgetShutdown = null;
}

/** Whether the background jobs run here: started, and a round began within three periods. */
export function reconcilerIsRunning(now = Date.now()): boolean {
  return state.timer !== null && state.lastRoundAt !== null && now - state.lastRoundAt <= 3 * RECONCILE_EVERY_MS;
}
