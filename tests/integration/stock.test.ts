import { serverOnly } from "@/tests/support/database-kind";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { findLedgerProblems } from "@/lib/db/ledger";
import { createOrder } from "@/lib/db/orders";
import { applyStkResult, claimPaymentStart, expireAttempt, recordPushAccepted, recordPushFailed } from "@/lib/db/payments";
import type { StkResultReport } from "@/lib/mpesa/settlement-rules";
import { createProduct, createUser } from "./factories";

// Stock (see docs/decisions/stock.md) against PostgreSQL: the last textbook is sold once. A push holds the
// order's tracked quantities, a failed or expired payment gives them back, a completed one
// makes the sale; a payment that completes for something gone is flagged for refund.

afterEach(async () => {
  expect(await findLedgerProblems()).toEqual([]);
});

const PHONE = "254708374149";

async function orderFor(productId: string, quantity = 1) {
  const buyer = await createUser();
  const created = await createOrder(buyer.id, [{ productId, quantity }]);
  if (!created.ok) throw new Error(`order refused: ${created.reason.kind}`);
  return { buyer, orderId: created.orderId, amount: created.amount };
}

async function push(orderId: string, amount: number) {
  const checkoutRequestId = `ws_CO_${randomUUID()}`;
  await recordPushAccepted(orderId, { checkoutRequestId, merchantRequestId: "m", phone: PHONE, amount, accountReference: orderId.slice(0, 8), firstQueryAt: new Date(Date.now() + 60_000) });
  return checkoutRequestId;
}

const paid = (amount: number): StkResultReport => ({ source: "callback", resultCode: 0, amount, receipt: `S${randomUUID().replace(/-/g, "").slice(0, 9).toUpperCase()}` });
const cancelled: StkResultReport = { source: "callback", resultCode: 1032, amount: null, receipt: null };
const stock = (id: string) => db.product.findUniqueOrThrow({ where: { id }, select: { quantityAvailable: true, status: true, soldAt: true } });

async function lastTextbook(quantityAvailable: number | null = 1) {
  const seller = await createUser({ isSeller: true });
  return createProduct(seller.id, { name: "Organic Chemistry, 8th ed.", price: 2400, quantityAvailable });
}

describe("stock", () => {
  it("checkout refuses more than is left, and says how many are", async () => {
    const book = await lastTextbook(2);
    const buyer = await createUser();
    expect(await createOrder(buyer.id, [{ productId: book.id, quantity: 3 }])).toEqual({ ok: false, reason: { kind: "short", productName: book.name, left: 2 } });
    expect((await createOrder(buyer.id, [{ productId: book.id, quantity: 2 }])).ok).toBe(true);
  });

  it("starting the payment holds the quantity; a cancelled prompt gives it back", async () => {
    const book = await lastTextbook(3);
    const { buyer, orderId, amount } = await orderFor(book.id, 2);
    expect(await claimPaymentStart(orderId, buyer.id, PHONE)).toEqual({ kind: "start", amount });
    expect((await stock(book.id)).quantityAvailable).toBe(1);
    const attempt = await push(orderId, amount);
    expect((await applyStkResult(attempt, cancelled, {})).outcome).toBe("fail");
    expect((await stock(book.id)).quantityAvailable).toBe(3);
  });

  serverOnly("two buyers paying at once for the last unit: one prompt goes out, the other is refused before it", async () => {
    const book = await lastTextbook(1);
    const first = await orderFor(book.id);
    const second = await orderFor(book.id);
    const claims = await Promise.all([claimPaymentStart(first.orderId, first.buyer.id, PHONE), claimPaymentStart(second.orderId, second.buyer.id, PHONE)]);
    expect(claims.filter((claim) => claim.kind === "start")).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === "short")).toEqual([{ kind: "short", productName: book.name, left: 0 }]);
    expect((await stock(book.id)).quantityAvailable).toBe(0);
    // The refused order was not touched: no payment started.
    const refused = claims[0]!.kind === "short" ? first : second;
    expect((await db.order.findUniqueOrThrow({ where: { id: refused.orderId } })).paymentStatus).toBe("pending");
  });

  it("the last unit released by a failed payment can be paid for by the next buyer", async () => {
    const book = await lastTextbook(1);
    const first = await orderFor(book.id);
    const second = await orderFor(book.id);
    await claimPaymentStart(first.orderId, first.buyer.id, PHONE);
    await recordPushFailed(first.orderId, "no answer");
    expect((await stock(book.id)).quantityAvailable).toBe(1);
    expect((await claimPaymentStart(second.orderId, second.buyer.id, PHONE)).kind).toBe("start");
  });

  it("a completed payment makes the sale: the product with none left becomes sold", async () => {
    const book = await lastTextbook(1);
    const { buyer, orderId, amount } = await orderFor(book.id);
    await claimPaymentStart(orderId, buyer.id, PHONE);
    const attempt = await push(orderId, amount);
    expect((await applyStkResult(attempt, paid(amount), {})).outcome).toBe("complete");
    expect(await stock(book.id)).toMatchObject({ quantityAvailable: 0, status: "sold", soldAt: expect.any(Date) });
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { stockReserved: true, refundRequired: true } })).toEqual({ stockReserved: false, refundRequired: false });
  });

  it("a product with more left stays on sale after a sale", async () => {
    const book = await lastTextbook(5);
    const { buyer, orderId, amount } = await orderFor(book.id, 2);
    await claimPaymentStart(orderId, buyer.id, PHONE);
    await applyStkResult(await push(orderId, amount), paid(amount), {});
    expect(await stock(book.id)).toMatchObject({ quantityAvailable: 3, status: "active", soldAt: null });
  });

  it("a product without a tracked quantity is never limited", async () => {
    const book = await lastTextbook(null);
    const first = await orderFor(book.id, 40);
    const second = await orderFor(book.id, 40);
    expect((await claimPaymentStart(first.orderId, first.buyer.id, PHONE)).kind).toBe("start");
    expect((await claimPaymentStart(second.orderId, second.buyer.id, PHONE)).kind).toBe("start");
    await applyStkResult(await push(first.orderId, first.amount), paid(first.amount), {});
    expect(await stock(book.id)).toMatchObject({ quantityAvailable: null, status: "active" });
  });

  it("a success after the attempt expired takes the stock again when it is still there", async () => {
    const book = await lastTextbook(1);
    const { buyer, orderId, amount } = await orderFor(book.id);
    await claimPaymentStart(orderId, buyer.id, PHONE);
    const attempt = await push(orderId, amount);
    await expireAttempt(attempt, "timed out");
    expect((await stock(book.id)).quantityAvailable).toBe(1);
    expect((await applyStkResult(attempt, paid(amount), {})).outcome).toBe("complete");
    expect(await stock(book.id)).toMatchObject({ quantityAvailable: 0, status: "sold" });
    expect((await db.order.findUniqueOrThrow({ where: { id: orderId } })).refundRequired).toBe(false);
  });

  it("a success after the last unit went to someone else is paid and flagged for refund, never lost", async () => {
    const book = await lastTextbook(1);
    const late = await orderFor(book.id);
    const other = await orderFor(book.id);
    await claimPaymentStart(late.orderId, late.buyer.id, PHONE);
    const lateAttempt = await push(late.orderId, late.amount);
    await expireAttempt(lateAttempt, "timed out");
    await claimPaymentStart(other.orderId, other.buyer.id, PHONE);
    await applyStkResult(await push(other.orderId, other.amount), paid(other.amount), {});
    expect((await applyStkResult(lateAttempt, paid(late.amount), {})).outcome).toBe("complete");
    expect(await db.order.findUniqueOrThrow({ where: { id: late.orderId }, select: { paymentStatus: true, refundRequired: true, refundReason: true } })).toEqual({
      paymentStatus: "completed",
      refundRequired: true,
      refundReason: `Paid, but ${book.name} was no longer available`,
    });
    expect((await stock(book.id)).quantityAvailable).toBe(0);
  });

  it("a completed payment for a product deleted meanwhile is flagged for refund", async () => {
    const book = await lastTextbook(2);
    const { buyer, orderId, amount } = await orderFor(book.id);
    await claimPaymentStart(orderId, buyer.id, PHONE);
    const attempt = await push(orderId, amount);
    await db.product.delete({ where: { id: book.id } });
    expect((await applyStkResult(attempt, paid(amount), {})).outcome).toBe("complete");
    expect(await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true, refundRequired: true } })).toEqual({ paymentStatus: "completed", refundRequired: true });
  });

  it("a deleted product stops the payment before the prompt", async () => {
    const book = await lastTextbook(null);
    const { buyer, orderId } = await orderFor(book.id);
    await db.product.delete({ where: { id: book.id } });
    expect(await claimPaymentStart(orderId, buyer.id, PHONE)).toEqual({ kind: "short", productName: book.name, left: 0 });
  });
});

describe("the ledger check", () => {
  it("names an order whose amount is not its items' total, and a paid order without its payment", async () => {
    const book = await lastTextbook(null);
    const { buyer, orderId, amount } = await orderFor(book.id);
    await claimPaymentStart(orderId, buyer.id, PHONE);
    const attempt = await push(orderId, amount);
    await applyStkResult(attempt, paid(amount), {});
    expect(await findLedgerProblems()).toEqual([]);
    try {
      await db.order.update({ where: { id: orderId }, data: { amount: amount + 1 } });
      const problems = await findLedgerProblems();
      expect(problems.map((problem) => problem.rule)).toEqual(["a paid order's amount and receipt are its payment's", "an order's amount is the sum of its items"]);
      expect(problems.flatMap((problem) => problem.rows).every((row) => row.startsWith(orderId))).toBe(true);
      await db.order.update({ where: { id: orderId }, data: { amount } });
      await db.stkPushRequest.update({ where: { checkoutRequestId: attempt }, data: { status: "failed" } });
      expect(await findLedgerProblems()).toEqual([{ rule: "a paid order has exactly one successful M-Pesa payment (refunds aside)", rows: [orderId] }]);
    } finally {
      await db.order.update({ where: { id: orderId }, data: { amount } });
      await db.stkPushRequest.update({ where: { checkoutRequestId: attempt }, data: { status: "completed" } });
    }
  });

  it("names a successful payment whose order is not paid", async () => {
    const book = await lastTextbook(null);
    const { buyer, orderId, amount } = await orderFor(book.id);
    await claimPaymentStart(orderId, buyer.id, PHONE);
    const attempt = await push(orderId, amount);
    try {
      await db.stkPushRequest.update({ where: { checkoutRequestId: attempt }, data: { status: "completed" } });
      expect(await findLedgerProblems()).toEqual([{ rule: "a successful payment belongs to a paid order or a paid Pro subscription (nothing is paid that was not ordered)", rows: [attempt] }]);
    } finally {
      await db.stkPushRequest.update({ where: { checkoutRequestId: attempt }, data: { status: "pending" } });
    }
  });
});
