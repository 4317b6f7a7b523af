import {
  cancelRefusal,
  confirmRefusal,
  fulfilmentStage,
  isFinalItemStatus,
  mostCommonStatus,
  moveRefusal,
  nextStatus,
  offersConfirmReceived,
  payoutDueAt,
  payoutNotice,
  progressStep,
  statusWord,
  type ItemLife,
  type ItemStatus,
  type StoredItemStatus,
} from "@/lib/orders/fulfilment";

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
    ["refunded", "processing", {}, "refunded"],
    ["cancelled", "processing", {}, "cancelled"],
    ["cancelled", "processing", { refunded: true }, "cancelled"],
  ])("%s → %s (%j): %s", (from, to, flags, refusal) => {
    expect(moveRefusal(item(from, flags), to)).toBe(refusal);
  });

  it.each([
    ["pending", "processing"],
    ["processing", "shipped"],
    ["shipped", "delivered"],
    ["delivered", null],
    ["pending_payment", null],
    ["refunded", null],
    ["cancelled", null],
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
    [["unknown", "other"], "pending", "unknown"],
    // Refunded and cancelled items take no part in the order's progress; with nothing else left it is cancelled.
    [["refunded", "shipped"], "pending", "shipped"],
    [["cancelled", "cancelled", "pending"], "pending", "pending"],
    [["refunded", "cancelled"], "pending", "cancelled"],
    [["refunded"], "delivered", "cancelled"],
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
    [payout("pending", { dueAt: new Date(Date.now() + 60_000) }), { tone: "info", kind: "scheduled" }],
    [payout("pending", { dueAt: new Date(Date.now() - 60_000) }), { tone: "info", kind: "waiting" }],
    [payout("pending", { dueAt: new Date(Date.now() + 60_000), held: true }), { tone: "warning", kind: "on-hold" }],
    [payout("pending", { dueAt: new Date(Date.now() + 60_000), phoneNumber: null }), { tone: "warning", kind: "no-phone" }],
    [payout("submitted", { dueAt: new Date(Date.now() + 60_000) }), { tone: "info", kind: "initiated" }],
  ])("%j", (notice, expected) => {
    expect(notice).toEqual(expected);
  });
});

describe("the hold after delivery", () => {
  const delivered = new Date("2026-11-27T10:00:00.000Z");

  it("the payout is due the hold's hours after delivery", () => {
    expect(payoutDueAt(delivered, 48)).toEqual(new Date("2026-11-29T10:00:00.000Z"));
    expect(payoutDueAt(delivered, 168)).toEqual(new Date("2026-12-04T10:00:00.000Z"));
  });

  it("with no hold the payout is due at the moment of delivery", () => {
    expect(payoutDueAt(delivered, 0)).toEqual(delivered);
  });

  it("a fraction of an hour is counted to the millisecond", () => {
    expect(payoutDueAt(delivered, 0.5).getTime() - delivered.getTime()).toBe(1_800_000);
  });
});

const life = (extra: Partial<ItemLife> = {}): ItemLife => ({ status: "delivered", paid: true, refunded: false, receivedConfirmedAt: null, payoutStatus: "pending", payoutSent: false, ...extra });

describe("when the buyer may confirm receipt", () => {
  it.each<[string, Partial<ItemLife>, ReturnType<typeof confirmRefusal>]>([
    ["a delivered item whose payout waits for the hold", {}, null],
    ["an item not yet delivered", { status: "shipped", payoutStatus: null }, "not-delivered"],
    ["a pending item", { status: "pending", payoutStatus: null }, "not-delivered"],
    ["an item whose payout was already claimed by a sender", { payoutSent: true }, "payout-gone"],
    ["an item whose payout completed", { payoutStatus: "completed", payoutSent: true }, "payout-gone"],
    ["an item whose payout failed after going out", { payoutStatus: "failed", payoutSent: true }, "payout-gone"],
    ["an item with a refund on its way", { refunded: true }, "refunded"],
    ["a refunded item", { status: "refunded", payoutStatus: "cancelled" }, "refunded"],
    ["a cancelled item", { status: "cancelled", payoutStatus: null }, "refunded"],
    ["an item already confirmed, even once paid (a second click is no error)", { receivedConfirmedAt: new Date(), payoutStatus: "completed", payoutSent: true }, null],
  ])("%s: %s", (_name, extra, refusal) => {
    expect(confirmRefusal(life(extra))).toBe(refusal);
  });

  it("the button is offered only while it still releases something", () => {
    expect(offersConfirmReceived(life())).toBe(true);
    expect(offersConfirmReceived(life({ receivedConfirmedAt: new Date() }))).toBe(false);
    expect(offersConfirmReceived(life({ payoutSent: true }))).toBe(false);
    expect(offersConfirmReceived(life({ status: "shipped", payoutStatus: null }))).toBe(false);
  });
});

describe("when the seller may cancel an item", () => {
  it.each<[StoredItemStatus, Partial<{ paid: boolean; refunded: boolean }>, ReturnType<typeof cancelRefusal>]>([
    ["pending", {}, null],
    ["processing", {}, null],
    ["shipped", {}, "shipped"],
    ["delivered", {}, "shipped"],
    ["pending_payment", { paid: false }, "not-paid"],
    ["pending", { paid: false }, "not-paid"],
    ["pending", { refunded: true }, "refunded"],
    ["cancelled", {}, "already-final"],
    ["refunded", {}, "already-final"],
  ])("%s (%j): %s", (status, extra, refusal) => {
    expect(cancelRefusal({ status, paid: true, refunded: false, ...extra })).toBe(refusal);
  });
});

describe("final item states", () => {
  it.each([
    ["refunded", true],
    ["cancelled", true],
    ["delivered", false],
    ["pending", false],
    ["pending_payment", false],
  ] as const)("%s is final: %s", (status, final) => {
    expect(isFinalItemStatus(status)).toBe(final);
  });
});
