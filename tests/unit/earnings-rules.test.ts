import { earningsCursorParam, earningsState, nairobiMonthStart, readEarningsCursor, type EarningsSource } from "@/lib/orders/earnings";

// My shop's Earnings: where each sold item's money is, where 'this month' starts, and the pages' cursor.

const due = new Date("2026-11-29T10:00:00Z");
const item = (over: Partial<EarningsSource> = {}): EarningsSource => ({ status: "delivered", subtotal: 1800, payoutDueAt: due, reported: false, refunded: false, payout: { status: "pending", amount: 1800, hasPhone: true, transactionId: null, completedAt: null }, ...over });
const paid = (at: string, amount = 1800) =>
  item({ payout: { status: "completed", amount, hasPhone: true, transactionId: "TKA1B2C3D4", completedAt: new Date(at) } });

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

  it("a payout sent but not yet answered (Daraja gave no clear answer) is on its way too", () => {
    expect(earningsState(item({ payout: { status: "unknown", amount: 1800, hasPhone: true, transactionId: null, completedAt: null } }))).toEqual({ kind: "releasing", amount: 1800 });
  });

  it("a payout cancelled with no refund on record, or completed with no time on record, is not shown as paid", () => {
    expect(earningsState(item({ payout: { status: "cancelled", amount: 1800, hasPhone: true, transactionId: null, completedAt: null } })).kind).toBe("awaiting-delivery");
    expect(earningsState(item({ payout: { status: "completed", amount: 1800, hasPhone: true, transactionId: null, completedAt: null } })).kind).not.toBe("paid");
  });

  it("a payout on its way or failed says so", () => {
    expect(earningsState(item({ payout: { status: "submitted", amount: 1800, hasPhone: true, transactionId: null, completedAt: null } })).kind).toBe("releasing");
    expect(earningsState(item({ payout: { status: "failed", amount: 1800, hasPhone: true, transactionId: null, completedAt: null } })).kind).toBe("failed");
  });
});

describe("where 'this month' and a page of earnings start", () => {
  it("'this month' is Nairobi's month: 22:30 UTC on 30 November is already December there", () => {
    expect(nairobiMonthStart(new Date("2026-11-30T22:30:00Z"))).toEqual(new Date("2026-11-30T21:00:00Z"));
    expect(nairobiMonthStart(new Date("2026-11-30T20:59:59.999Z"))).toEqual(new Date("2026-10-31T21:00:00Z"));
    expect(nairobiMonthStart(new Date("2026-11-27T12:00:00Z"))).toEqual(new Date("2026-10-31T21:00:00Z"));
  });

  it("January's start is found across the year's end", () => {
    expect(nairobiMonthStart(new Date("2026-12-31T21:00:00Z"))).toEqual(new Date("2026-12-31T21:00:00Z"));
    expect(nairobiMonthStart(new Date("2027-01-15T00:00:00Z"))).toEqual(new Date("2026-12-31T21:00:00Z"));
  });

  it("a page's cursor goes into the Older sales link and comes back the same", () => {
    const cursor = { createdAt: new Date("2026-11-27T10:15:30.123Z"), id: "0b0e4a55-7d5c-4f7e-9c7b-1a2b3c4d5e6f" };
    expect(earningsCursorParam(cursor)).toBe("2026-11-27T10:15:30.123Z_0b0e4a55-7d5c-4f7e-9c7b-1a2b3c4d5e6f");
    expect(readEarningsCursor(earningsCursorParam(cursor))).toEqual(cursor);
  });

  it("a hand-edited or missing cursor reads as the first page", () => {
    for (const param of ["2026-11-27T10:15:30.123Z_0b0e4a55-7d5c-4f7e-9c7b-1a2b3c4d5e6fx", "12026-11-27T10:15:30.123Z_0b0e4a55-7d5c-4f7e-9c7b-1a2b3c4d5e6f", undefined, "", ["a", "b"], "yesterday_0b0e4a55-7d5c-4f7e-9c7b-1a2b3c4d5e6f", "2026-11-27T10:15:30.123Z_not-an-id", "2026-13-45T10:15:30.123Z_0b0e4a55-7d5c-4f7e-9c7b-1a2b3c4d5e6f", "x2026-11-27T10:15:30.123Z_0b0e4a55-7d5c-4f7e-9c7b-1a2b3c4d5e6f"]) {
      expect(readEarningsCursor(param)).toBeNull();
    }
  });
});
