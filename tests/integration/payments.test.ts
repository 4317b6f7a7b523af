import { serverOnly } from "@/tests/support/database-kind";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { cartOrderLines, createOrder } from "@/lib/db/orders";
import { findLedgerProblems } from "@/lib/db/ledger";
import { applyStkResult, claimPaymentStart, recordPushAccepted, recordPushFailed } from "@/lib/db/payments";
import type { StkResultReport } from "@/lib/mpesa/settlement-rules";
import { createProduct, createUser } from "./factories";

// Orders and the one writer of payment state against PostgreSQL: one transition however
// often, in whatever order, results arrive.

async function buyerWithOrder(prices: number[] = [1500]) {
  const seller = await createUser({ isSeller: true });
  const buyer = await createUser();
  const products = await Promise.all(prices.map((price, index) => createProduct(seller.id, { name: `Item ${index}`, price })));
  const created = await createOrder(buyer.id, products.map((product) => ({ productId: product.id, quantity: 1 })));
  if (!created.ok) throw new Error("order refused");
  return { seller, buyer, products, orderId: created.orderId, amount: created.amount };
}

async function pushed(orderId: string, buyerId: string, amount: number) {
  const claim = await claimPaymentStart(orderId, buyerId, "254708374149");
  expect(claim).toEqual({ kind: "start", amount });
  const checkoutRequestId = `ws_CO_${randomUUID()}`;
  await recordPushAccepted(orderId, { checkoutRequestId, merchantRequestId: "m-1", phone: "254708374149", amount, accountReference: orderId.slice(0, 8), firstQueryAt: new Date(Date.now() + 60_000) });
  return checkoutRequestId;
}

const paid = (amount: number, receipt = `R${randomUUID().replace(/-/g, "").slice(0, 9).toUpperCase()}`): StkResultReport => ({ source: "callback", resultCode: 0, amount, receipt });
const orderRow = (id: string) => db.order.findUniqueOrThrow({ where: { id }, select: { paymentStatus: true, orderStatus: true, mpesaReceipt: true, paymentError: true, refundRequired: true } });

// Whatever a scenario did, the money still adds up (a ledger check after every payment test).
afterEach(async () => {
  expect(await findLedgerProblems()).toEqual([]);
});

describe("creating an order", () => {
  it("copies each product's price at that moment into one item per line and totals them", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    const calculator = await createProduct(seller.id, { name: "Casio fx-991ES", price: 1800 });
    const book = await createProduct(seller.id, { name: "Calculus", price: 2500 });
    const created = await createOrder(buyer.id, [
      { productId: calculator.id, quantity: 2 },
      { productId: book.id, quantity: 1 },
    ]);
    expect(created).toEqual({ ok: true, orderId: expect.any(String), amount: 6100 });
    await db.product.update({ where: { id: calculator.id }, data: { price: 9999 } });
    const order = await db.order.findUniqueOrThrow({ where: { id: created.ok ? created.orderId : "" }, include: { items: { orderBy: { subtotal: "asc" } } } });
    expect(order).toMatchObject({ userId: buyer.id, amount: 6100, paymentStatus: "pending", orderStatus: "pending_payment" });
    expect(order.items.map((item) => [item.productName, item.quantity, item.pricePerUnit, item.subtotal, item.status, item.sellerId])).toEqual([
      ["Calculus", 1, 2500, 2500, "pending_payment", seller.id],
      ["Casio fx-991ES", 2, 1800, 3600, "pending_payment", seller.id],
    ]);
  });

  it("refuses the whole order for a sold, out-of-stock, deleted or own product, and creates nothing", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    const fine = await createProduct(seller.id, { name: "Fine" });
    const sold = await createProduct(seller.id, { name: "Sold one", status: "sold" });
    const out = await createProduct(seller.id, { name: "Gone for now", status: "out_of_stock" });
    const own = await createProduct(buyer.id, { name: "My own" });
    const before = await db.order.count({ where: { userId: buyer.id } });
    const line = (productId: string) => [{ productId: fine.id, quantity: 1 }, { productId, quantity: 1 }];
    expect(await createOrder(buyer.id, line(sold.id))).toEqual({ ok: false, reason: { kind: "unavailable", productName: "Sold one" } });
    expect(await createOrder(buyer.id, line(out.id))).toEqual({ ok: false, reason: { kind: "unavailable", productName: "Gone for now" } });
    expect(await createOrder(buyer.id, line(own.id))).toEqual({ ok: false, reason: { kind: "own", productName: "My own" } });
    expect(await createOrder(buyer.id, line(randomUUID()))).toEqual({ ok: false, reason: { kind: "missing" } });
    expect(await createOrder(buyer.id, [])).toEqual({ ok: false, reason: { kind: "empty" } });
    expect(await db.order.count({ where: { userId: buyer.id } })).toBe(before);
  });

  it("refuses an old listing that comes to less than M-Pesa can pay its seller, and takes it once there is enough of it", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    // Listed before the KES 10 floor (the form refuses such a price now).
    const pen = await createProduct(seller.id, { name: "Bic pen", price: 5 });
    const before = await db.order.count({ where: { userId: buyer.id } });
    expect(await createOrder(buyer.id, [{ productId: pen.id, quantity: 1 }])).toEqual({ ok: false, reason: { kind: "belowPayoutMinimum", productName: "Bic pen" } });
    expect(await db.order.count({ where: { userId: buyer.id } })).toBe(before);
    // Two of them come to KES 10: one payout M-Pesa can send.
    expect(await createOrder(buyer.id, [{ productId: pen.id, quantity: 2 }])).toMatchObject({ ok: true, amount: 10 });
  });

  it("a 20-line cart becomes an order in at most 10 SQL round trips", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    const products = await Promise.all(Array.from({ length: 20 }, (_, index) => createProduct(seller.id, { name: `Line ${index}`, price: 100 + index })));
    await db.cartItem.createMany({ data: products.map((product) => ({ userId: buyer.id, productId: product.id, quantity: 1 })) });
    const query = jest.spyOn(pg.Client.prototype, "query");
    try {
      // What checkoutCartAction does: the cart's lines, then the order.
      const created = await createOrder(buyer.id, await cartOrderLines(buyer.id));
      expect(created).toMatchObject({ ok: true, amount: products.reduce((sum, product) => sum + product.price, 0) });
      expect(query.mock.calls.length).toBeGreaterThanOrEqual(4); // the spy sees the statements (BEGIN, read, order, items, COMMIT)
      expect(query.mock.calls.length).toBeLessThanOrEqual(10);
    } finally {
      query.mockRestore();
    }
    expect(await db.orderItem.count({ where: { buyerUserId: buyer.id } })).toBe(20);
  });
});

describe("one push in flight per order", () => {
  it("only the order's buyer may start its payment", async () => {
    const { orderId } = await buyerWithOrder();
    const stranger = await createUser();
    expect(await claimPaymentStart(orderId, stranger.id, "254708374149")).toEqual({ kind: "not-found" });
    expect(await claimPaymentStart(randomUUID(), stranger.id, "254708374149")).toEqual({ kind: "not-found" });
  });

  it("a second Pay while the first push is on its way or pending prompts nobody again", async () => {
    const { buyer, orderId, amount } = await buyerWithOrder();
    expect(await claimPaymentStart(orderId, buyer.id, "254708374149")).toEqual({ kind: "start", amount });
    expect(await claimPaymentStart(orderId, buyer.id, "254708374149")).toEqual({ kind: "in-flight", checkoutRequestId: null });
    await recordPushAccepted(orderId, { checkoutRequestId: "ws_CO_flight", merchantRequestId: "m", phone: "254708374149", amount, accountReference: "x", firstQueryAt: new Date() });
    expect(await claimPaymentStart(orderId, buyer.id, "254708374149")).toEqual({ kind: "in-flight", checkoutRequestId: "ws_CO_flight" });
    expect((await orderRow(orderId)).paymentStatus).toBe("processing");
  });

  serverOnly("ten Pay clicks at once start one push", async () => {
    const { buyer, orderId } = await buyerWithOrder();
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimPaymentStart(orderId, buyer.id, "254708374149")));
    expect(claims.filter((claim) => claim.kind === "start")).toHaveLength(1);
  });

  it("a push that failed to start marks the order failed, and Try Payment Again may start another", async () => {
    const { buyer, orderId, amount } = await buyerWithOrder();
    await claimPaymentStart(orderId, buyer.id, "254708374149");
    await recordPushFailed(orderId, "Failed to initiate payment. Please try again.");
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: "failed", paymentError: "Failed to initiate payment. Please try again." });
    expect(await claimPaymentStart(orderId, buyer.id, "254708374149")).toEqual({ kind: "start", amount });
  });

  it("a paid order is not pushed again", async () => {
    const { buyer, orderId, amount } = await buyerWithOrder();
    const id = await pushed(orderId, buyer.id, amount);
    await applyStkResult(id, paid(amount), {});
    expect(await claimPaymentStart(orderId, buyer.id, "254708374149")).toEqual({ kind: "paid" });
  });
});

describe("settling a payment", () => {
  it("a success callback pays the order, moves its items on and empties the ordered lines from the cart, not the others", async () => {
    const { seller, buyer, products, orderId, amount } = await buyerWithOrder([1500, 500]);
    const other = await createProduct(seller.id, { name: "Still in cart" });
    await db.cartItem.createMany({ data: [...products, other].map((product) => ({ userId: buyer.id, productId: product.id, quantity: 1 })) });
    const id = await pushed(orderId, buyer.id, amount);
    expect(await applyStkResult(id, paid(amount, "TC1ABC2DEF"), { raw: true })).toEqual({ outcome: "complete", orderId, payerId: buyer.id });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: "completed", orderStatus: "pending", mpesaReceipt: "TC1ABC2DEF" });
    expect(await db.orderItem.findMany({ where: { orderId }, select: { status: true } })).toEqual([{ status: "pending" }, { status: "pending" }]);
    expect(await db.cartItem.findMany({ where: { userId: buyer.id }, select: { productId: true } })).toEqual([{ productId: other.id }]);
    expect(await db.stkPushRequest.findUniqueOrThrow({ where: { checkoutRequestId: id } })).toMatchObject({ status: "completed", settledBy: "callback", mpesaReceipt: "TC1ABC2DEF", rawCallback: { raw: true } });
  });

  serverOnly("200 copies of the success callback at once make one transition and one receipt", async () => {
    const { buyer, orderId, amount } = await buyerWithOrder();
    const id = await pushed(orderId, buyer.id, amount);
    const report = paid(amount, "TC200DUPES");
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => applyStkResult(id, report, {})));
    expect(outcomes.filter((result) => result.outcome === "complete")).toHaveLength(1);
    expect(outcomes.filter((result) => result.outcome === "ignored:already-settled")).toHaveLength(199);
    expect(await db.order.count({ where: { mpesaReceipt: "TC200DUPES" } })).toBe(1);
  }, 60_000);

  it("an unknown checkout request id changes nothing", async () => {
    expect(await applyStkResult("ws_CO_nobody", paid(1500), {})).toEqual({ outcome: "ignored:unknown-checkout-request", orderId: null });
  });

  it("a success callback for another amount changes nothing", async () => {
    const { buyer, orderId, amount } = await buyerWithOrder();
    const id = await pushed(orderId, buyer.id, amount);
    expect((await applyStkResult(id, paid(amount + 1), {})).outcome).toBe("ignored:amount-differs");
    expect((await orderRow(orderId)).paymentStatus).toBe("processing");
  });

  it("a cancelled prompt fails the order with the student's sentence; the next attempt can still pay it", async () => {
    const { buyer, orderId, amount } = await buyerWithOrder();
    const first = await pushed(orderId, buyer.id, amount);
    expect((await applyStkResult(first, { source: "callback", resultCode: 1032, amount: null, receipt: null }, { Body: { stkCallback: { ResultDesc: "Request cancelled by user" } } })).outcome).toBe("fail");
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: "failed", paymentError: "You cancelled the M-Pesa prompt. Nothing was charged." });
    expect(await db.stkPushRequest.findUniqueOrThrow({ where: { checkoutRequestId: first } })).toMatchObject({ status: "failed", resultCode: 1032, resultDesc: "Request cancelled by user" });
    const second = await pushed(orderId, buyer.id, amount);
    expect((await applyStkResult(second, paid(amount), {})).outcome).toBe("complete");
    expect((await orderRow(orderId)).paymentStatus).toBe("completed");
    expect(await db.stkPushRequest.count({ where: { orderId } })).toBe(2);
  });

  it("a callback after a query settled the payment adds the receipt and changes nothing else", async () => {
    const { buyer, orderId, amount } = await buyerWithOrder();
    const id = await pushed(orderId, buyer.id, amount);
    expect((await applyStkResult(id, { source: "query", resultCode: 0 }, { ResultCode: "0" })).outcome).toBe("complete");
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: "completed", mpesaReceipt: null });
    expect((await applyStkResult(id, paid(amount, "TCLATE0001"), {})).outcome).toBe("add-receipt");
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: "completed", mpesaReceipt: "TCLATE0001" });
    expect((await applyStkResult(id, { source: "callback", resultCode: 1032, amount: null, receipt: null }, {})).outcome).toBe("ignored:already-settled");
  });

  it("a success whose receipt another order already has (a replayed or forged callback) changes nothing", async () => {
    const first = await buyerWithOrder();
    const second = await buyerWithOrder();
    const firstId = await pushed(first.orderId, first.buyer.id, first.amount);
    const secondId = await pushed(second.orderId, second.buyer.id, second.amount);
    await applyStkResult(firstId, paid(first.amount, "TCUSEDONCE"), {});
    expect(await applyStkResult(secondId, paid(second.amount, "TCUSEDONCE"), {})).toEqual({ outcome: "ignored:receipt-already-used", orderId: null });
    expect((await orderRow(second.orderId)).paymentStatus).toBe("processing");
  });

  it("a second payment for an order already paid is flagged for refund", async () => {
    const { buyer, orderId, amount } = await buyerWithOrder();
    const first = await pushed(orderId, buyer.id, amount);
    await db.stkPushRequest.update({ where: { checkoutRequestId: first }, data: { status: "expired" } });
    await db.order.update({ where: { id: orderId }, data: { paymentStatus: "failed" } });
    const second = await pushed(orderId, buyer.id, amount);
    expect((await applyStkResult(second, paid(amount), {})).outcome).toBe("complete");
    expect((await applyStkResult(first, paid(amount), {})).outcome).toBe("flag-refund");
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: "completed", refundRequired: true });
  });
});
