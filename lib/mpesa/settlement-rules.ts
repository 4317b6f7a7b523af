import { stkOutcome } from "./stk-results";

// What one STK result does to a payment (see docs/decisions/payments-decided-by-server.md and security-baseline.md): the rules of the one writer
// of payment state, without the database, so every order of events can be tested. The
// writer (lib/db/payments.ts) reads the attempt and its order under a row lock, asks
// settleStkResult, and applies the answer in the same transaction.
//
// An attempt is one STK push (a row of stk_push_requests). It ends once: completed or
// failed by Daraja's word (a callback or a query), or expired when we stopped asking.
// Expired is our give-up, not Daraja's answer, so a success that arrives after it is
// still a payment and is never thrown away.

export type AttemptStatus = "pending" | "completed" | "failed" | "expired";

export type AttemptState = {
  status: AttemptStatus;
  /** Whole shillings pushed: the order's amount when the push was sent (see docs/decisions/money.md). */
  amount: number;
  /** Set when the attempt completed through a callback; a query brings none. */
  receipt: string | null;
};

export type OrderPaymentState = {
  /** Whether another attempt already paid this order. */
  paidByAnotherAttempt: boolean;
};

export type StkResultReport =
  | { source: "callback"; resultCode: number; amount: number | null; receipt: string | null }
  | { source: "query"; resultCode: number };

/** Why a result changed nothing (kept with the raw body, for the engineer on call). */
export type IgnoredBecause =
  | "already-settled"
  | "callback-without-amount-or-receipt"
  | "amount-differs"
  | "contradicts-daraja-failure"
  | "failure-after-expiry";

export type Settlement =
  /** The attempt and its order are paid. */
  | { action: "complete"; receipt: string | null }
  /** The attempt failed (and its order, unless another attempt paid it). */
  | { action: "fail"; resultCode: number; message: string }
  /** A query settled the attempt; its late callback brings the receipt. No status changes. */
  | { action: "add-receipt"; receipt: string }
  /** Paid, but the order was already paid by another attempt: the money goes back. */
  | { action: "flag-refund"; receipt: string | null }
  | { action: "ignore"; because: IgnoredBecause };

export function settleStkResult(attempt: AttemptState, order: OrderPaymentState, result: StkResultReport): Settlement {
  const outcome = stkOutcome(result.resultCode);
  if (outcome.kind === "failed") {
    if (attempt.status === "pending") return { action: "fail", resultCode: result.resultCode, message: outcome.message };
    return { action: "ignore", because: attempt.status === "expired" ? "failure-after-expiry" : "already-settled" };
  }

  // Paid. A callback must say what was paid and carry the receipt; a query never does.
  let receipt: string | null = null;
  if (result.source === "callback") {
    if (result.amount === null || result.receipt === null) return { action: "ignore", because: "callback-without-amount-or-receipt" };
    if (result.amount !== attempt.amount) return { action: "ignore", because: "amount-differs" };
    receipt = result.receipt;
  }

  switch (attempt.status) {
    case "completed":
      return attempt.receipt === null && receipt !== null ? { action: "add-receipt", receipt } : { action: "ignore", because: "already-settled" };
    case "failed":
      return { action: "ignore", because: "contradicts-daraja-failure" };
    case "pending":
    case "expired":
      return order.paidByAnotherAttempt ? { action: "flag-refund", receipt } : { action: "complete", receipt };
  }
}
