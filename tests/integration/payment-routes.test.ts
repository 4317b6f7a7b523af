import { untilPhoneFree, untilStudentAnswered } from "@/tests/support/daraja";
import { serverOnly } from "@/tests/support/database-kind";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { createOrder } from "@/lib/db/orders";
import { findLedgerProblems } from "@/lib/db/ledger";
import { signInAs, signOut } from "@/tests/support/session";
import { startCallbackBridge } from "@/tests/support/callback-bridge";
import { createProduct, createUser } from "./factories";

// The payment routes as Daraja and a browser meet them: pushes and queries go to the Daraja
// simulator over HTTP (global setup starts it), and its callbacks come back over HTTP to the
// callback route, through a small server on MPESA_CALLBACK_BASE_URL that hands each request
// to the route handler as Next would.
jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { POST as stkPush } from "@/app/api/mpesa/stkpush/route";
import { GET as paymentStatus } from "@/app/api/mpesa/status/[checkoutRequestId]/route";
import { POST as callbackRoute } from "@/app/api/mpesa/callback/[token]/route";
import { GET as userEvents } from "@/app/api/events/route";
import { publishUserEvent } from "@/lib/events/user-events";
import { GIVE_UP_AFTER_MS, reconcileDuePayments } from "@/lib/payments/order-payments";
import { pollUntil } from "@/tests/support/poll";

const SIMULATOR = process.env.MPESA_SIMULATOR_URL!;
const TOKEN = process.env.MPESA_CALLBACK_TOKEN!;

let stopBridge: () => Promise<void>;
beforeAll(async () => {
  stopBridge = await startCallbackBridge(callbackRoute);
});

afterAll(async () => {
  await stopBridge();
});

afterEach(async () => {
  signOut();
  expect(await findLedgerProblems()).toEqual([]);
});

async function checkoutFor(price = 1500, quantityAvailable: number | null = null) {
  const seller = await createUser({ isSeller: true });
  const buyer = await createUser();
  const product = await createProduct(seller.id, { name: "Casio fx-991ES", price, quantityAvailable });
  const created = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!created.ok) throw new Error("order refused");
  signInAs(buyer);
  return { buyer, seller, orderId: created.orderId, amount: created.amount };
}

/**
 * POST /api/mpesa/stkpush. Waits first until the simulator holds no prompt on the number
 * (Daraja refuses a push while one is unanswered, and this worker's simulator is shared with
 * other files); `waitForPhone: false` pushes at once, to meet that refusal.
 */
async function pay(body: Record<string, unknown>, { waitForPhone = true } = {}) {
  const phone = typeof body.phoneNumber === "string" ? body.phoneNumber.replace(/^0(?=[17]\d{8}$)/, "254") : null;
  if (waitForPhone && phone && /^254[17]\d{8}$/.test(phone)) await untilPhoneFree(SIMULATOR, phone);
  const response = await stkPush(new Request("http://localhost/api/mpesa/stkpush", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));
  return { status: response.status, body: (await response.json()) as { ok: boolean; message: string; code?: string; data?: { CheckoutRequestID: string | null } } };
}

async function statusOf(checkoutRequestId: string) {
  const response = await paymentStatus(new Request(`http://localhost/api/mpesa/status/${checkoutRequestId}`), { params: Promise.resolve({ checkoutRequestId }) });
  return { status: response.status, body: (await response.json()) as { data?: { paymentStatus: string; receipt: string | null; message: string | null } } };
}

async function pushesTo(phone: string) {
  const pushes = (await (await fetch(`${SIMULATOR}/__sim/pushes`)).json()) as Array<{ phone: string; checkoutRequestId: string }>;
  return pushes.filter((push) => push.phone === phone);
}

const orderOf = (orderId: string) =>
  db.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true, mpesaReceipt: true, paymentError: true, amount: true, stockReserved: true } });

describe("POST /api/mpesa/stkpush", () => {
  it("asks a visitor to log in", async () => {
    signOut();
    const { status, body } = await pay({ orderId: randomUUID(), phoneNumber: "0708374149" });
    expect(status).toBe(401);
    expect(body.message).toBe("Please log in to continue");
  });

  it("another user's order is 'not found' and nobody's phone is prompted", async () => {
    const { orderId } = await checkoutFor();
    signInAs(await createUser());
    const phone = "254798000001";
    const { status, body } = await pay({ orderId, phoneNumber: phone });
    expect(status).toBe(404);
    expect(body).toMatchObject({ ok: false, code: "not_found", message: "Order not found. Please return to your cart and try again." });
    expect(await pushesTo(phone)).toEqual([]);
  });

  it("an amount in the body that is not the order's is refused before any prompt", async () => {
    const { orderId, amount } = await checkoutFor(1500);
    const phone = "254798000002";
    const { status, body } = await pay({ orderId, phoneNumber: phone, amount: 1 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ ok: false, code: "conflict", message: "Invalid amount. Must be a positive number." });
    expect(await pushesTo(phone)).toEqual([]);
    expect((await pay({ orderId, phoneNumber: phone, amount })).status).toBe(200);
  });

  it.each([
    [{ phoneNumber: "" }, "Please enter a phone number"],
    [{ phoneNumber: "0712-abc" }, "Invalid phone number format. Use format: 07XXXXXXXX or 254XXXXXXXXX"],
    [{}, "Phone number and amount are required"],
    [{ phoneNumber: "0708374149", amount: -5 }, "Invalid amount. Must be a positive number."],
    [{ phoneNumber: "0708374149", amount: 10.5 }, "Invalid amount. Must be a positive number."],
  ])("%o is refused with '%s'", async (fields, message) => {
    const { orderId } = await checkoutFor();
    const { status, body } = await pay({ orderId, ...fields });
    expect(status).toBe(422);
    expect(body).toMatchObject({ ok: false, code: "invalid_input", message });
  });

  it("the success number: the prompt is sent, the callback comes back over HTTP and the status route says paid with the receipt", async () => {
    const { orderId } = await checkoutFor();
    const { status, body } = await pay({ orderId, phoneNumber: 708374149 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, message: "Payment request sent. Please check your phone for the M-Pesa prompt.", data: { CheckoutRequestID: expect.stringMatching(/^ws_CO_/) } });
    const id = body.data!.CheckoutRequestID!;
    const settled = await pollUntil(() => statusOf(id), (answer) => answer.body.data?.paymentStatus === "completed");
    expect(settled.body.data).toMatchObject({ paymentStatus: "completed", receipt: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "completed", mpesaReceipt: settled.body.data!.receipt });
  });

  it("a second Pay while the first is pending prompts the phone once and returns the same request", async () => {
    const { orderId } = await checkoutFor();
    const phone = "254711000005"; // never settles
    const first = await pay({ orderId, phoneNumber: phone });
    const second = await pay({ orderId, phoneNumber: phone });
    expect(second.body).toMatchObject({ ok: true, message: "Please check your phone for the M-Pesa prompt", data: { CheckoutRequestID: first.body.data!.CheckoutRequestID } });
    expect((await pushesTo(phone)).filter((push) => push.checkoutRequestId === first.body.data!.CheckoutRequestID)).toHaveLength(1);
  });

  it("a cancelled prompt ends failed with the student's sentence, and Try Payment Again with another number pays", async () => {
    const { orderId } = await checkoutFor();
    const first = await pay({ orderId, phoneNumber: "0700001032" });
    const failedAnswer = await pollUntil(() => statusOf(first.body.data!.CheckoutRequestID!), (answer) => answer.body.data?.paymentStatus === "failed");
    expect(failedAnswer.body.data).toMatchObject({ paymentStatus: "failed", message: "You cancelled the M-Pesa prompt. Nothing was charged." });
    const again = await pay({ orderId, phoneNumber: "0708374149" });
    expect(again.body.data!.CheckoutRequestID).not.toBe(first.body.data!.CheckoutRequestID);
    await pollUntil(() => statusOf(again.body.data!.CheckoutRequestID!), (answer) => answer.body.data?.paymentStatus === "completed");
    expect(await db.stkPushRequest.findMany({ where: { orderId }, select: { status: true }, orderBy: { createdAt: "asc" } })).toEqual([{ status: "failed" }, { status: "completed" }]);
  });
});

describe("a phone that still shows a prompt", () => {
  it("a second order pushed to it is refused as Daraja refuses it: the buyer is told to answer the prompt, and the order stays payable with its stock given back", async () => {
    const phone = "254711000007"; // the slow-answer number: its prompt stays on the phone a while
    const first = await checkoutFor();
    const second = await checkoutFor(1500, 1);
    // The worker's simulator is shared with other files, which may have prompted this number too.
    await untilPhoneFree(SIMULATOR, phone);
    const earlier = (await pushesTo(phone)).length;
    signInAs(first.buyer);
    expect((await pay({ orderId: first.orderId, phoneNumber: phone })).status).toBe(200);
    signInAs(second.buyer);
    const busy = await pay({ orderId: second.orderId, phoneNumber: phone }, { waitForPhone: false });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ ok: false, code: "phone_busy", message: "You already have an M-Pesa prompt on your phone. Enter your PIN or cancel it, then try again." });
    expect(await orderOf(second.orderId)).toMatchObject({ paymentStatus: "pending", paymentError: null, stockReserved: false });
    expect(await db.stkPushRequest.count({ where: { orderId: second.orderId } })).toBe(0);
    expect(await pushesTo(phone)).toHaveLength(earlier + 1);

    await untilPhoneFree(SIMULATOR, phone);
    const again = await pay({ orderId: second.orderId, phoneNumber: phone });
    expect(again.status).toBe(200);
    await pollUntil(() => statusOf(again.body.data!.CheckoutRequestID!), (answer) => answer.body.data?.paymentStatus === "completed");
  });
});

describe("prompting someone's phone over and over", () => {
  it("one phone number is prompted at most 10 times a quarter hour, whoever asks, then 429 with Retry-After", async () => {
    const phone = "254798000099";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { orderId } = await checkoutFor();
      await untilPhoneFree(SIMULATOR, phone);
      expect((await pay({ orderId, phoneNumber: phone })).status).toBe(200);
    }
    const { orderId } = await checkoutFor();
    const response = await stkPush(new Request("http://localhost/api/mpesa/stkpush", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ orderId, phoneNumber: phone }) }));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ ok: false, code: "rate_limited", message: "Too many requests. Please try again later." });
    expect((await pushesTo(phone)).length).toBe(10);
  });

  it("requests naming a phone for orders that are not the caller's spend none of its budget: its owner still pays", async () => {
    const victimPhone = "254798000088";
    const victim = await checkoutFor();
    const attacker = await createUser();
    signInAs(attacker);
    // 12 refused requests: past the phone's 10, within the attacker's own 20.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await pay({ orderId: victim.orderId, phoneNumber: victimPhone })).status).toBe(404);
      expect((await pay({ orderId: randomUUID(), phoneNumber: victimPhone })).status).toBe(404);
    }
    expect(await pushesTo(victimPhone)).toEqual([]);
    signInAs(victim.buyer);
    const own = await pay({ orderId: victim.orderId, phoneNumber: victimPhone });
    expect(own.status).toBe(200);
    expect(own.body.data!.CheckoutRequestID).toMatch(/^ws_CO_/);
  });

  it("an amount that is not the order's spends none of the phone's budget either", async () => {
    const phone = "254798000066";
    const { orderId, amount } = await checkoutFor();
    for (let attempt = 0; attempt < 11; attempt += 1) expect((await pay({ orderId, phoneNumber: phone, amount: amount + 1 })).status).toBe(409);
    expect((await pay({ orderId, phoneNumber: phone, amount })).status).toBe(200);
  });
});

describe("GET /api/mpesa/status/[checkoutRequestId]", () => {
  it("another user's payment is 'not found', like an id that does not exist", async () => {
    const { orderId } = await checkoutFor();
    const { body } = await pay({ orderId, phoneNumber: "254711000005" });
    expect((await statusOf(body.data!.CheckoutRequestID!)).status).toBe(200);
    // Its own id with a NUL after it is no id at all, not the same id cleaned.
    expect((await statusOf(`${body.data!.CheckoutRequestID}\u0000`)).status).toBe(404);
    signInAs(await createUser());
    expect((await statusOf(body.data!.CheckoutRequestID!)).status).toBe(404);
    expect((await statusOf("ws_CO_nothing")).status).toBe(404);
    expect((await statusOf("../../etc/passwd")).status).toBe(404);
  });
});

describe("POST /api/mpesa/callback/[token]", () => {
  it("a wrong token is 404 and nothing is stored or changed", async () => {
    const { orderId } = await checkoutFor();
    const { body } = await pay({ orderId, phoneNumber: "254711000005" });
    const before = await db.mpesaCallback.count();
    const forged = { Body: { stkCallback: { MerchantRequestID: "m", CheckoutRequestID: body.data!.CheckoutRequestID, ResultCode: 0, ResultDesc: "ok", CallbackMetadata: { Item: [{ Name: "Amount", Value: 1500 }, { Name: "MpesaReceiptNumber", Value: "FORGED0001" }] } } } };
    for (const token of ["wrong", TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase()]) {
      const response = await callbackRoute(new Request("http://localhost/cb", { method: "POST", body: JSON.stringify(forged) }), { params: Promise.resolve({ token }) });
      expect(response.status).toBe(404);
    }
    expect(await db.mpesaCallback.count()).toBe(before);
    expect((await orderOf(orderId)).paymentStatus).toBe("processing");
  });

  it("the duplicate-callback number is stored three times and settled once", async () => {
    const { orderId } = await checkoutFor();
    const { body } = await pay({ orderId, phoneNumber: "254711000002" });
    const id = body.data!.CheckoutRequestID!;
    const stored = await pollUntil(
      () => db.mpesaCallback.findMany({ where: { checkoutRequestId: id }, select: { outcome: true } }),
      (rows) => rows.length === 3 && rows.every((row) => row.outcome !== null),
    );
    expect(stored.map((row) => row.outcome).sort()).toEqual(["complete", "ignored:already-settled", "ignored:already-settled"]);
    expect((await orderOf(orderId)).paymentStatus).toBe("completed");
  });

  it("the wrong-amount number's callback is recorded and changes nothing; the query then settles it", async () => {
    const { orderId } = await checkoutFor();
    const { body } = await pay({ orderId, phoneNumber: "254711000004" });
    const id = body.data!.CheckoutRequestID!;
    const stored = await pollUntil(() => db.mpesaCallback.findFirst({ where: { checkoutRequestId: id }, select: { outcome: true } }), (row) => row?.outcome != null);
    expect(stored?.outcome).toBe("ignored:amount-differs");
    expect((await orderOf(orderId)).paymentStatus).toBe("processing");
    await reconcileDuePayments({ now: new Date(Date.now() + 61_000), checkoutRequestId: id });
    expect((await orderOf(orderId)).paymentStatus).toBe("completed");
  });
});

describe("reconciliation (no callback)", () => {
  it("the no-callback number is settled by an STK query once its query is due", async () => {
    const { orderId } = await checkoutFor();
    const { body } = await pay({ orderId, phoneNumber: "254711000000" });
    const id = body.data!.CheckoutRequestID!;
    await untilStudentAnswered(SIMULATOR, id);
    expect(await reconcileDuePayments({ checkoutRequestId: id })).toBe(0); // not due yet: the callback may still come
    expect(await reconcileDuePayments({ now: new Date(Date.now() + 61_000), checkoutRequestId: id })).toBe(1);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "completed", mpesaReceipt: null });
    expect(await db.stkPushRequest.findUniqueOrThrow({ where: { checkoutRequestId: id }, select: { settledBy: true } })).toEqual({ settledBy: "query" });
  });

  it("the late-callback number: the query settles it, then its callback only adds the receipt", async () => {
    const { orderId } = await checkoutFor();
    const { body } = await pay({ orderId, phoneNumber: "254711000003" });
    const id = body.data!.CheckoutRequestID!;
    await untilStudentAnswered(SIMULATOR, id);
    await reconcileDuePayments({ now: new Date(Date.now() + 61_000), checkoutRequestId: id });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "completed", mpesaReceipt: null });
    const withReceipt = await pollUntil(() => orderOf(orderId), (order) => order.mpesaReceipt !== null);
    expect(withReceipt).toMatchObject({ paymentStatus: "completed", mpesaReceipt: expect.stringMatching(/^[A-Z0-9]{10}$/) });
    expect((await db.mpesaCallback.findFirstOrThrow({ where: { checkoutRequestId: id } })).outcome).toBe("add-receipt");
  });

  serverOnly("two reconcilers at once: one of them asks about the payment and settles it", async () => {
    const { orderId } = await checkoutFor();
    const { body } = await pay({ orderId, phoneNumber: "254711000000" });
    const id = body.data!.CheckoutRequestID!;
    await untilStudentAnswered(SIMULATOR, id);
    const later = new Date(Date.now() + 61_000);
    const counts = await Promise.all([reconcileDuePayments({ now: later, checkoutRequestId: id }), reconcileDuePayments({ now: later, checkoutRequestId: id })]);
    expect(counts.sort()).toEqual([0, 1]);
    expect((await orderOf(orderId)).paymentStatus).toBe("completed");
  });

  it("a payment M-Pesa never confirms expires after the window, with a sentence that does not claim nothing was charged", async () => {
    const { orderId } = await checkoutFor();
    const { body } = await pay({ orderId, phoneNumber: "254711000005" });
    const id = body.data!.CheckoutRequestID!;
    await reconcileDuePayments({ now: new Date(Date.now() + 61_000), checkoutRequestId: id });
    expect((await orderOf(orderId)).paymentStatus).toBe("processing");
    await reconcileDuePayments({ now: new Date(Date.now() + GIVE_UP_AFTER_MS + 1_000), checkoutRequestId: id });
    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: "failed",
      paymentError: "M-Pesa did not confirm this payment in time. If money left your account it will show here; otherwise try again.",
    });
    expect(await db.stkPushRequest.findUniqueOrThrow({ where: { checkoutRequestId: id }, select: { status: true, settledBy: true } })).toEqual({ status: "expired", settledBy: "expiry" });
  });
});

describe("payment changes on the signed-in tab's event stream (GET /api/events)", () => {
  /** Reads the stream until what arrived so far passes `enough`; a stream that ends first fails the test. */
  async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, enough: (text: string) => boolean) {
    const decoder = new TextDecoder();
    let text = "";
    while (!enough(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended early: ${text}`);
      text += decoder.decode(value);
    }
    return text;
  }
  const count = (text: string, line: string) => text.split(line).length - 1;

  it("tells the buyer's open tab the moment the callback settles the payment, then closes when the tab goes", async () => {
    const { orderId, buyer } = await checkoutFor();
    const leave = new AbortController();
    const response = await userEvents(new Request("http://localhost/api/events", { signal: leave.signal }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = response.body!.getReader();
    expect(await readUntil(reader, (text) => text.includes("event: ready"))).toContain("retry: 3000");
    signInAs(buyer);
    const { body } = await pay({ orderId, phoneNumber: "0708374149" });
    expect(body.ok).toBe(true);
    // Two events: the push went out, then the simulator's callback settled it; each names the order and nothing else.
    const text = await readUntil(reader, (so) => count(so, "event: order") >= 2);
    expect(text).toContain(`data: {"orderId":"${orderId}"}`);
    expect((await orderOf(orderId)).paymentStatus).toBe("completed");
    leave.abort();
    await expect(reader.read()).resolves.toMatchObject({ done: true });
  });

  it("a notice naming someone else's order is not passed on (the stream checks the order is theirs)", async () => {
    const { orderId } = await checkoutFor();
    const snoop = await createUser();
    signInAs(snoop);
    const leave = new AbortController();
    const response = await userEvents(new Request("http://localhost/api/events", { signal: leave.signal }));
    const reader = response.body!.getReader();
    await readUntil(reader, (text) => text.includes("event: ready"));
    const seller = await createUser({ isSeller: true });
    const own = await createOrder(snoop.id, [{ productId: (await createProduct(seller.id)).id, quantity: 1 }]);
    if (!own.ok) throw new Error("order refused");
    publishUserEvent({ userId: snoop.id, kind: "order", id: orderId });
    publishUserEvent({ userId: snoop.id, kind: "order", id: randomUUID() });
    // The snoop's own order follows as a marker: when it has arrived, the notices before it were handled.
    publishUserEvent({ userId: snoop.id, kind: "order", id: own.orderId });
    const text = await readUntil(reader, (so) => so.includes(own.orderId));
    expect(count(text, "event: order")).toBe(1);
    expect(text).not.toContain(orderId);
    leave.abort();
  });
});
