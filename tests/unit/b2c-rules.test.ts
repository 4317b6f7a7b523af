import { paidButNotRecorded, payoutRequestId, readB2cResult, readPayoutRequestId, readStatusResult, settleB2cResult, type PayoutStatus } from "@/lib/payouts/b2c-rules";

// The one writer's rules for B2C results (see docs/decisions/payments-decided-by-server.md) and the readers of Daraja's bodies
// (Daraja's documentation), table-tested: duplicates, reordering, stale attempts, and
// bodies whose fields have the wrong type.

const ID = "0b7f5c1e-3a2d-4c8b-9e6f-1a2b3c4d5e6f";

describe("the request id names its payout and attempt", () => {
  it("round-trips", () => {
    expect(payoutRequestId(ID, 3)).toBe(`${ID}-3`);
    expect(readPayoutRequestId(`${ID}-3`)).toEqual({ payoutId: ID, attempt: 3 });
    expect(readPayoutRequestId(`${ID.toUpperCase()}-12`)).toEqual({ payoutId: ID, attempt: 12 });
  });
  it.each(["", ID, `${ID}-`, `${ID}-0`, `${ID}-01`, `${ID}-1x`, `x${ID}-1`, `${ID}-1234567`, "AG_20250301_00001a2b3c4d5e6f7a8b", `${ID}-1 `])("%j is not one of ours", (value) => {
    expect(readPayoutRequestId(value)).toBeNull();
  });
});

describe("settling a payout", () => {
  const success = { attempt: 1, resultCode: 0, resultDesc: "ok", transactionId: "TC1XYZ9ABC" };
  const failure = { attempt: 1, resultCode: 2001, resultDesc: "The initiator information is invalid.", transactionId: null };
  const at = (status: PayoutStatus, sent = true, attempt = 1) => ({ status, attempt, sent });
  it.each<[ReturnType<typeof at>, typeof success | typeof failure, ReturnType<typeof settleB2cResult>]>([
    [at("submitted"), success, { action: "complete", transactionId: "TC1XYZ9ABC" }],
    [at("unknown"), success, { action: "complete", transactionId: "TC1XYZ9ABC" }],
    [at("pending", true), success, { action: "complete", transactionId: "TC1XYZ9ABC" }],
    [at("submitted"), failure, { action: "fail", resultCode: 2001, resultDesc: "The initiator information is invalid." }],
    [at("unknown"), failure, { action: "fail", resultCode: 2001, resultDesc: "The initiator information is invalid." }],
    [at("completed"), success, { action: "ignore", because: "already-completed" }],
    [at("completed"), failure, { action: "ignore", because: "already-completed" }],
    [at("failed"), success, { action: "ignore", because: "already-failed" }],
    [at("failed"), failure, { action: "ignore", because: "already-failed" }],
    [at("cancelled"), success, { action: "ignore", because: "cancelled" }],
    [at("pending", false), success, { action: "ignore", because: "not-sent" }],
    [at("submitted", true, 2), success, { action: "ignore", because: "stale-attempt" }],
    [at("failed", true, 2), failure, { action: "ignore", because: "stale-attempt" }],
    // The first attempt's late success after the retry was paid: stale, whatever the row says now.
    [at("completed", true, 2), success, { action: "ignore", because: "stale-attempt" }],
    [at("cancelled", true, 2), success, { action: "ignore", because: "stale-attempt" }],
    [at("submitted"), { ...success, transactionId: null }, { action: "ignore", because: "success-without-receipt" }],
  ])("%j + %j → %j", (payout, result, settlement) => {
    expect(settleB2cResult(payout, result)).toEqual(settlement);
  });
});

describe("a payment M-Pesa reports that no payout records", () => {
  it.each(["ignored:stale-attempt", "ignored:already-failed", "ignored:cancelled"])("a success ignored as %s is one", (outcome) => {
    expect(paidButNotRecorded(0, outcome)).toBe(true);
  });
  it.each([
    [2001, "ignored:stale-attempt"],
    [1, "ignored:already-failed"],
    [null, "ignored:cancelled"],
    [0, "complete"],
    [0, "ignored:already-completed"],
    [0, "ignored:transaction-id-already-used"],
    [0, "ignored:success-without-receipt"],
    [0, "ignored:unknown-request"],
  ] as const)("code %j with outcome %s is not", (code, outcome) => {
    expect(paidButNotRecorded(code, outcome)).toBe(false);
  });
});

describe("reading Daraja's B2C result", () => {
  const result = (fields: Record<string, unknown>) => ({ Result: { ResultType: 0, OriginatorConversationID: `${ID}-1`, ConversationID: "AG_1", ...fields } });
  it("a success carries its receipt from the parameters", () => {
    const body = result({ ResultCode: 0, ResultDesc: "ok", TransactionID: "TOUTER0001", ResultParameters: { ResultParameter: [{ Key: "TransactionReceipt", Value: "TC1XYZ9ABC" }] } });
    expect(readB2cResult(body)).toEqual({ requestId: `${ID}-1`, resultCode: 0, resultDesc: "ok", transactionId: "TC1XYZ9ABC", conversationId: "AG_1" });
  });
  it("a success without parameters falls back to TransactionID; a single parameter object is read too", () => {
    expect(readB2cResult(result({ ResultCode: "0", TransactionID: "TOUTER0001" }))?.transactionId).toBe("TOUTER0001");
    expect(readB2cResult(result({ ResultCode: 0, ResultParameters: { ResultParameter: { Key: "TransactionReceipt", Value: "TSINGLE001" } } }))?.transactionId).toBe("TSINGLE001");
  });
  it("a result code may come as a string; a missing description reads empty", () => {
    expect(readB2cResult(result({ ResultCode: "2040" }))).toMatchObject({ resultCode: 2040, resultDesc: "" });
  });
  it("a failure carries no transaction id, even if Daraja names one", () => {
    expect(readB2cResult(result({ ResultCode: 2040, ResultDesc: "unregistered", TransactionID: "TFAILED001" }))).toMatchObject({ resultCode: 2040, transactionId: null, resultDesc: "unregistered" });
  });
  it("parameters that are not {Key, Value} objects are skipped, never fatal", () => {
    const odd = [null, "TransactionReceipt", 7, { Key: 5, Value: "TNUMKEY001" }, { Value: "TNOKEY0001" }, { Key: "TransactionReceipt", Value: "TGOOD00001" }];
    expect(readB2cResult(result({ ResultCode: 0, ResultParameters: { ResultParameter: odd } }))?.transactionId).toBe("TGOOD00001");
    expect(readB2cResult(result({ ResultCode: 0, TransactionID: "TOUTER0001", ResultParameters: { ResultParameter: "TransactionReceipt" } }))?.transactionId).toBe("TOUTER0001");
    expect(readB2cResult(result({ ResultCode: 0, TransactionID: "TOUTER0001", ResultParameters: { ResultParameter: null } }))?.transactionId).toBe("TOUTER0001");
    expect(readB2cResult(result({ ResultCode: 0, TransactionID: "TOUTER0001", ResultParameters: { ResultParameter: [{ Key: "TransactionReceipt", Value: "" }] } }))?.transactionId).toBe("TOUTER0001");
  });
  it.each([
    null,
    "text",
    42,
    {},
    { Result: null },
    { Result: { ResultCode: 0 } },
    result({ ResultCode: "zero" }),
    result({ ResultCode: 1.5 }),
    result({ ResultCode: "12a" }),
    result({ ResultCode: "a12" }),
    result({ ResultCode: "1234567890" }),
    result({ ResultCode: true }),
    { Result: { OriginatorConversationID: 5, ResultCode: 0 } },
    { Result: { OriginatorConversationID: "", ResultCode: 0 } },
  ])("%j is unreadable", (body) => {
    expect(readB2cResult(body)).toBeNull();
  });
});

describe("reading a Transaction Status answer", () => {
  const status = (code: number | string, parameters: Array<{ Key: string; Value: unknown }> | null, desc = "ok") => ({
    Result: { ResultType: 0, ResultCode: code, ResultDesc: desc, OriginatorConversationID: "query-1", ConversationID: "AG_2", TransactionID: "TOUTER", ...(parameters ? { ResultParameters: { ResultParameter: parameters } } : {}) },
  });
  it("Completed settles as paid with the receipt and the original request id", () => {
    expect(readStatusResult(status(0, [{ Key: "ReceiptNo", Value: "TC1XYZ9ABC" }, { Key: "TransactionStatus", Value: "Completed" }, { Key: "OriginatorConversationID", Value: `${ID}-1` }]))).toEqual({
      kind: "settled",
      queryId: "query-1",
      requestId: `${ID}-1`,
      resultCode: 0,
      resultDesc: "Completed",
      transactionId: "TC1XYZ9ABC",
    });
  });
  it("Failed settles as failed with its reason", () => {
    expect(readStatusResult(status(0, [{ Key: "TransactionStatus", Value: "Failed" }, { Key: "ReasonType", Value: "Insufficient funds" }]))).toEqual({ kind: "settled", queryId: "query-1", requestId: null, resultCode: 1, resultDesc: "Insufficient funds", transactionId: null });
  });
  it("'could not be found' means Daraja never had it; any other answer is inconclusive", () => {
    expect(readStatusResult(status(2001, null, "The transaction could not be found."))).toEqual({ kind: "not-found", queryId: "query-1" });
    expect(readStatusResult(status(2001, null, "The initiator information is invalid."))).toEqual({ kind: "inconclusive", queryId: "query-1" });
    expect(readStatusResult(status(1, null, "The transaction could not be found."))).toEqual({ kind: "inconclusive", queryId: "query-1" });
    expect(readStatusResult(status(0, [{ Key: "TransactionStatus", Value: "Pending" }]))).toEqual({ kind: "inconclusive", queryId: "query-1" });
    expect(readStatusResult(status(0, null))).toEqual({ kind: "inconclusive", queryId: "query-1" });
  });
  it.each([null, {}, { Result: {} }, { Result: { OriginatorConversationID: "q", ResultCode: "x" } }])("%j is unreadable", (body) => {
    expect(readStatusResult(body)).toBeNull();
  });
});
