// What one B2C result does to a payout (see docs/decisions/payments-decided-by-server.md), without the database: the rules of the one
// writer of payout state (lib/db/payouts.ts), which locks the row, asks settleB2cResult and
// applies the answer in the same transaction. Also the readers of Daraja's B2C result,
// queue-timeout and Transaction Status bodies (Daraja's documentation), which trust no
// field's type.

import { readResultCode } from "@/lib/mpesa/stk-results";

export type PayoutStatus = "pending" | "submitted" | "unknown" | "completed" | "failed" | "cancelled";

/** "<payout id>-<attempt>": unique per request, and names its payout in any callback. */
export function payoutRequestId(payoutId: string, attempt: number): string {
  return `${payoutId}-${attempt}`;
}

/** The payout id and attempt a request id names, or null when it is not one of ours. */
export function readPayoutRequestId(requestId: string): { payoutId: string; attempt: number } | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,5})$/i.exec(requestId);
  return match ? { payoutId: match[1]!.toLowerCase(), attempt: Number(match[2]) } : null;
}

export type B2cResult = { requestId: string; resultCode: number; resultDesc: string; transactionId: string | null; conversationId: string | null };

const text = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);

function parameters(result: Record<string, unknown>): Map<string, unknown> {
  const list = (result.ResultParameters as { ResultParameter?: unknown } | undefined)?.ResultParameter;
  const entries = Array.isArray(list) ? list : list && typeof list === "object" ? [list] : [];
  const map = new Map<string, unknown>();
  for (const entry of entries) {
    if (entry && typeof entry === "object" && typeof (entry as { Key?: unknown }).Key === "string") map.set((entry as { Key: string }).Key, (entry as { Value?: unknown }).Value);
  }
  return map;
}

function resultOf(body: unknown): Record<string, unknown> | null {
  const result = body && typeof body === "object" ? (body as { Result?: unknown }).Result : null;
  return result && typeof result === "object" ? (result as Record<string, unknown>) : null;
}

/** A B2C result (ResultURL) or queue timeout (QueueTimeOutURL), or null when unreadable. */
export function readB2cResult(body: unknown): B2cResult | null {
  const result = resultOf(body);
  if (!result) return null;
  const requestId = text(result.OriginatorConversationID);
  const resultCode = readResultCode(result.ResultCode);
  if (!requestId || resultCode === null) return null;
  const receipt = text(parameters(result).get("TransactionReceipt")) ?? text(result.TransactionID);
  return { requestId, resultCode, resultDesc: text(result.ResultDesc) ?? "", transactionId: resultCode === 0 ? receipt : null, conversationId: text(result.ConversationID) };
}

export type StatusAnswer =
  /** Daraja knows the payment and says how it ended. */
  | { kind: "settled"; queryId: string; requestId: string | null; resultCode: number; resultDesc: string; transactionId: string | null }
  /** Daraja does not know it: the request never arrived. */
  | { kind: "not-found"; queryId: string }
  /** Anything else (the query itself failed): ask again later. */
  | { kind: "inconclusive"; queryId: string };

/** A Transaction Status result, matched to its payout by the query's own id. */
export function readStatusResult(body: unknown): StatusAnswer | null {
  const result = resultOf(body);
  if (!result) return null;
  const queryId = text(result.OriginatorConversationID);
  const resultCode = readResultCode(result.ResultCode);
  if (!queryId || resultCode === null) return null;
  if (resultCode === 2001 && /could not be found/i.test(text(result.ResultDesc) ?? "")) return { kind: "not-found", queryId };
  if (resultCode !== 0) return { kind: "inconclusive", queryId };
  const values = parameters(result);
  const status = text(values.get("TransactionStatus"));
  const transactionId = text(values.get("ReceiptNo")) ?? text(result.TransactionID);
  const requestId = text(values.get("OriginatorConversationID"));
  if (status === "Completed") return { kind: "settled", queryId, requestId, resultCode: 0, resultDesc: "Completed", transactionId };
  if (status === "Failed") return { kind: "settled", queryId, requestId, resultCode: 1, resultDesc: text(values.get("ReasonType")) ?? "Failed", transactionId: null };
  return { kind: "inconclusive", queryId };
}

export type PayoutSettlement =
  | { action: "complete"; transactionId: string }
  | { action: "fail"; resultCode: number; resultDesc: string }
  | { action: "ignore"; because: "already-completed" | "already-failed" | "cancelled" | "not-sent" | "success-without-receipt" | "stale-attempt" };

/**
 * What a B2C result for `attempt` does to a payout in `state` at its current `attempt`. Only
 * a request that went out can be settled; a completed payout stays completed (duplicates
 * change nothing); a result for an earlier attempt changes nothing (logged for staff).
 */
export function settleB2cResult(payout: { status: PayoutStatus; attempt: number; sent: boolean }, result: { attempt: number; resultCode: number; resultDesc: string; transactionId: string | null }): PayoutSettlement {
  // An earlier attempt's result first, whatever the row says now: a success there is money a
  // staff retry may have sent again (see paidButNotRecorded).
  if (result.attempt !== payout.attempt) return { action: "ignore", because: "stale-attempt" };
  if (payout.status === "completed") return { action: "ignore", because: "already-completed" };
  if (payout.status === "cancelled") return { action: "ignore", because: "cancelled" };
  if (payout.status === "failed") return { action: "ignore", because: "already-failed" };
  if (payout.status === "pending" && !payout.sent) return { action: "ignore", because: "not-sent" };
  if (result.resultCode !== 0) return { action: "fail", resultCode: result.resultCode, resultDesc: result.resultDesc };
  if (!result.transactionId) return { action: "ignore", because: "success-without-receipt" };
  return { action: "complete", transactionId: result.transactionId };
}

/** Ignored outcomes that leave no row for money M-Pesa says it sent: an earlier attempt, a failed or a cancelled payout. */
const CLOSED_WITHOUT_THIS_PAYMENT = new Set(["ignored:stale-attempt", "ignored:already-failed", "ignored:cancelled"]);

/**
 * A result that says M-Pesa paid (code 0), applied to a payout that records no such payment:
 * an earlier attempt's late success after a staff retry (the recipient may now be paid twice),
 * or a success after Daraja had said the attempt failed. Nothing is changed automatically
 * (B2C cannot be reversed through the API); the engineer on call is alerted to check it.
 */
export function paidButNotRecorded(resultCode: number | null, outcome: string): boolean {
  return resultCode === 0 && CLOSED_WITHOUT_THIS_PAYMENT.has(outcome);
}
