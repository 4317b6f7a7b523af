import { settleStkResult, type AttemptState, type StkResultReport } from "@/lib/mpesa/settlement-rules";

const pending: AttemptState = { status: "pending", amount: 1500, receipt: null };
const unpaidOrder = { paidByAnotherAttempt: false };
const paidCallback: StkResultReport = { source: "callback", resultCode: 0, amount: 1500, receipt: "TC1ABC2DEF" };
const paidQuery: StkResultReport = { source: "query", resultCode: 0 };
const cancelled: StkResultReport = { source: "callback", resultCode: 1032, amount: null, receipt: null };

describe("what one STK result does to a payment", () => {
  it("a success callback for the amount pushed completes a pending payment with its receipt", () => {
    expect(settleStkResult(pending, unpaidOrder, paidCallback)).toEqual({ action: "complete", receipt: "TC1ABC2DEF" });
  });

  it("a success from a query completes it without a receipt (a query carries none)", () => {
    expect(settleStkResult(pending, unpaidOrder, paidQuery)).toEqual({ action: "complete", receipt: null });
  });

  it("a cancelled prompt fails a pending payment with the student's message", () => {
    expect(settleStkResult(pending, unpaidOrder, cancelled)).toEqual({
      action: "fail",
      resultCode: 1032,
      message: "You cancelled the M-Pesa prompt. Nothing was charged.",
    });
    expect(settleStkResult(pending, unpaidOrder, { source: "query", resultCode: 1 })).toMatchObject({ action: "fail", resultCode: 1 });
  });

  it("a second success, from a callback or a query, changes nothing", () => {
    const completed: AttemptState = { ...pending, status: "completed", receipt: "TC1ABC2DEF" };
    expect(settleStkResult(completed, unpaidOrder, paidCallback)).toEqual({ action: "ignore", because: "already-settled" });
    expect(settleStkResult(completed, unpaidOrder, paidQuery)).toEqual({ action: "ignore", because: "already-settled" });
  });

  it("a failure after the payment completed or failed changes nothing", () => {
    expect(settleStkResult({ ...pending, status: "completed", receipt: "TC1ABC2DEF" }, unpaidOrder, cancelled)).toEqual({ action: "ignore", because: "already-settled" });
    expect(settleStkResult({ ...pending, status: "failed" }, unpaidOrder, cancelled)).toEqual({ action: "ignore", because: "already-settled" });
  });

  it("a success after Daraja already said the payment failed is not believed", () => {
    expect(settleStkResult({ ...pending, status: "failed" }, unpaidOrder, paidCallback)).toEqual({ action: "ignore", because: "contradicts-daraja-failure" });
  });

  it("the late callback of a payment a query settled brings its receipt, and nothing else", () => {
    const byQuery: AttemptState = { ...pending, status: "completed", receipt: null };
    expect(settleStkResult(byQuery, unpaidOrder, paidCallback)).toEqual({ action: "add-receipt", receipt: "TC1ABC2DEF" });
    expect(settleStkResult(byQuery, unpaidOrder, paidQuery)).toEqual({ action: "ignore", because: "already-settled" });
  });

  it("a success callback for another amount changes nothing (the query decides)", () => {
    expect(settleStkResult(pending, unpaidOrder, { ...paidCallback, amount: 1 })).toEqual({ action: "ignore", because: "amount-differs" });
    expect(settleStkResult(pending, unpaidOrder, { ...paidCallback, amount: 1501 })).toEqual({ action: "ignore", because: "amount-differs" });
  });

  it("a success callback without its amount or receipt changes nothing", () => {
    expect(settleStkResult(pending, unpaidOrder, { ...paidCallback, amount: null })).toEqual({ action: "ignore", because: "callback-without-amount-or-receipt" });
    expect(settleStkResult(pending, unpaidOrder, { ...paidCallback, receipt: null })).toEqual({ action: "ignore", because: "callback-without-amount-or-receipt" });
  });

  it("money that arrives after we stopped waiting still pays the order", () => {
    const expired: AttemptState = { ...pending, status: "expired" };
    expect(settleStkResult(expired, unpaidOrder, paidCallback)).toEqual({ action: "complete", receipt: "TC1ABC2DEF" });
    expect(settleStkResult(expired, unpaidOrder, paidQuery)).toEqual({ action: "complete", receipt: null });
    expect(settleStkResult(expired, unpaidOrder, cancelled)).toEqual({ action: "ignore", because: "failure-after-expiry" });
  });

  it("a payment for an order another attempt already paid is flagged for refund, never lost", () => {
    const paidOrder = { paidByAnotherAttempt: true };
    expect(settleStkResult(pending, paidOrder, paidCallback)).toEqual({ action: "flag-refund", receipt: "TC1ABC2DEF" });
    expect(settleStkResult({ ...pending, status: "expired" }, paidOrder, paidQuery)).toEqual({ action: "flag-refund", receipt: null });
  });
});
