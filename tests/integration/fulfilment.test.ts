import { serverOnly } from "@/tests/support/database-kind";
import http from "node:http";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log/logger.mjs";
import { env } from "@/lib/env";
import { createOrder } from "@/lib/db/orders";
import { findLedgerProblems } from "@/lib/db/ledger";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { startCallbackBridge } from "@/tests/support/callback-bridge";
import { pollUntil } from "@/tests/support/poll";
import { createProduct, createUser, payOrder } from "./factories";

// The second half of an order against PostgreSQL and the Daraja simulator over
// HTTP: the seller's moves by the server's rules, the buyer's agreement, the one payout per
// delivered item whatever the network does (duplicates, reordering, timeouts, a simulator
// that is down), issue reports holding payouts, and staff decisions. The ledger check runs
// after every test.

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { POST as b2cCallback } from "@/app/api/mpesa/b2c/[token]/[kind]/route";
import { POST as b2cRetryRoute } from "@/app/api/mpesa/b2c/route";
import { cancelOrderItemAction, confirmReceivedAction, contactBuyerAction, decideIssueAction, listSellerOrdersAction, reportIssueAction, retryPayoutAction, updateOrderItemStatusAction } from "@/lib/actions/orders";
import { countOpenIssueReports, createIssueReport } from "@/lib/db/issue-reports";
import { getShopStats } from "@/lib/db/shops";
import { accountDeletionBlockers } from "@/lib/db/account-deletion";
import { sendMessageAction } from "@/lib/actions/messages";
import { checkOverduePayouts, sendDuePayouts } from "@/lib/payouts/payout-sender";

const simulatorUrl = env.MPESA_SIMULATOR_URL!;
const SELLER = { isSeller: true };
const STAFF = { isStaff: true };

/**
 * A switchable stand-in between the app and the simulator: "up" forwards, "down" refuses B2C
 * requests before they reach it (a simulator that is down), "answer-lost" forwards them and
 * drops the answer (the request arrived; the app never hears so).
 */
let mode: "up" | "down" | "answer-lost" = "up";
const proxy = http.createServer((incoming, outgoing) => {
  const chunks: Buffer[] = [];
  incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
  incoming.on("end", async () => {
    const isPayout = (incoming.url ?? "").startsWith("/mpesa/b2c/");
    if (isPayout && mode === "down") {
      incoming.socket.destroy();
      return;
    }
    const answer = await fetch(`${simulatorUrl}${incoming.url}`, { method: incoming.method, headers: incoming.headers as Record<string, string>, body: incoming.method === "GET" ? undefined : Buffer.concat(chunks) });
    const body = await answer.text();
    if (isPayout && mode === "answer-lost") {
      incoming.socket.destroy();
      return;
    }
    outgoing.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" }).end(body);
  });
});

let closeBridge: () => Promise<void>;
const holdHours = env.PAYOUT_HOLD_HOURS;
beforeAll(async () => {
  // The tests of the payout itself pay at once, as "delivered" did before the hold; the hold's own tests set it.
  env.PAYOUT_HOLD_HOURS = 0;
  // The payout path logs each step for the engineer on call; here it is noise.
  jest.spyOn(console, "info").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
  closeBridge = await startCallbackBridge({ b2c: b2cCallback });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  env.MPESA_SIMULATOR_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  env.PAYOUT_HOLD_HOURS = holdHours;
  env.MPESA_SIMULATOR_URL = simulatorUrl;
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await closeBridge();
});
afterEach(async () => {
  mode = "up";
  signOut();
  expect(await findLedgerProblems()).toEqual([]);
});

type SimPayout = { originatorConversationId: string; phone: string; amount: number; resultsSent: number };
async function simPayouts(phone?: string): Promise<SimPayout[]> {
  const all = (await (await fetch(`${simulatorUrl}/__sim/payouts`)).json()) as SimPayout[];
  return phone ? all.filter((payout) => payout.phone === phone) : all;
}

/** A paid order of one item (price × 1) from `seller`, whose payout phone is `sellerPhone`. */
async function paidOrder({ price = 1200, sellerPhone = `2547${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` }: { price?: number; sellerPhone?: string | null } = {}) {
  const seller = await createUser({ isSeller: true, fullName: "Brian Otieno", phone: sellerPhone });
  const buyer = await createUser({ fullName: "Wanjiru Kamau" });
  const product = await createProduct(seller.id, { name: "Casio fx-991ES", price });
  const created = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!created.ok) throw new Error("order refused");
  await payOrder(created.orderId, buyer.id);
  const item = await db.orderItem.findFirstOrThrow({ where: { orderId: created.orderId }, select: { id: true } });
  return { seller, buyer, orderId: created.orderId, itemId: item.id, sellerPhone };
}

/** Contact, agreement, processing, shipped: the item is ready to be delivered. */
async function shipped(order: Awaited<ReturnType<typeof paidOrder>>) {
  signInAs(order.seller, SELLER);
  expect(await run(contactBuyerAction, { itemId: order.itemId, body: "Hi, when can you collect?" })).toMatchObject({ ok: true });
  signInAs(order.buyer);
  expect(await run(sendMessageAction, { recipientId: order.seller.id, body: "ok, tomorrow at the library works", orderItemId: order.itemId })).toMatchObject({ ok: true });
  signInAs(order.seller, SELLER);
  expect(await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "shipped" })).toMatchObject({ ok: true, message: "Order marked as shipped" });
}

const payoutOf = (itemId: string) => db.b2cPayout.findUniqueOrThrow({ where: { orderItemId_kind: { orderItemId: itemId, kind: "seller_payout" } } });

describe("the seller's moves", () => {
  it("go forward one step at a time; shipping waits for the buyer's agreement; delivered is final", async () => {
    const order = await paidOrder();
    signInAs(order.seller, SELLER);
    const move = (status: "processing" | "shipped" | "delivered") => run(updateOrderItemStatusAction, { itemId: order.itemId, status });
    expect(await move("shipped")).toMatchObject({ ok: false, message: "Failed to update order status", fieldErrors: { status: "It was already moved on (another tab or click); the page now shows where it is." } });
    expect(await move("delivered")).toMatchObject({ ok: false, message: "Failed to update order status" });
    expect(await move("processing")).toMatchObject({ ok: true, message: "Order marked as processing" });
    expect(await move("shipped")).toMatchObject({ ok: false, fieldErrors: { status: "The buyer has not agreed the hand-over yet: message them first." } });
    await db.orderItem.update({ where: { id: order.itemId }, data: { buyerContacted: true, buyerAgreed: true } });
    expect(await move("shipped")).toMatchObject({ ok: true });
    expect(await move("processing")).toMatchObject({ ok: false });
    expect(await move("delivered")).toMatchObject({ ok: true, message: "Order marked as delivered" });
    expect(await move("delivered")).toMatchObject({ ok: false });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).orderStatus).toBe("delivered");
  });

  it("a seller cannot move, contact about or list another seller's item; a buyer cannot move anything", async () => {
    const order = await paidOrder();
    const other = await createUser({ isSeller: true });
    signInAs(other, SELLER);
    expect(await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "processing" })).toMatchObject({ ok: false, fieldErrors: { status: "Order Not Found" } });
    expect(await run(contactBuyerAction, { itemId: order.itemId, body: "hello" })).toMatchObject({ ok: false, message: "Cannot send message - recipient not found. Please try refreshing the page." });
    const listed = await run(listSellerOrdersAction, { search: "" });
    expect(listed.ok && listed.data?.rows.map((row) => row.id)).toEqual([]);
    signInAs(order.buyer);
    expect(await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "processing" })).toMatchObject({ ok: false });
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: order.itemId } })).status).toBe("pending");
  });

  it("an unpaid item cannot be moved", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    const created = await createOrder(buyer.id, [{ productId: (await createProduct(seller.id)).id, quantity: 1 }]);
    if (!created.ok) throw new Error("order refused");
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId: created.orderId } });
    signInAs(seller, SELLER);
    expect(await run(updateOrderItemStatusAction, { itemId: item.id, status: "processing" })).toMatchObject({ ok: false });
  });

  it("two sellers' items in one order move independently, and the order shows the most common status", async () => {
    const [first, second] = [await createUser({ isSeller: true }), await createUser({ isSeller: true })];
    const buyer = await createUser();
    const created = await createOrder(buyer.id, [
      { productId: (await createProduct(first.id)).id, quantity: 1 },
      { productId: (await createProduct(second.id)).id, quantity: 1 },
    ]);
    if (!created.ok) throw new Error("order refused");
    await payOrder(created.orderId, buyer.id);
    const items = await db.orderItem.findMany({ where: { orderId: created.orderId }, select: { id: true, sellerId: true } });
    const firstItem = items.find((item) => item.sellerId === first.id)!;
    signInAs(first, SELLER);
    expect(await run(updateOrderItemStatusAction, { itemId: firstItem.id, status: "processing" })).toMatchObject({ ok: true });
    const statuses = await db.orderItem.findMany({ where: { orderId: created.orderId }, select: { sellerId: true, status: true } });
    expect(statuses.find((item) => item.sellerId === second.id)!.status).toBe("pending");
    // A tie (one pending, one processing) shows the less advanced.
    expect((await db.order.findUniqueOrThrow({ where: { id: created.orderId } })).orderStatus).toBe("pending");
  });

  it("Contact Buyer marks the item contacted and processing; only the buyer's 'ok' tied to it agrees, not the seller's", async () => {
    const order = await paidOrder();
    signInAs(order.seller, SELLER);
    expect(await run(contactBuyerAction, { itemId: order.itemId, body: "   " })).toMatchObject({ ok: false, fieldErrors: { body: "Please enter a message" } });
    expect(await run(contactBuyerAction, { itemId: order.itemId, body: "ok, are you free tomorrow?" })).toMatchObject({ ok: true, message: "Message sent successfully!" });
    expect(await db.orderItem.findUniqueOrThrow({ where: { id: order.itemId }, select: { status: true, buyerContacted: true, buyerAgreed: true } })).toEqual({ status: "processing", buyerContacted: true, buyerAgreed: false });
    const message = await db.message.findFirstOrThrow({ where: { senderId: order.seller.id }, select: { orderItemId: true, orderId: true, recipientId: true } });
    expect(message).toEqual({ orderItemId: order.itemId, orderId: order.orderId, recipientId: order.buyer.id });
    signInAs(order.buyer);
    await run(sendMessageAction, { recipientId: order.seller.id, body: "Sounds good, see you at 4" });
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: order.itemId } })).buyerAgreed).toBe(false); // not tied to the item
    await run(sendMessageAction, { recipientId: order.seller.id, body: "Sounds good, see you at 4", orderItemId: order.itemId });
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: order.itemId } })).buyerAgreed).toBe(true);
  });

  it("someone who is not the order's buyer cannot record the agreement, even naming the item", async () => {
    const order = await paidOrder();
    await db.orderItem.update({ where: { id: order.itemId }, data: { buyerContacted: true } });
    const stranger = await createUser();
    signInAs(stranger);
    expect(await run(sendMessageAction, { recipientId: order.seller.id, body: "ok, agreed", orderItemId: order.itemId, orderId: order.orderId })).toMatchObject({ ok: true });
    const sent = await db.message.findFirstOrThrow({ where: { senderId: stranger.id } });
    expect(sent).toMatchObject({ orderItemId: null, orderId: null }); // the link is dropped, never trusted
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: order.itemId } })).buyerAgreed).toBe(false);
  });

  it("the Orders tab lists the seller's paid items ready to ship first, then not contacted, then oldest; searchable by the order id's start", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const created = await createOrder(buyer.id, [{ productId: (await createProduct(seller.id)).id, quantity: 1 }]);
      if (!created.ok) throw new Error("order refused");
      await payOrder(created.orderId, buyer.id);
      ids.push((await db.orderItem.findFirstOrThrow({ where: { orderId: created.orderId } })).id);
    }
    const unpaid = await createOrder(buyer.id, [{ productId: (await createProduct(seller.id)).id, quantity: 1 }]);
    await db.orderItem.update({ where: { id: ids[0] }, data: { buyerContacted: true } }); // waiting for the buyer
    await db.orderItem.update({ where: { id: ids[2] }, data: { buyerContacted: true, buyerAgreed: true } }); // ready to ship
    signInAs(seller, SELLER);
    const listed = await run(listSellerOrdersAction, { search: "" });
    expect(listed.ok && listed.data?.rows.map((row) => row.id)).toEqual([ids[2], ids[1], ids[0]]);
    const order = await db.orderItem.findUniqueOrThrow({ where: { id: ids[1] }, select: { orderId: true } });
    for (const search of [order.orderId.slice(0, 8), order.orderId, order.orderId.slice(0, 8).toUpperCase()]) {
      const found = await run(listSellerOrdersAction, { search });
      expect(found.ok && found.data?.rows.map((row) => row.id)).toEqual([ids[1]]);
    }
    expect(unpaid.ok).toBe(true);
    const odd = await run(listSellerOrdersAction, { search: "%' OR 1=1 --" });
    expect(odd.ok && odd.data?.rows.length).toBe(3); // not an id: ignored, never interpolated
  });

  it("a deleted buyer shows as 'Deleted user' in the seller's view", async () => {
    const order = await paidOrder();
    await db.profile.update({ where: { id: order.buyer.id }, data: { fullName: "Deleted user" } });
    signInAs(order.seller, SELLER);
    const listed = await run(listSellerOrdersAction, { search: "" });
    expect(listed.ok && listed.data?.rows[0]?.buyerName).toBe("Deleted user");
  });
});

describe("the payout (B2C), exactly once", () => {
  it("delivered makes one payout of the item's subtotal to the seller's phone; the result completes it with the transaction id", async () => {
    const order = await paidOrder({ price: 1350 });
    await shipped(order);
    const delivered = await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    expect(delivered).toMatchObject({ ok: true, message: "Order marked as delivered", data: { payout: { tone: "success" } } });
    expect(delivered.ok && delivered.data?.payout?.message).toMatch(/^B2C Payment initiated! Transaction ID AG_/);
    const payout = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    expect(payout).toMatchObject({ amount: 1350, phoneNumber: order.sellerPhone, recipientId: order.seller.id, attempt: 1 });
    const sent = await simPayouts(order.sellerPhone!);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: 1350, originatorConversationId: `${payout.id}-1` });
    expect(payout.transactionId).toMatch(/^T[A-Z0-9]{9}$/);
  });

  serverOnly("50 concurrent 'mark delivered' on one item make one payout row and one B2C request", async () => {
    const order = await paidOrder();
    await shipped(order);
    signInAs(order.seller, SELLER);
    const results = await Promise.all(Array.from({ length: 50 }, () => run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await db.b2cPayout.count({ where: { orderItemId: order.itemId } })).toBe(1);
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    await Promise.all(Array.from({ length: 10 }, () => sendDuePayouts()));
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(1);
  }, 30_000);

  it("duplicate results (three copies) complete it once", async () => {
    const order = await paidOrder({ sellerPhone: "254711000002" });
    await shipped(order);
    const before = (await simPayouts("254711000002")).length;
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    const payout = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    await pollUntil(() => simPayouts("254711000002"), (list) => (list.at(-1)?.resultsSent ?? 0) >= 3);
    await pollUntil(() => db.mpesaCallback.count({ where: { originatorConversationId: `${payout.id}-1` } }), (count) => count >= 3);
    expect(await simPayouts("254711000002")).toHaveLength(before + 1);
    expect((await payoutOf(order.itemId)).transactionId).toBe(payout.transactionId);
  });

  it("a result before Daraja's answer was recorded, or a failure after the success, changes nothing more", async () => {
    const order = await paidOrder();
    await shipped(order);
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    const payout = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    const token = process.env.MPESA_CALLBACK_TOKEN!;
    const late = { Result: { ResultType: 0, ResultCode: 2001, ResultDesc: "The initiator information is invalid.", OriginatorConversationID: `${payout.id}-1`, ConversationID: "AG_x", TransactionID: "TLATE00001" } };
    const response = await b2cCallback(new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(late) }), { params: Promise.resolve({ token, kind: "result" }) });
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    expect(await payoutOf(order.itemId)).toMatchObject({ status: "completed", transactionId: payout.transactionId });
  });

  it("a queue timeout is unknown, not failed; Transaction Status then finds it paid, and it is never sent again", async () => {
    const order = await paidOrder({ sellerPhone: "254711000006" });
    await shipped(order);
    const before = (await simPayouts("254711000006")).length;
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "unknown");
    await checkOverduePayouts({ now: new Date(Date.now() + 5 * 60_000) });
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    await sendDuePayouts();
    expect(await simPayouts("254711000006")).toHaveLength(before + 1);
  });

  it("no result at all: once overdue it is asked about and settled by Transaction Status", async () => {
    const order = await paidOrder({ sellerPhone: "254711000000" });
    await shipped(order);
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    expect((await payoutOf(order.itemId)).status).toBe("submitted");
    await checkOverduePayouts({ now: new Date(Date.now() + 5 * 60_000) });
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
  });

  it("a simulator that is down during the call leaves it unknown; the check finds Daraja never had it, and it is paid once", async () => {
    const order = await paidOrder();
    await shipped(order);
    mode = "down";
    const delivered = await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    expect(delivered).toMatchObject({ ok: true, data: { payout: { message: "Checking with M-Pesa: the payout's result has not arrived yet" } } });
    expect((await payoutOf(order.itemId)).status).toBe("unknown");
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(0);
    mode = "up";
    await checkOverduePayouts({ now: new Date(Date.now() + 5 * 60_000) });
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(1);
  });

  it("an answer lost after Daraja took the request: unknown, then settled from Daraja's record, never sent twice", async () => {
    const order = await paidOrder({ sellerPhone: "254711000000" }); // no result callback: only the check can tell
    await shipped(order);
    const before = (await simPayouts("254711000000")).length;
    mode = "answer-lost";
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    mode = "up";
    expect((await payoutOf(order.itemId)).status).toBe("unknown");
    await checkOverduePayouts({ now: new Date(Date.now() + 5 * 60_000) });
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    expect(await simPayouts("254711000000")).toHaveLength(before + 1);
  });

  it("a refused payout fails with Daraja's reason; a staff retry reuses the row with a new attempt, and pays once", async () => {
    const order = await paidOrder({ sellerPhone: "254700002040" });
    await shipped(order);
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    const failed = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "failed");
    expect(failed.resultCode).toBe(2040);
    signInAs(order.seller, SELLER);
    expect(await run(retryPayoutAction, { payoutId: failed.id })).toMatchObject({ ok: false });
    expect((await payoutOf(order.itemId)).attempt).toBe(1);
    // The seller fixes their phone; staff retry.
    await db.b2cPayout.update({ where: { id: failed.id }, data: { phoneNumber: "254722000111" } });
    signInAs(await createUser({ role: "staff" }), STAFF);
    expect(await run(retryPayoutAction, { payoutId: failed.id })).toMatchObject({ ok: true });
    const paid = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    expect(paid).toMatchObject({ attempt: 2, originatorConversationId: `${failed.id}-2` });
    expect(await run(retryPayoutAction, { payoutId: failed.id })).toMatchObject({ ok: false, message: "Only a failed payout can be sent again" });
    expect(await db.b2cPayout.count({ where: { orderItemId: order.itemId } })).toBe(1);
  });

  it("a first attempt's success arriving after a staff retry was paid changes nothing and alerts the engineer on call", async () => {
    const order = await paidOrder({ sellerPhone: "254700002040" });
    await shipped(order);
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    const failed = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "failed");
    await db.b2cPayout.update({ where: { id: failed.id }, data: { phoneNumber: "254722000111" } });
    signInAs(await createUser({ role: "staff" }), STAFF);
    expect(await run(retryPayoutAction, { payoutId: failed.id })).toMatchObject({ ok: true });
    const paid = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");

    const post = async (resultCode: number) => {
      const late = { Result: { ResultType: 0, ResultCode: resultCode, ResultDesc: resultCode === 0 ? "ok" : "declined", OriginatorConversationID: `${failed.id}-1`, ConversationID: "AG_late", TransactionID: "TLATE00002" } };
      const response = await b2cCallback(new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(late) }), { params: Promise.resolve({ token: process.env.MPESA_CALLBACK_TOKEN!, kind: "result" }) });
      expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    };
    const alerts = jest.spyOn(logger, "error").mockImplementation(() => {});
    try {
      await post(0);
      expect(await payoutOf(order.itemId)).toMatchObject({ status: "completed", attempt: 2, transactionId: paid.transactionId });
      expect(alerts).toHaveBeenCalledWith(
        expect.objectContaining({ alert: "unrecorded-payment", payoutId: failed.id, orderId: order.orderId, transactionId: "TLATE00002", originatorConversationId: `${failed.id}-1`, outcome: "ignored:stale-attempt" }),
        expect.stringContaining("check the M-Pesa statement"),
      );
      // The same attempt's late failure is no news: no alert.
      alerts.mockClear();
      await post(2040);
      expect(alerts).not.toHaveBeenCalled();
    } finally {
      alerts.mockRestore();
    }
  });

  it("a seller without a phone is told so; the item is delivered and the payout waits for a phone", async () => {
    const order = await paidOrder({ sellerPhone: null });
    await shipped(order);
    const delivered = await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    expect(delivered).toMatchObject({ ok: true, data: { payout: { tone: "error", message: "Seller phone number not found in profile" } } });
    expect(await payoutOf(order.itemId)).toMatchObject({ status: "pending", phoneNumber: null, sentAt: null });
    await db.profile.update({ where: { id: order.seller.id }, data: { phone: "0722 333 444" } });
    await sendDuePayouts();
    expect(await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed")).toMatchObject({ phoneNumber: "254722333444" });
  });

  it("POST /api/mpesa/b2c is for staff only, and retries with the stored amount whatever the body says", async () => {
    const order = await paidOrder({ sellerPhone: "254700000001", price: 900 });
    await shipped(order);
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    const failed = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "failed");
    const call = (body: unknown) => b2cRetryRoute(new Request("http://localhost/api/mpesa/b2c", { method: "POST", headers: { "content-type": "application/json", origin: "http://localhost:3000" }, body: JSON.stringify(body) }));
    const spoof = { phoneNumber: "254799999999", amount: 100000, orderId: order.orderId, orderItemId: order.itemId, sellerId: order.seller.id, remarks: "x" };
    signInAs(order.seller, SELLER);
    expect((await call(spoof)).status).toBe(403);
    await db.b2cPayout.update({ where: { id: failed.id }, data: { phoneNumber: "254722000999" } });
    signInAs(await createUser({ role: "staff" }), STAFF);
    const response = await call(spoof);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, message: expect.stringMatching(/^B2C Payment initiated! Transaction ID /), data: { transactionId: expect.any(String) } });
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    expect(await simPayouts("254799999999")).toHaveLength(0);
    expect((await simPayouts("254722000999")).map((payout) => payout.amount)).toEqual([900]);
  });
});

describe("issue reports and the payout hold", () => {
  it("only the order's buyer can report, on a paid order, with a description; the seller is told by message", async () => {
    const order = await paidOrder();
    signInAs(order.seller, SELLER);
    expect(await run(reportIssueAction, { orderId: order.orderId, description: "x" })).toMatchObject({ ok: false, message: "Failed to report issue" });
    signInAs(order.buyer);
    expect(await run(reportIssueAction, { orderId: order.orderId, description: "   " })).toMatchObject({ ok: false, fieldErrors: { description: "Please provide a description of your issue" } });
    expect(await run(reportIssueAction, { orderId: order.orderId, sellerId: randomUUID(), description: "Broken" })).toMatchObject({ ok: false, message: "Failed to report issue" });
    expect(await run(reportIssueAction, { orderId: order.orderId, description: "The screen is cracked" })).toMatchObject({ ok: true, message: "Issue reported successfully!" });
    expect(await db.issueReport.findFirstOrThrow({ where: { orderId: order.orderId } })).toMatchObject({ status: "open", sellerId: order.seller.id, userId: order.buyer.id });
    expect(await db.message.findFirstOrThrow({ where: { senderId: order.buyer.id, recipientId: order.seller.id } })).toMatchObject({ orderId: order.orderId, body: "I reported a problem with this order: The screen is cracked" });
    signOut();
    expect(await run(reportIssueAction, { orderId: order.orderId, description: "x" })).toMatchObject({ ok: false, message: "You must be logged in to report issues" });
  });

  it("a report before delivery holds the payout; staff resolve; the payout completes once, with who and when recorded", async () => {
    const order = await paidOrder();
    signInAs(order.buyer);
    const openBefore = await countOpenIssueReports();
    await run(reportIssueAction, { orderId: order.orderId, description: "The seller stopped answering" });
    // Staff see it counted beside Issue reports until they decide.
    expect(await countOpenIssueReports()).toBe(openBefore + 1);
    await shipped(order);
    const delivered = await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    expect(delivered).toMatchObject({ ok: true, data: { payout: { message: "Payout on hold: the buyer reported a problem" } } });
    await sendDuePayouts();
    expect(await payoutOf(order.itemId)).toMatchObject({ status: "pending", sentAt: null });
    const report = await db.issueReport.findFirstOrThrow({ where: { orderId: order.orderId } });
    signInAs(order.seller, SELLER);
    expect(await run(decideIssueAction, { reportId: report.id, decision: "release" })).toMatchObject({ ok: false });
    const staff = await createUser({ role: "staff" });
    signInAs(staff, STAFF);
    expect(await run(decideIssueAction, { reportId: report.id, decision: "release" })).toMatchObject({ ok: true });
    expect(await countOpenIssueReports()).toBe(openBefore);
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    expect(await db.issueReport.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({ status: "resolved", decision: "release", decidedById: staff.id, decidedAt: expect.any(Date) });
    expect(await run(decideIssueAction, { reportId: report.id, decision: "refund" })).toMatchObject({ ok: false, message: "This report was already decided" });
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(1);
  });

  it("staff refund: the buyer's paying phone gets the subtotal once, the seller is never paid, delivering later pays nothing", async () => {
    const order = await paidOrder({ price: 2500 });
    signInAs(order.buyer);
    await run(reportIssueAction, { orderId: order.orderId, description: "Never arrived" });
    const report = await db.issueReport.findFirstOrThrow({ where: { orderId: order.orderId } });
    signInAs(await createUser({ role: "staff" }), STAFF);
    const decisions = await Promise.all([run(decideIssueAction, { reportId: report.id, decision: "refund" }), run(decideIssueAction, { reportId: report.id, decision: "refund" })]);
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(1);
    const refund = await pollUntil(
      () => db.b2cPayout.findUniqueOrThrow({ where: { orderItemId_kind: { orderItemId: order.itemId, kind: "buyer_refund" } } }),
      (row) => row.status === "completed",
    );
    expect(refund).toMatchObject({ amount: 2500, phoneNumber: "254708374149", recipientId: order.buyer.id });
    expect((await payoutOf(order.itemId)).status).toBe("cancelled");
    signInAs(order.seller, SELLER);
    expect(await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "processing" })).toMatchObject({ ok: false, fieldErrors: { status: "This item was refunded to the buyer." } });
    expect((await simPayouts("254708374149")).filter((payout) => payout.amount === 2500).length).toBeGreaterThanOrEqual(1);
    expect(await db.b2cPayout.count({ where: { orderItemId: order.itemId, status: "completed" } })).toBe(1);
  });

  it("a refund is refused once the seller's payout went out", async () => {
    const order = await paidOrder();
    await shipped(order);
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    signInAs(order.buyer);
    await run(reportIssueAction, { orderId: order.orderId, description: "Late complaint" });
    const report = await db.issueReport.findFirstOrThrow({ where: { orderId: order.orderId } });
    signInAs(await createUser({ role: "staff" }), STAFF);
    expect(await run(decideIssueAction, { reportId: report.id, decision: "refund" })).toMatchObject({ ok: false, message: "The seller's payout has already gone out: refund the buyer from the M-Pesa portal" });
    expect(await db.b2cPayout.count({ where: { orderItemId: order.itemId, kind: "buyer_refund" } })).toBe(0);
  });
});

describe("the ledger check on payouts", () => {
  it("fails on a corrupted payout row (an amount that is not the item's, a second completed payment of an item)", async () => {
    const order = await paidOrder({ price: 700 });
    await shipped(order);
    await run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
    const payout = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    await db.b2cPayout.update({ where: { id: payout.id }, data: { amount: 7000 } });
    const problems = (await findLedgerProblems()).map((problem) => problem.rule);
    expect(problems).toEqual(
      expect.arrayContaining([
        "what an order paid out (sellers' payouts and buyers' refunds) never exceeds what it was paid",
        "a payout or refund is its item's subtotal, to the item's seller or buyer",
      ]),
    );
    await db.b2cPayout.update({ where: { id: payout.id }, data: { amount: 700 } });
    const id = randomUUID();
    await db.b2cPayout.create({ data: { id, orderItemId: order.itemId, kind: "buyer_refund", recipientId: order.buyer.id, amount: 700, originatorConversationId: `${id}-1`, status: "completed", transactionId: `TX${id.slice(0, 8)}` } });
    expect((await findLedgerProblems()).map((problem) => problem.rule)).toEqual(
      expect.arrayContaining(["an item's money goes out once: to its seller or back to its buyer, never both", "what an order paid out (sellers' payouts and buyers' refunds) never exceeds what it was paid"]),
    );
    await db.b2cPayout.delete({ where: { id } });
  });
});

/** Delivers the shipped item with the hold as it is set; returns the action's answer. */
async function deliver(order: Awaited<ReturnType<typeof paidOrder>>) {
  signInAs(order.seller, SELLER);
  return run(updateOrderItemStatusAction, { itemId: order.itemId, status: "delivered" });
}

/** The hold ended a moment ago (the test cannot wait 48 hours). */
const endHold = (itemId: string) => db.orderItem.update({ where: { id: itemId }, data: { payoutDueAt: new Date(Date.now() - 1_000) } });

const refundOf = (itemId: string) => db.b2cPayout.findUniqueOrThrow({ where: { orderItemId_kind: { orderItemId: itemId, kind: "buyer_refund" } } });

describe("the hold after delivery", () => {
  beforeEach(() => {
    env.PAYOUT_HOLD_HOURS = 48;
  });
  afterEach(() => {
    env.PAYOUT_HOLD_HOURS = 0;
  });

  it("delivered schedules the payout for the end of the hold and sends nothing; the seller is told 'Payout on <date>'", async () => {
    const order = await paidOrder();
    await shipped(order);
    const before = Date.now();
    const delivered = await deliver(order);
    expect(delivered).toMatchObject({ ok: true, data: { payout: { tone: "info", message: expect.stringMatching(/^Payout on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/) } } });
    const item = await db.orderItem.findUniqueOrThrow({ where: { id: order.itemId } });
    expect(item.payoutDueAt!.getTime() - item.deliveredAt!.getTime()).toBe(48 * 3_600_000);
    expect(item.deliveredAt!.getTime()).toBeGreaterThanOrEqual(before);
    await sendDuePayouts();
    expect(await payoutOf(order.itemId)).toMatchObject({ status: "pending", sentAt: null });
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(0);
  });

  it("the buyer's Confirm received pays the seller at once; pressing it again sends nothing more", async () => {
    const order = await paidOrder({ price: 1800 });
    await shipped(order);
    await deliver(order);
    signInAs(order.buyer);
    expect(await run(confirmReceivedAction, { itemId: order.itemId })).toMatchObject({ ok: true, message: "Thanks! The seller is being paid." });
    const paid = await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    expect(paid).toMatchObject({ amount: 1800, phoneNumber: order.sellerPhone });
    expect(await run(confirmReceivedAction, { itemId: order.itemId })).toMatchObject({ ok: true });
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(1);
  });

  it("only the order's buyer can confirm, and only once the item is delivered", async () => {
    const order = await paidOrder();
    signInAs(order.buyer);
    expect(await run(confirmReceivedAction, { itemId: order.itemId })).toMatchObject({ ok: false, message: "The seller has not marked this item delivered yet." });
    await shipped(order);
    await deliver(order);
    for (const someone of [order.seller, await createUser(), await createUser({ isSeller: true })]) {
      signInAs(someone, someone.id === order.seller.id ? SELLER : {});
      expect(await run(confirmReceivedAction, { itemId: order.itemId })).toMatchObject({ ok: false, message: "Could not confirm receipt" });
    }
    signOut();
    expect(await run(confirmReceivedAction, { itemId: order.itemId })).toMatchObject({ ok: false });
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: order.itemId } })).receivedConfirmedAt).toBeNull();
    expect(await payoutOf(order.itemId)).toMatchObject({ status: "pending", sentAt: null });
  });

  it("with nobody acting, the reconciler's round releases the payout once a short hold ends, and only once", async () => {
    env.PAYOUT_HOLD_HOURS = 0.0005; // 1.8 s
    const order = await paidOrder();
    await shipped(order);
    await deliver(order);
    await sendDuePayouts();
    expect(await payoutOf(order.itemId)).toMatchObject({ status: "pending", sentAt: null });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.all([sendDuePayouts(), sendDuePayouts(), sendDuePayouts()]);
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    await sendDuePayouts();
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(1);
  });

  serverOnly("20 concurrent Confirm received racing the reconciler's release make one payout", async () => {
    const order = await paidOrder();
    await shipped(order);
    await deliver(order);
    await endHold(order.itemId);
    signInAs(order.buyer);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => run(confirmReceivedAction, { itemId: order.itemId })),
      ...Array.from({ length: 5 }, () => sendDuePayouts().then(() => ({ ok: true }))),
    ]);
    // Each click answers: confirmed, or (once the payout went) that the seller was already paid.
    for (const result of results) expect(result.ok || ("message" in result && result.message === "The seller has already been paid for this item.")).toBe(true);
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    await Promise.all(Array.from({ length: 5 }, () => sendDuePayouts()));
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(1);
    expect(await db.b2cPayout.count({ where: { orderItemId: order.itemId } })).toBe(1);
  }, 30_000);

  serverOnly("a report arriving as the hold ends either holds the payout or finds it sent, never both", async () => {
    for (let round = 0; round < 6; round += 1) {
      const order = await paidOrder();
      await shipped(order);
      await deliver(order);
      await endHold(order.itemId);
      const [report] = await Promise.all([createIssueReport(order.buyer.id, order.orderId, null, "It stopped working"), sendDuePayouts()]);
      if (!report.ok) throw new Error("report refused");
      await sendDuePayouts();
      const payout = await payoutOf(order.itemId);
      if (payout.sentAt) {
        expect({ held: report.heldPayouts, gone: report.payoutsGone }).toEqual({ held: 0, gone: 1 });
        await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
      } else {
        expect({ held: report.heldPayouts, gone: report.payoutsGone }).toEqual({ held: 1, gone: 0 });
        expect(await simPayouts(order.sellerPhone!)).toHaveLength(0);
      }
    }
  }, 60_000);

  it("a report within the hold keeps the payout held after the hold ends, until staff decide", async () => {
    const order = await paidOrder();
    await shipped(order);
    await deliver(order);
    signInAs(order.buyer);
    expect(await run(reportIssueAction, { orderId: order.orderId, description: "The case is cracked" })).toMatchObject({ ok: true });
    await endHold(order.itemId);
    await sendDuePayouts();
    signInAs(order.buyer);
    await run(confirmReceivedAction, { itemId: order.itemId });
    expect(await payoutOf(order.itemId)).toMatchObject({ status: "pending", sentAt: null });
    const report = await db.issueReport.findFirstOrThrow({ where: { orderId: order.orderId } });
    signInAs(await createUser({ role: "staff" }), STAFF);
    expect(await run(decideIssueAction, { reportId: report.id, decision: "release" })).toMatchObject({ ok: true });
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(1);
  });

  it("staff resolving a report within the hold ends the hold: the seller is paid at once", async () => {
    const order = await paidOrder();
    await shipped(order);
    await deliver(order);
    signInAs(order.buyer);
    await run(reportIssueAction, { orderId: order.orderId, description: "Missing its cover" });
    const report = await db.issueReport.findFirstOrThrow({ where: { orderId: order.orderId } });
    signInAs(await createUser({ role: "staff" }), STAFF);
    expect(await run(decideIssueAction, { reportId: report.id, decision: "release" })).toMatchObject({ ok: true });
    await pollUntil(() => payoutOf(order.itemId), (row) => row.status === "completed");
    expect(await simPayouts(order.sellerPhone!)).toHaveLength(1);
  });

  it("deliver, report, staff refund: the item ends refunded once the refund completes; no payout, no sale, no deletion blocked", async () => {
    const order = await paidOrder({ price: 2200 });
    await shipped(order);
    await deliver(order);
    signInAs(order.buyer);
    await run(reportIssueAction, { orderId: order.orderId, description: "Not what was described" });
    const report = await db.issueReport.findFirstOrThrow({ where: { orderId: order.orderId } });
    signInAs(await createUser({ role: "staff" }), STAFF);
    expect(await run(decideIssueAction, { reportId: report.id, decision: "refund" })).toMatchObject({ ok: true });
    const refund = await pollUntil(() => refundOf(order.itemId), (row) => row.status === "completed");
    expect(refund).toMatchObject({ amount: 2200, phoneNumber: "254708374149" });
    const item = await db.orderItem.findUniqueOrThrow({ where: { id: order.itemId }, select: { status: true, refundedAt: true, order: { select: { orderStatus: true } } } });
    expect(item).toMatchObject({ status: "refunded", refundedAt: expect.any(Date), order: { orderStatus: "cancelled" } });
    expect((await payoutOf(order.itemId)).status).toBe("cancelled");
    expect(await getShopStats(order.seller.id)).toMatchObject({ totalSales: 0, revenue: 0, pendingOrders: 0 });
    expect(await accountDeletionBlockers(order.buyer.id)).toEqual({ ordersInFlight: 0, salesInFlight: 0, payoutsOwed: 0 });
    expect(await accountDeletionBlockers(order.seller.id)).toEqual({ ordersInFlight: 0, salesInFlight: 0, payoutsOwed: 0 });
    signInAs(order.buyer);
    expect(await run(confirmReceivedAction, { itemId: order.itemId })).toMatchObject({ ok: false, message: "This item was refunded." });
    expect(await run(reportIssueAction, { orderId: order.orderId, description: "again" })).toMatchObject({ ok: false });
    signInAs(order.seller, SELLER);
    const listed = await run(listSellerOrdersAction, { search: "" });
    expect(listed.ok && listed.data?.rows.map((row) => [row.status, row.refunded])).toEqual([["refunded", true]]);
  });

  it("a refund still on its way already takes the item out of every sale count", async () => {
    const order = await paidOrder({ price: 900 });
    signInAs(order.buyer);
    await run(reportIssueAction, { orderId: order.orderId, description: "Never came" });
    const report = await db.issueReport.findFirstOrThrow({ where: { orderId: order.orderId } });
    mode = "down";
    signInAs(await createUser({ role: "staff" }), STAFF);
    await run(decideIssueAction, { reportId: report.id, decision: "refund" });
    expect(await getShopStats(order.seller.id)).toMatchObject({ totalSales: 0, revenue: 0, pendingOrders: 0 });
    mode = "up";
    await checkOverduePayouts({ now: new Date(Date.now() + 5 * 60_000) });
    await pollUntil(() => refundOf(order.itemId), (row) => row.status === "completed");
  });
});

describe("the seller's cancellation before shipping", () => {
  it("refunds the buyer once to the phone that paid under duplicate clicks; stock returns; the buyer is told; the item and order read cancelled", async () => {
    const seller = await createUser({ isSeller: true, phone: "254722111222" });
    const buyer = await createUser();
    const product = await createProduct(seller.id, { price: 1300, quantityAvailable: 1 });
    const created = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
    if (!created.ok) throw new Error("order refused");
    await payOrder(created.orderId, buyer.id, "254708374149");
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ quantityAvailable: 0, status: "sold" });
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId: created.orderId } });
    signInAs(seller, SELLER);
    const answers = await Promise.all(Array.from({ length: 5 }, () => run(cancelOrderItemAction, { itemId: item.id, reason: "It broke while packing" })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => answer.ok)).toMatchObject({ message: "Item cancelled: the buyer is being refunded" });
    const refund = await pollUntil(() => refundOf(item.id), (row) => row.status === "completed");
    expect(refund).toMatchObject({ amount: 1300, phoneNumber: "254708374149", recipientId: buyer.id, attempt: 1 });
    expect(await db.b2cPayout.count({ where: { orderItemId: item.id } })).toBe(1);
    expect(await db.orderItem.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({ status: "cancelled", cancelReason: "It broke while packing", cancelledAt: expect.any(Date), refundedAt: expect.any(Date) });
    expect((await db.order.findUniqueOrThrow({ where: { id: created.orderId } })).orderStatus).toBe("cancelled");
    expect(await db.product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({ quantityAvailable: 1, status: "active" });
    expect(await db.message.findFirstOrThrow({ where: { senderId: seller.id, recipientId: buyer.id } })).toMatchObject({
      orderItemId: item.id,
      body: `I cancelled your order for ${item.productName}: It broke while packing. Your money is on its way back to your M-Pesa.`,
    });
    expect(await getShopStats(seller.id)).toMatchObject({ totalSales: 0, revenue: 0, pendingOrders: 0 });
    expect(await accountDeletionBlockers(buyer.id)).toEqual({ ordersInFlight: 0, salesInFlight: 0, payoutsOwed: 0 });
    expect(await run(updateOrderItemStatusAction, { itemId: item.id, status: "processing" })).toMatchObject({ ok: false, fieldErrors: { status: "This item was cancelled." } });
    expect(await run(contactBuyerAction, { itemId: item.id, body: "hello?" })).toMatchObject({ ok: false });
  });

  it("only the item's seller may cancel, with a reason, and only before shipping", async () => {
    const order = await paidOrder();
    signInAs(order.seller, SELLER);
    expect(await run(cancelOrderItemAction, { itemId: order.itemId, reason: "  " })).toMatchObject({ ok: false, fieldErrors: { reason: "Please give the buyer a reason" } });
    signInAs(await createUser({ isSeller: true }), SELLER);
    expect(await run(cancelOrderItemAction, { itemId: order.itemId, reason: "mine now" })).toMatchObject({ ok: false, fieldErrors: { reason: "Order Not Found" } });
    signInAs(order.buyer);
    expect(await run(cancelOrderItemAction, { itemId: order.itemId, reason: "changed my mind" })).toMatchObject({ ok: false });
    await shipped(order);
    signInAs(order.seller, SELLER);
    expect(await run(cancelOrderItemAction, { itemId: order.itemId, reason: "too late" })).toMatchObject({ ok: false, fieldErrors: { reason: "This item has shipped: it can no longer be cancelled." } });
    expect(await db.b2cPayout.count({ where: { orderItemId: order.itemId } })).toBe(0);
    expect((await db.orderItem.findUniqueOrThrow({ where: { id: order.itemId } })).status).toBe("shipped");
  });

  it("an unpaid item cannot be cancelled", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    const created = await createOrder(buyer.id, [{ productId: (await createProduct(seller.id)).id, quantity: 1 }]);
    if (!created.ok) throw new Error("order refused");
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId: created.orderId } });
    signInAs(seller, SELLER);
    expect(await run(cancelOrderItemAction, { itemId: item.id, reason: "no" })).toMatchObject({ ok: false, fieldErrors: { reason: "This order is not paid yet." } });
  });

  it("the refund goes to the phone that paid, even when the order names another phone", async () => {
    const order = await paidOrder({ price: 600 });
    await db.order.update({ where: { id: order.orderId }, data: { phoneNumber: "254799000111" } });
    signInAs(order.seller, SELLER);
    expect(await run(cancelOrderItemAction, { itemId: order.itemId, reason: "Out of stock" })).toMatchObject({ ok: true });
    expect(await pollUntil(() => refundOf(order.itemId), (row) => row.status === "completed")).toMatchObject({ phoneNumber: "254708374149" });
    await db.order.update({ where: { id: order.orderId }, data: { phoneNumber: "254708374149" } });
  });
});

describe("the ledger check on the item's life", () => {
  it("names a payout for a cancelled item, a payout sent before its hold ended, and a refund to another phone", async () => {
    env.PAYOUT_HOLD_HOURS = 48;
    try {
      const order = await paidOrder({ price: 800 });
      await shipped(order);
      await deliver(order);
      const payout = await payoutOf(order.itemId);
      await db.b2cPayout.update({ where: { id: payout.id }, data: { sentAt: new Date(), status: "submitted" } });
      expect((await findLedgerProblems()).map((problem) => problem.rule)).toContain("a seller's payout is sent only once its hold ended or the buyer confirmed receipt");
      await db.orderItem.update({ where: { id: order.itemId }, data: { status: "cancelled" } });
      expect((await findLedgerProblems()).map((problem) => problem.rule)).toContain("a refunded or cancelled item is never paid out to its seller");
      const id = randomUUID();
      await db.b2cPayout.create({ data: { id, orderItemId: order.itemId, kind: "buyer_refund", recipientId: order.buyer.id, phoneNumber: "254799999999", amount: 800, originatorConversationId: `${id}-1` } });
      expect((await findLedgerProblems()).map((problem) => problem.rule)).toContain("a refund goes to the phone that paid for the order");
      await db.b2cPayout.deleteMany({ where: { orderItemId: order.itemId } });
      await db.orderItem.update({ where: { id: order.itemId }, data: { status: "delivered" } });
    } finally {
      env.PAYOUT_HOLD_HOURS = 0;
    }
  });
});
