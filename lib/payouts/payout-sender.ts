import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import {
  applyB2cResult,
  applyStatusAnswer,
  claimPayoutsToCheck,
  claimPayoutsToSend,
  markCallbackProcessed,
  markInterruptedPayouts,
  markPayoutTimedOut,
  recordB2cCallback,
  recordPayoutAccepted,
  recordPayoutRefused,
  recordPayoutUnanswered,
  recordStatusQuery,
  type ClaimedPayout,
  type PayoutReport,
} from "@/lib/db/payouts";
import { publishOrderChange } from "@/lib/events/user-events";
import { sendEmailsSoon } from "@/lib/mail/outbox-sender";
import { DarajaError } from "@/lib/mpesa/daraja-client";
import { darajaClient, mpesaSetup } from "@/lib/payments/daraja-setup";
import { firstQueryDelayMs, QUERY_INTERVAL_MS } from "@/lib/payments/order-payments";
import { paidButNotRecorded, readB2cResult, readStatusResult } from "./b2c-rules";

// Sending payouts and refunds by B2C, and taking Daraja's answers (see docs/payments.md
// and docs/decisions/payments-decided-by-server.md), around the one writer (lib/db/payouts.ts). The background round (lib/payments/
// reconciler.ts) sends what is due and asks about what is overdue; "mark delivered" and a
// staff decision send their own row at once, through the same claim, so a click and the
// round never both send it.

/** A payout asked about is left alone this long by other checkers while its answer comes. */
const CHECK_LEASE_MS = 60_000;

export type SendOutcome = { payoutId: string; outcome: "submitted" | "failed" | "unknown"; conversationId: string | null; error: string | null };

/** Sends one claimed payout; the claim marked it sent, so whatever happens here it is never sent twice blindly. */
async function send(setup: NonNullable<ReturnType<typeof mpesaSetup>>, payout: ClaimedPayout): Promise<SendOutcome> {
  const fields = { event: "payout", kind: payout.kind, payoutId: payout.id, originatorConversationId: payout.requestId, amount: payout.amount, phone: payout.phone };
  try {
    const accepted = await darajaClient(setup).b2cPayment({
      requestId: payout.requestId,
      phone: payout.phone,
      amount: payout.amount,
      remarks: payout.kind === "buyer_refund" ? "Campus Market refund" : "Campus Market sale",
      resultUrl: setup.b2cUrls.result,
      queueTimeoutUrl: setup.b2cUrls.timeout,
    });
    await recordPayoutAccepted(payout, accepted.conversationId, new Date(Date.now() + Math.max(firstQueryDelayMs(), 1_000)));
    logger.info({ ...fields, conversationId: accepted.conversationId, to: "submitted" }, "payout: accepted by Daraja");
    return { payoutId: payout.id, outcome: "submitted", conversationId: accepted.conversationId, error: null };
  } catch (error) {
    const darajaError = error instanceof DarajaError ? error : null;
    // Refused with an answer (4xx, or a 5xx other than a duplicate): nothing was paid.
    const duplicate = darajaError?.errorCode === "500.002.1001";
    if (darajaError?.kind === "rejected" && !duplicate) {
      logger.error({ ...fields, darajaMessage: darajaError.message, darajaRequestId: darajaError.requestId ?? null, to: "failed" }, "payout: refused by Daraja");
      await recordPayoutRefused(payout, darajaError.message);
      return { payoutId: payout.id, outcome: "failed", conversationId: null, error: darajaError.message };
    }
    // No answer, an unreadable one, or "duplicate" (it did arrive earlier): ask before doing anything else.
    logger.warn({ ...fields, err: error, to: "unknown" }, "payout: no clear answer; asking Transaction Status later");
    await recordPayoutUnanswered(payout, new Date(Date.now() + Math.max(firstQueryDelayMs(), 1_000)));
    return { payoutId: payout.id, outcome: "unknown", conversationId: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Sends payouts that are due (or just `payoutId`), each claimed first. Without B2C settings
 * nothing is claimed: payouts wait, pending, until they are configured.
 */
export async function sendDuePayouts({ payoutId, limit = 10 }: { payoutId?: string; limit?: number } = {}): Promise<SendOutcome[]> {
  const setup = mpesaSetup();
  if (!setup?.daraja.b2c) return [];
  const claimed = await claimPayoutsToSend({ payoutId, limit });
  const outcomes: SendOutcome[] = [];
  for (const payout of claimed) outcomes.push(await send(setup, payout));
  return outcomes;
}

/** Asks Daraja about payouts whose result is overdue or unknown (Transaction Status; the answer comes to the status address). */
export async function checkOverduePayouts({ now = new Date(), payoutId }: { now?: Date; payoutId?: string } = {}): Promise<number> {
  const setup = mpesaSetup();
  if (!setup?.daraja.b2c) return 0;
  await markInterruptedPayouts(now);
  const due = await claimPayoutsToCheck(now, CHECK_LEASE_MS, 10, payoutId);
  for (const payout of due) {
    try {
      const { queryId } = await darajaClient(setup).transactionStatus({ originalRequestId: payout.requestId, resultUrl: setup.b2cUrls.status, queueTimeoutUrl: setup.b2cUrls.timeout });
      await recordStatusQuery(payout.id, queryId, new Date(now.getTime() + QUERY_INTERVAL_MS));
    } catch (error) {
      // Asked again when the lease ends.
      logger.warn({ event: "payout", payoutId: payout.id, originatorConversationId: payout.requestId, err: error }, "payout: Transaction Status failed; asking again later");
    }
  }
  return due.length;
}

function announce(report: PayoutReport) {
  if (report.orderId) publishOrderChange(report.orderId, [report.recipientId, report.buyerId]);
  // A completed payout or refund owes its recipient the receipt by email.
  if (report.outcome === "complete") sendEmailsSoon();
}

/**
 * One error line, with alert "unrecorded-payment", when M-Pesa says it paid a payout whose row
 * records no such payment (paidButNotRecorded): someone checks the M-Pesa statement before
 * anyone pays that recipient again, and recovers a double payment through Safaricom.
 */
function alertIfPaidButNotRecorded(resultCode: number, transactionId: string | null, requestId: string | null, report: PayoutReport) {
  if (!paidButNotRecorded(resultCode, report.outcome)) return;
  logger.error(
    { event: "payout", alert: "unrecorded-payment", payoutId: report.payoutId, orderId: report.orderId ?? null, kind: report.kind ?? null, originatorConversationId: requestId, transactionId, outcome: report.outcome },
    "payout: M-Pesa reports a payment this payout does not record; check the M-Pesa statement before paying this recipient again",
  );
}

/** A B2C result (ResultURL) whose token was right: stored raw first, then applied. */
export async function receiveB2cResult(body: unknown): Promise<PayoutReport> {
  const result = readB2cResult(body);
  const storedId = await recordB2cCallback("b2c-result", result?.requestId ?? null, body);
  const report = result ? await applyB2cResult(result.requestId, result, body) : { outcome: "ignored:unreadable" as const, payoutId: null };
  await markCallbackProcessed(storedId, report.outcome);
  logger.info({ event: "payout", source: "result", originatorConversationId: result?.requestId ?? null, payoutId: report.payoutId, outcome: report.outcome }, "payout: result applied");
  if (result) alertIfPaidButNotRecorded(result.resultCode, result.transactionId, result.requestId, report);
  announce(report);
  return report;
}

/** A queue timeout (QueueTimeOutURL): the outcome is unknown, never failed; it is asked about. */
export async function receiveB2cTimeout(body: unknown): Promise<PayoutReport> {
  const result = readB2cResult(body);
  const storedId = await recordB2cCallback("b2c-timeout", result?.requestId ?? null, body);
  const report = result ? await markPayoutTimedOut(result.requestId) : { outcome: "ignored:unreadable" as const, payoutId: null };
  await markCallbackProcessed(storedId, report.outcome);
  logger.warn({ event: "payout", source: "timeout", originatorConversationId: result?.requestId ?? null, payoutId: report.payoutId, outcome: report.outcome }, "payout: queue timeout; the outcome is unknown until Transaction Status answers");
  return report;
}

/** A Transaction Status answer (its ResultURL). */
export async function receiveStatusResult(body: unknown): Promise<PayoutReport> {
  const answer = readStatusResult(body);
  const storedId = await recordB2cCallback("b2c-status", answer?.queryId ?? null, body);
  const report = answer ? await applyStatusAnswer(answer, body) : { outcome: "ignored:unreadable" as const, payoutId: null };
  await markCallbackProcessed(storedId, report.outcome);
  logger.info({ event: "payout", source: "status", queryId: answer?.queryId ?? null, payoutId: report.payoutId, outcome: report.outcome }, "payout: Transaction Status answer applied");
  if (answer?.kind === "settled") alertIfPaidButNotRecorded(answer.resultCode, answer.transactionId, answer.requestId, report);
  announce(report);
  if (report.outcome === "ignored:not-found-resend" && report.payoutId) await sendDuePayouts({ payoutId: report.payoutId });
  return report;
}
