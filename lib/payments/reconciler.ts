import "server-only";
import { checkOverduePayouts, sendDuePayouts } from "@/lib/payouts/payout-sender";
import { reconcileDuePayments, replayUnprocessedCallbacks } from "./order-payments";

// The background half of reconciliation (D7): every few seconds, on every instance, settle
// the payments whose callback is late, apply callbacks stored but never applied, send the
// payouts and refunds that are due (released from a hold, given a phone, retried by staff)
// and ask Daraja about those whose result is overdue. Safe to run on many instances at once
// (claims use FOR UPDATE SKIP LOCKED); the status route also reconciles a buyer's own
// payment on demand. The payout rows are the job queue: a separate queue (pg-boss) would
// hold a second copy of the same state that could disagree with the rows.

const EVERY_MS = 10_000;
let timer: NodeJS.Timeout | null = null;
let running = false;

async function round() {
  if (running) return; // a slow Daraja never stacks rounds
  running = true;
  try {
    await reconcileDuePayments();
    await replayUnprocessedCallbacks();
    await sendDuePayouts();
    await checkOverduePayouts();
  } catch (error) {
    console.error("payment reconciliation failed:", error instanceof Error ? error.message : error);
  } finally {
    running = false;
  }
}

export function startPaymentReconciler(): void {
  if (timer) return;
  timer = setInterval(() => void round(), EVERY_MS);
  timer.unref();
}

export function stopPaymentReconciler(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
