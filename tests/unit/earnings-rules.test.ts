import { earningsState, earningsTotals, nairobiMonthOf, type EarningsSource } from "@/lib/orders/earnings";

// My shop's Earnings: where each sold item's money is, and the three totals.

const due = new Date("2026-11-29T10:00:00Z");
const item = (over: Partial<EarningsSource> = {}): EarningsSource => ({ status: "delivered", subtotal: 1800, payoutDueAt: due, reported: false, refunded: false, payout: { status: "pending", amount: 1800, hasPhone: true, transactionId: null, completedAt: null }, ...over });
const paid = (at: string, amount = 1800) => item({ payout: { status: "completed", amount, hasPhone: true, transactionId: "TKA1B2C3D4", completedAt: new Date(at) } });

describe("a sold item's earnings state", () => {
  it("a delivered item's unsent payout is held until the hold ends", () => {
    expect(earningsState(item())).toEqual({ kind: "held", amount: 1800, until: due, reason: null });
  });

  it("a report holds it with no end date: staff decide", () => {
    expect(earningsState(item({ reported: true }))).toEqual({ kind: "held", amount: 1800, until: null, reason: "reported" });
  });

  it("a seller with no phone is told that is what holds it", () => {
    expect(earningsState(item({ payout: { status: "pending", amount: 1800, hasPhone: false, transactionId: null, completedAt: null } }))).toMatchObject({ kind: "held", reason: "no-phone" });
  });

  it("a completed payout is paid, with its date, amount and M-Pesa transaction id", () => {
    expect(earningsState(paid("2026-11-27T12:00:00Z"))).toEqual({ kind: "paid", amount: 1800, paidAt: new Date("2026-11-27T12:00:00Z"), transactionId: "TKA1B2C3D4" });
  });

  it("a refund or a cancellation wins over any payout row", () => {
    expect(earningsState(item({ refunded: true })).kind).toBe("refunded");
    expect(earningsState(item({ status: "refunded", payout: null })).kind).toBe("refunded");
    expect(earningsState(item({ status: "cancelled", refunded: true, payout: null })).kind).toBe("cancelled");
  });

  it("an item not yet delivered has no payout yet", () => {
    expect(earningsState(item({ status: "shipped", payout: null, payoutDueAt: null })).kind).toBe("awaiting-delivery");
  });

  it("a payout on its way or failed says so", () => {
    expect(earningsState(item({ payout: { status: "submitted", amount: 1800, hasPhone: true, transactionId: null, completedAt: null } })).kind).toBe("releasing");
    expect(earningsState(item({ payout: { status: "failed", amount: 1800, hasPhone: true, transactionId: null, completedAt: null } })).kind).toBe("failed");
  });
});

describe("earnings totals", () => {
  it("adds held, paid this month and paid ever; refunded and cancelled count nowhere", () => {
    const states = [item(), item({ reported: true, subtotal: 500, payout: { status: "pending", amount: 500, hasPhone: true, transactionId: null, completedAt: null } }), paid("2026-11-02T08:00:00Z", 1000), paid("2026-10-15T08:00:00Z", 700), item({ refunded: true }), item({ status: "cancelled" })].map(earningsState);
    expect(earningsTotals(states, new Date("2026-11-27T12:00:00Z"))).toEqual({ held: 2300, paidThisMonth: 1000, paidEver: 1700 });
  });

  it("'this month' is Nairobi's month: paid at 22:30 UTC on 30 November is December in Nairobi", () => {
    expect(nairobiMonthOf(new Date("2026-11-30T22:30:00Z"))).toBe("2026-12");
    const states = [paid("2026-11-30T22:30:00Z")].map(earningsState);
    expect(earningsTotals(states, new Date("2026-12-01T06:00:00Z")).paidThisMonth).toBe(1800);
    expect(earningsTotals(states, new Date("2026-11-30T20:00:00Z")).paidThisMonth).toBe(0);
  });
});
