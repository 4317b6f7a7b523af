import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { createOrder } from "@/lib/db/orders";
import { getSellerEarningsTotals, listSellerEarnings } from "@/lib/db/earnings";
import { getShopStats } from "@/lib/db/shops";
import { earningsState } from "@/lib/orders/earnings";
import { findLedgerProblems } from "@/lib/db/ledger";
import { createProduct, createUser, payOrder } from "./factories";

// My shop's Earnings against PostgreSQL: each sold item with its payout, refund and open report,
// read a page at a time, amounts as stored; the totals and My shop's Revenue summed in the
// database over every sale; another seller's items and unpaid orders never show.

async function soldItem(sellerId: string, buyerId: string, price: number, { paid = true } = {}) {
  const product = await createProduct(sellerId, { name: `Item ${price}`, price });
  const created = await createOrder(buyerId, [{ productId: product.id, quantity: 1 }]);
  if (!created.ok) throw new Error("order refused");
  if (paid) await payOrder(created.orderId, buyerId);
  return db.orderItem.findFirstOrThrow({ where: { orderId: created.orderId }, select: { id: true, orderId: true } });
}

function payout(itemId: string, recipientId: string, amount: number, data: { status: "pending" | "completed"; transactionId?: string; completedAt?: Date; kind?: "seller_payout" | "buyer_refund"; phoneNumber?: string | null }) {
  return db.b2cPayout.create({
    data: { orderItemId: itemId, recipientId, amount, originatorConversationId: `${randomUUID()}-1`, kind: data.kind ?? "seller_payout", status: data.status, phoneNumber: data.phoneNumber === undefined ? "254711000111" : data.phoneNumber, transactionId: data.transactionId ?? null, completedAt: data.completedAt ?? null },
  });
}

// The rows this file makes by hand must add up like real ones: the files of a worker share its database.
afterEach(async () => {
  expect(await findLedgerProblems()).toEqual([]);
});

describe("a seller's earnings", () => {
  it("lists held (until when, or held by a report), paid with its transaction id, refunded and cancelled; totals add only kept money", async () => {
    const seller = await createUser({ isSeller: true, phone: "254711000111" });
    const buyer = await createUser();
    const dueAt = new Date(Date.now() + 48 * 3_600_000);
    const paidAt = new Date();
    const transactionId = `T${randomUUID().replace(/-/g, "").slice(0, 9).toUpperCase()}`;

    const held = await soldItem(seller.id, buyer.id, 1000);
    await db.orderItem.update({ where: { id: held.id }, data: { status: "delivered", deliveredAt: new Date(), payoutDueAt: dueAt } });
    await payout(held.id, seller.id, 1000, { status: "pending" });

    const reported = await soldItem(seller.id, buyer.id, 400);
    await db.orderItem.update({ where: { id: reported.id }, data: { status: "delivered", deliveredAt: new Date(), payoutDueAt: dueAt } });
    await payout(reported.id, seller.id, 400, { status: "pending" });
    await db.issueReport.create({ data: { userId: buyer.id, sellerId: seller.id, orderId: reported.orderId, description: "Cracked screen" } });

    const paid = await soldItem(seller.id, buyer.id, 1800);
    await db.orderItem.update({ where: { id: paid.id }, data: { status: "delivered", deliveredAt: new Date(), payoutDueAt: new Date(), receivedConfirmedAt: new Date() } });
    await payout(paid.id, seller.id, 1800, { status: "completed", transactionId, completedAt: paidAt });

    const refunded = await soldItem(seller.id, buyer.id, 700);
    await db.orderItem.update({ where: { id: refunded.id }, data: { status: "refunded", refundedAt: new Date() } });
    // A refund goes to the phone that paid (payOrder's), as the ledger check requires.
    await payout(refunded.id, buyer.id, 700, { kind: "buyer_refund", status: "completed", transactionId: `R${transactionId.slice(1)}`, completedAt: new Date(), phoneNumber: "254708374149" });

    const cancelled = await soldItem(seller.id, buyer.id, 300);
    await db.orderItem.update({ where: { id: cancelled.id }, data: { status: "cancelled", cancelledAt: new Date(), cancelReason: "Sold out" } });

    const waiting = await soldItem(seller.id, buyer.id, 250);
    await soldItem(seller.id, buyer.id, 999, { paid: false });
    const other = await createUser({ isSeller: true });
    await soldItem(other.id, buyer.id, 5000);

    const { rows, next } = await listSellerEarnings(seller.id);
    expect(next).toBeNull();
    const byId = new Map(rows.map((row) => [row.id, earningsState(row)]));
    expect(rows).toHaveLength(6);
    expect(byId.get(held.id)).toEqual({ kind: "held", amount: 1000, until: dueAt, reason: null });
    expect(byId.get(reported.id)).toEqual({ kind: "held", amount: 400, until: null, reason: "reported" });
    expect(byId.get(paid.id)).toEqual({ kind: "paid", amount: 1800, paidAt, transactionId });
    expect(byId.get(refunded.id)?.kind).toBe("refunded");
    expect(byId.get(cancelled.id)?.kind).toBe("cancelled");
    expect(byId.get(waiting.id)?.kind).toBe("awaiting-delivery");
    // The totals count only money the seller keeps: held 1000 + 400, paid 1800; not the refund, the cancellation or the undelivered item.
    expect(await getSellerEarningsTotals(seller.id, new Date())).toEqual({ held: 1400, paidThisMonth: 1800, paidEver: 1800 });
    expect(await getShopStats(seller.id)).toMatchObject({ totalSales: 4, revenue: 1800 });
  });

  it("'paid this month' starts at the Nairobi month's first moment; 'paid ever' counts every month", async () => {
    const seller = await createUser({ isSeller: true, phone: "254711000111" });
    const buyer = await createUser();
    const now = new Date("2026-12-01T06:00:00Z");
    for (const [price, completedAt] of [[1000, "2026-11-30T21:00:00Z"], [600, "2026-11-30T20:59:59.999Z"], [300, "2026-10-02T08:00:00Z"]] as const) {
      const item = await soldItem(seller.id, buyer.id, price);
      await db.orderItem.update({ where: { id: item.id }, data: { status: "delivered", deliveredAt: new Date(completedAt), payoutDueAt: new Date(completedAt), receivedConfirmedAt: new Date(completedAt) } });
      await payout(item.id, seller.id, price, { status: "completed", transactionId: `T${randomUUID().replace(/-/g, "").slice(0, 9).toUpperCase()}`, completedAt: new Date(completedAt) });
    }
    expect(await getSellerEarningsTotals(seller.id, now)).toEqual({ held: 0, paidThisMonth: 1000, paidEver: 1900 });
  });

  it("lists newest first and answers an empty list for a seller who sold nothing", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    expect(await listSellerEarnings(seller.id)).toEqual({ rows: [], next: null });
    expect(await getSellerEarningsTotals(seller.id, new Date())).toEqual({ held: 0, paidThisMonth: 0, paidEver: 0 });
    const first = await soldItem(seller.id, buyer.id, 100);
    const second = await soldItem(seller.id, buyer.id, 200);
    expect((await listSellerEarnings(seller.id)).rows.map((row) => row.id)).toEqual([second.id, first.id]);
  });

  it("pages walk every sale once, newest first, items made in the same millisecond included; the totals cover all pages", async () => {
    const seller = await createUser({ isSeller: true, phone: "254711000111" });
    const buyer = await createUser();
    const items = [];
    for (const price of [101, 102, 103, 104, 105]) {
      const item = await soldItem(seller.id, buyer.id, price);
      await db.orderItem.update({ where: { id: item.id }, data: { status: "delivered", deliveredAt: new Date(), payoutDueAt: new Date(Date.now() + 3_600_000) } });
      await payout(item.id, seller.id, price, { status: "pending" });
      items.push(item);
    }
    // Two of them share a creation time: the id breaks the tie, so neither is skipped nor shown twice.
    const same = new Date();
    await db.orderItem.updateMany({ where: { id: { in: [items[1]!.id, items[2]!.id] } }, data: { createdAt: same } });

    const seen: string[] = [];
    let page = await listSellerEarnings(seller.id, { take: 2 });
    const pages = [page.rows.length];
    seen.push(...page.rows.map((row) => row.id));
    while (page.next) {
      page = await listSellerEarnings(seller.id, { after: page.next, take: 2 });
      pages.push(page.rows.length);
      seen.push(...page.rows.map((row) => row.id));
    }
    expect(pages).toEqual([2, 2, 1]);
    expect([...seen].sort()).toEqual(items.map((item) => item.id).sort());
    const all = await listSellerEarnings(seller.id);
    expect(seen).toEqual(all.rows.map((row) => row.id));
    expect(await getSellerEarningsTotals(seller.id, new Date())).toMatchObject({ held: 101 + 102 + 103 + 104 + 105 });
  });
});
