import { fulfilmentStage, mostCommonStatus, moveRefusal, nextStatus, payoutNotice, progressStep, statusWord, type ItemStatus, type StoredItemStatus } from "@/lib/orders/fulfilment";

// The order rules of the spec's states and the seller's moves after payment, as a table.

const item = (status: StoredItemStatus, flags: Partial<{ buyerContacted: boolean; buyerAgreed: boolean; refunded: boolean }> = {}) => ({
  status,
  buyerContacted: false,
  buyerAgreed: false,
  refunded: false,
  ...flags,
});

describe("the fulfilment stage from the two flags", () => {
  it.each([
    [false, false, "need_contact"],
    [false, true, "need_contact"],
    [true, false, "waiting_response"],
    [true, true, "ready_to_ship"],
  ] as const)("contacted %s, agreed %s is %s", (buyerContacted, buyerAgreed, stage) => {
    expect(fulfilmentStage({ buyerContacted, buyerAgreed })).toBe(stage);
  });
});

describe("a seller's moves", () => {
  const ready = { buyerContacted: true, buyerAgreed: true };
  it.each<[StoredItemStatus, ItemStatus, Partial<{ buyerContacted: boolean; buyerAgreed: boolean; refunded: boolean }>, ReturnType<typeof moveRefusal>]>([
    ["pending", "processing", {}, null],
    ["processing", "shipped", ready, null],
    ["shipped", "delivered", ready, null],
    ["processing", "shipped", { buyerContacted: true }, "needs-agreement"],
    ["processing", "shipped", {}, "needs-agreement"],
    ["pending", "shipped", ready, "not-next"],
    ["pending", "delivered", ready, "not-next"],
    ["processing", "delivered", ready, "not-next"],
    ["shipped", "processing", ready, "not-next"],
    ["delivered", "delivered", ready, "not-next"],
    ["delivered", "shipped", ready, "not-next"],
    ["pending", "pending", {}, "not-next"],
    ["pending_payment", "processing", {}, "not-paid"],
    ["pending", "processing", { refunded: true }, "refunded"],
    ["shipped", "delivered", { ...ready, refunded: true }, "refunded"],
  ])("%s → %s (%j): %s", (from, to, flags, refusal) => {
    expect(moveRefusal(item(from, flags), to)).toBe(refusal);
  });

  it.each([
    ["pending", "processing"],
    ["processing", "shipped"],
    ["shipped", "delivered"],
    ["delivered", null],
    ["pending_payment", null],
  ] as const)("after %s the next status offered is %s", (from, next) => {
    expect(nextStatus(from)).toBe(next);
  });
});

describe("the order's status and progress", () => {
  it.each<[string[], string, string]>([
    [["shipped", "shipped", "pending"], "pending", "shipped"],
    [["delivered"], "pending", "delivered"],
    [[], "pending_payment", "pending_payment"],
    [[], "cancelled", "cancelled"],
    [["pending", "processing"], "pending", "pending"],
    [["processing", "shipped"], "pending", "processing"],
    [["delivered", "shipped", "shipped", "delivered"], "pending", "shipped"],
    [["processing", "processing", "delivered"], "pending", "processing"],
    // Two statuses that are no step, tied: the first seen stays.
    [["cancelled", "unknown"], "pending", "cancelled"],
  ])("items %j (order %s) show %s", (items, order, shown) => {
    expect(mostCommonStatus(items, order)).toBe(shown);
  });

  it.each([
    ["pending", 0],
    ["processing", 1],
    ["shipped", 2],
    ["delivered", 3],
    ["pending_payment", -1],
    ["cancelled", -1],
  ] as const)("%s is step %i", (status, step) => {
    expect(progressStep(status)).toBe(step);
  });

  it("the toast's word for a status reads as words", () => {
    expect(statusWord("shipped")).toBe("shipped");
    expect(statusWord("pending_payment")).toBe("pending payment");
  });
});

describe("what the seller is told about the payout", () => {
  const payout = (status: Parameters<typeof payoutNotice>[0]["status"], extra: Partial<Parameters<typeof payoutNotice>[0]> = {}) =>
    payoutNotice({ status, phoneNumber: "254712345678", transactionId: null, conversationId: null, resultDesc: null, held: false, ...extra });
  it.each([
    [payout("completed"), { tone: "success", kind: "completed" }],
    [payout("failed"), { tone: "error", kind: "failed" }],
    [payout("cancelled"), { tone: "info", kind: "cancelled" }],
    [payout("unknown"), { tone: "info", kind: "unknown" }],
    [payout("submitted"), { tone: "info", kind: "initiated" }],
    [payout("pending", { held: true }), { tone: "warning", kind: "on-hold" }],
    [payout("pending", { held: true, phoneNumber: null }), { tone: "warning", kind: "on-hold" }],
    [payout("pending", { phoneNumber: null }), { tone: "warning", kind: "no-phone" }],
    [payout("pending"), { tone: "info", kind: "waiting" }],
    [payout("completed", { held: true }), { tone: "success", kind: "completed" }],
  ])("%j", (notice, expected) => {
    expect(notice).toEqual(expected);
  });
});
