import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { createOrder } from "@/lib/db/orders";
import { applyStkResult, claimPaymentStart, recordPushAccepted } from "@/lib/db/payments";
import { moveOrderItem } from "@/lib/db/fulfilment";
import { createIssueReport, decideIssue } from "@/lib/db/issue-reports";
import { applyB2cResult } from "@/lib/db/payouts";
import { sendMessage } from "@/lib/db/messages";
import { claimDueEmails, closeEventStream, enqueueEmail, openEventStream, setEmailTopic } from "@/lib/db/email-outbox";
import { EMAIL_CLAIM_LEASE_MS } from "@/lib/mail/email-kinds";
import { sendDueEmails } from "@/lib/mail/outbox-sender";
import { POST as unsubscribeRoute } from "@/app/api/email/unsubscribe/route";
import { serverOnly } from "@/tests/support/database-kind";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { waitForMailTo } from "./mail-inbox";
import { createProduct, createUser } from "./factories";
import { mailsTo, type SunkMail } from "./mail-inbox";

// The emails of an order's life against the database and the real SMTP sink: each event's
// email is written in the transaction of its change and sent once, whatever repeats (a
// duplicate callback, a second sender, a sender that stopped mid-way), never to a kind its
// recipient turned off, and a message only to someone away from the site, once an hour per
// conversation.

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);
// Next's after(): the tasks a request leaves for once it has answered, run when the test says.
const mockAfterTasks: Array<() => unknown> = [];
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: (task: () => unknown) => void mockAfterTasks.push(task) }));

import { sendMessageAction } from "@/lib/actions/messages";

type Person = { id: string; email: string };

const later = (ms: number) => new Date(Date.now() + ms);

/**
 * Everything due now, sent (and anything due by `at`). Round after round until one finds
 * nothing: the files a worker ran before this one leave their own events' emails in the
 * outbox, due earlier than this test's, and a single round of 100 could be spent on them
 * (the first test of the file then saw no email of its own). A failed send is retried only
 * after `at`, so the rounds end.
 */
async function drain(at?: Date): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    const { sent, skipped, failed } = await sendDueEmails({ limit: 100, ...(at ? { now: at } : {}) });
    if (sent + skipped + failed === 0) return;
  }
  throw new Error("the outbox still had due emails after 100 rounds");
}

async function mailsAbout(person: Person, subject: string | RegExp): Promise<SunkMail[]> {
  return (await mailsTo(person.email)).filter((mail) => (typeof subject === "string" ? mail.subject.includes(subject) : subject.test(mail.subject)));
}

async function outboxRows(recipientId: string) {
  return db.emailOutbox.findMany({ where: { recipientId }, orderBy: { createdAt: "asc" }, select: { kind: true, status: true, lastError: true, attempts: true } });
}

/** A buyer's order of one seller's product, its push accepted; `settle` applies M-Pesa's success callback (again when called again). */
async function orderAwaitingPayment(options: { productName?: string; price?: number } = {}) {
  const seller = await createUser({ isSeller: true, fullName: "Achieng Otieno" });
  const buyer = await createUser({ fullName: "Kamau Njoroge" });
  const product = await createProduct(seller.id, { name: options.productName ?? "Casio fx-991ES calculator", price: options.price ?? 1500 });
  const order = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!order.ok) throw new Error("the order was refused");
  const claim = await claimPaymentStart(order.orderId, buyer.id, "254708374149");
  if (claim.kind !== "start") throw new Error(`the payment could not start (${claim.kind})`);
  const checkoutRequestId = `ws_CO_${randomUUID()}`;
  await recordPushAccepted(order.orderId, { checkoutRequestId, merchantRequestId: "m-test", phone: "254708374149", amount: claim.amount, accountReference: "email", firstQueryAt: later(60_000) });
  const receipt = `T${randomUUID().replace(/-/g, "").slice(0, 9).toUpperCase()}`;
  const settle = () => applyStkResult(checkoutRequestId, { source: "callback", resultCode: 0, amount: claim.amount, receipt }, { test: "email" });
  const item = await db.orderItem.findFirstOrThrow({ where: { orderId: order.orderId }, select: { id: true } });
  return { seller, buyer, orderId: order.orderId, itemId: item.id, receipt, settle };
}

async function paidOrder(options: { productName?: string; price?: number } = {}) {
  const order = await orderAwaitingPayment(options);
  await order.settle();
  return order;
}

/** A seller payout row of the item, waiting to be sent (as "delivered" makes it). */
async function pendingPayout(itemId: string, sellerId: string, status: "pending" | "submitted" = "pending") {
  const item = await db.orderItem.update({ where: { id: itemId }, data: { status: "delivered", buyerContacted: true, buyerAgreed: true, deliveredAt: new Date() }, select: { subtotal: true } });
  const id = randomUUID();
  await db.b2cPayout.create({
    data: { id, orderItemId: itemId, recipientId: sellerId, phoneNumber: "254722000123", amount: item.subtotal, originatorConversationId: `${id}-1`, status, sentAt: status === "pending" ? null : new Date() },
  });
  return id;
}

// The files this worker ran before leave their own events' emails in its outbox (each worker
// has its database). Sending them here is not this file's subject and took most of its time:
// they are set aside first, so a drain sends this file's emails only.
beforeAll(async () => {
  await db.emailOutbox.deleteMany({});
});

describe("a paid order", () => {
  it("emails the buyer the receipt and the seller what to do next, once each however often the callback comes", async () => {
    const order = await orderAwaitingPayment({ productName: "Casio fx-991ES calculator", price: 1500 });
    await order.settle();
    await order.settle();
    await drain();
    await order.settle();
    // An hour ahead too, so a send that failed is retried here rather than left for later: what
    // is checked is one email per event, retries included.
    await drain(later(60 * 60_000));

    const [receipt] = await mailsAbout(order.buyer, "Payment received");
    expect(await mailsAbout(order.buyer, "Payment received")).toHaveLength(1);
    expect(receipt!.text).toContain(order.receipt);
    expect(receipt!.text).toContain("KES 1,500.00");
    expect(receipt!.text).toContain(`http://localhost:3000/orders/${order.orderId}`);
    expect(receipt!.html).toContain("Casio fx-991ES calculator");

    const sellerMails = await mailsAbout(order.seller, "New order");
    expect(sellerMails).toHaveLength(1);
    expect(sellerMails[0]!.text).toContain("Kamau Njoroge paid");
    expect(sellerMails[0]!.text).toContain("What to do next");
    expect(sellerMails[0]!.text).toContain(`http://localhost:3000/seller/orders/${order.itemId}`);
  });

  it("carries a one-click unsubscribe for its kind in the List-Unsubscribe headers and a link in the text", async () => {
    const order = await paidOrder();
    await drain();
    const [mail] = await mailsAbout(order.seller, "New order");
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.text).toMatch(/Unsubscribe from "New orders" emails:\nhttp:\/\/localhost:3000\/email\/unsubscribe\?token=/);
  });

  it("is not emailed to a seller who turned the kind off with the one-click address, and the row says why", async () => {
    const first = await paidOrder();
    await drain();
    const [mail] = await mailsAbout(first.seller, "New order");
    const oneClick = mail!.headers["list-unsubscribe"]!.slice(1, -1);
    const answer = await unsubscribeRoute(new Request(oneClick, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }));
    expect(answer.status).toBe(200);

    // A second order from the same seller.
    const buyer = await createUser();
    const product = await createProduct(first.seller.id, { name: "Desk lamp" });
    const order = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
    if (!order.ok) throw new Error("refused");
    const claim = await claimPaymentStart(order.orderId, buyer.id, "254708374149");
    if (claim.kind !== "start") throw new Error("not started");
    const checkoutRequestId = `ws_CO_${randomUUID()}`;
    await recordPushAccepted(order.orderId, { checkoutRequestId, merchantRequestId: "m", phone: "254708374149", amount: claim.amount, accountReference: "email", firstQueryAt: later(60_000) });
    await applyStkResult(checkoutRequestId, { source: "callback", resultCode: 0, amount: claim.amount, receipt: `T${randomUUID().slice(0, 9).toUpperCase()}` }, {});
    await drain();

    expect(await mailsAbout(first.seller, "New order")).toHaveLength(1);
    expect((await outboxRows(first.seller.id)).filter((row) => row.kind === "order-paid").map((row) => [row.status, row.lastError])).toEqual([
      ["sent", null],
      ["skipped", "unsubscribed"],
    ]);
    // The buyer's own kinds are theirs: the receipt still goes.
    expect(await mailsAbout(buyer, "Payment received")).toHaveLength(1);
  });
});

describe("a sender that stops, and senders side by side", () => {
  it("sends an email claimed by a sender that stopped once its claim runs out, and only once", async () => {
    const order = await paidOrder();
    // Another instance claims the emails and stops before sending them.
    const claimed = await claimDueEmails({ leaseMs: EMAIL_CLAIM_LEASE_MS, limit: 100 });
    expect(claimed.map((email) => email.recipientId)).toEqual(expect.arrayContaining([order.buyer.id, order.seller.id]));

    await drain();
    expect(await mailsAbout(order.buyer, "Payment received")).toHaveLength(0);

    await drain(later(EMAIL_CLAIM_LEASE_MS + 1_000));
    await drain(later(3 * EMAIL_CLAIM_LEASE_MS));
    await drain();
    expect(await mailsAbout(order.buyer, "Payment received")).toHaveLength(1);
    expect(await mailsAbout(order.seller, "New order")).toHaveLength(1);
    expect((await outboxRows(order.buyer.id)).map((row) => [row.status, row.attempts])).toEqual([["sent", 2]]);
  });

  it("keeps an email the mail server refused for a later attempt instead of losing it", async () => {
    const person = await createUser();
    await db.$transaction((tx) => enqueueEmail(tx, { kind: "item-shipped", recipientId: person.id, eventKey: `test-refused:${person.id}`, data: { orderId: randomUUID(), productName: "Textbook" } }));
    const { resetMailTransportForTests } = await import("@/lib/mail/transport");
    resetMailTransportForTests({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      await drain();
    } finally {
      resetMailTransportForTests();
    }
    const [row] = await outboxRows(person.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);

    await drain(later(60 * 60_000));
    expect(await mailsAbout(person, "On its way")).toHaveLength(1);
  });

  serverOnly("three senders at once send each of twelve emails exactly once", async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser()));
    await db.$transaction(async (tx) => {
      for (const person of people) await enqueueEmail(tx, { kind: "item-shipped", recipientId: person.id, eventKey: `test-race:${person.id}`, data: { orderId: randomUUID(), productName: "Bicycle" } });
    });
    await Promise.all([sendDueEmails({ limit: 5 }), sendDueEmails({ limit: 5 }), sendDueEmails({ limit: 5 }), sendDueEmails({ limit: 5 })]);
    await drain();
    for (const person of people) expect(await mailsAbout(person, "On its way")).toHaveLength(1);
  });
});

describe("shipping, delivery, reports and payouts", () => {
  it("tells the buyer once when the item ships and when it is delivered, with Confirm received on the order page", async () => {
    const order = await paidOrder({ productName: "Office chair" });
    await db.orderItem.update({ where: { id: order.itemId }, data: { buyerContacted: true, buyerAgreed: true, status: "processing" } });
    expect(await moveOrderItem(order.itemId, order.seller.id, "shipped")).toMatchObject({ ok: true });
    expect(await moveOrderItem(order.itemId, order.seller.id, "shipped")).toMatchObject({ ok: false });
    expect(await moveOrderItem(order.itemId, order.seller.id, "delivered")).toMatchObject({ ok: true });
    expect(await moveOrderItem(order.itemId, order.seller.id, "delivered")).toMatchObject({ ok: false });
    await drain();
    await drain();

    expect(await mailsAbout(order.buyer, "On its way: Office chair")).toHaveLength(1);
    const delivered = await mailsAbout(order.buyer, "Delivered: Office chair");
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.text).toMatch(new RegExp(`Confirm received:\\nhttp://localhost:3000/orders/${order.orderId}`));
  });

  it("tells the seller of a report against them and of the payout it holds, once", async () => {
    const order = await paidOrder({ productName: "Gas cooker" });
    await pendingPayout(order.itemId, order.seller.id);
    const report = await createIssueReport(order.buyer.id, order.orderId, null, "It does not light <b>at all</b>");
    expect(report.ok).toBe(true);
    await drain();
    await drain();

    const reported = await mailsAbout(order.seller, "reported a problem");
    expect(reported).toHaveLength(1);
    expect(reported[0]!.html).toContain("It does not light &lt;b&gt;at all&lt;/b&gt;");
    expect(reported[0]!.html).not.toContain("<b>at all</b>");
    const held = await mailsAbout(order.seller, "Payout on hold");
    expect(held).toHaveLength(1);
    expect(held[0]!.text).toContain("KES 1,500.00 for Gas cooker");

    // Staff release it: the seller hears that it goes out, once.
    if (!report.ok) return;
    const staff = await createUser({ role: "staff" });
    expect(await decideIssue(report.id, staff.id, "release")).toMatchObject({ ok: true });
    expect(await decideIssue(report.id, staff.id, "release")).toMatchObject({ ok: false });
    await drain();
    expect(await mailsAbout(order.seller, "Payout released")).toHaveLength(1);
  });

  it("sends the seller the payout's M-Pesa transaction once, however often the result comes", async () => {
    const order = await paidOrder({ productName: "Mini fridge", price: 8000 });
    const payoutId = await pendingPayout(order.itemId, order.seller.id, "submitted");
    const result = { resultCode: 0, resultDesc: "The service request is processed successfully.", transactionId: `TX${randomUUID().slice(0, 8).toUpperCase()}` };
    await applyB2cResult(`${payoutId}-1`, result, { test: "email" });
    await applyB2cResult(`${payoutId}-1`, result, { test: "email" });
    await drain();
    await applyB2cResult(`${payoutId}-1`, result, { test: "email" });
    await drain();

    const paid = await mailsAbout(order.seller, "Paid: KES 8,000.00 for Mini fridge");
    expect(paid).toHaveLength(1);
    expect(paid[0]!.text).toContain(result.transactionId);
  });

  it("sends the buyer the refund's receipt once", async () => {
    const order = await paidOrder({ productName: "Headphones", price: 2500 });
    const id = randomUUID();
    await db.b2cPayout.create({
      data: { id, orderItemId: order.itemId, kind: "buyer_refund", recipientId: order.buyer.id, phoneNumber: "254708374149", amount: 2500, originatorConversationId: `${id}-1`, status: "submitted", sentAt: new Date() },
    });
    const result = { resultCode: 0, resultDesc: "ok", transactionId: `RF${randomUUID().slice(0, 8).toUpperCase()}` };
    await applyB2cResult(`${id}-1`, result, {});
    await applyB2cResult(`${id}-1`, result, {});
    await drain();

    const refunded = await mailsAbout(order.buyer, "Refunded: KES 2,500.00 for Headphones");
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.text).toContain(result.transactionId);
  });
});

describe("a new message", () => {
  async function pair() {
    return { sender: await createUser({ fullName: "Wanjiru Mwangi" }), recipient: await createUser({ fullName: "Otieno Ouma" }) };
  }
  const write = (from: Person, to: Person, body: string) => sendMessage({ senderId: from.id, recipientId: to.id, body });

  it("is emailed to a recipient away from the site at most once an hour per conversation", async () => {
    const { sender, recipient } = await pair();
    await write(sender, recipient, "Is the <script>calculator</script> still available?");
    await write(sender, recipient, "Hello?");
    await drain();
    await write(sender, recipient, "I can pick it up today");
    await drain();

    const mails = await mailsAbout(recipient, "New message from Wanjiru Mwangi");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Is the <script>calculator</script> still available?");
    expect(mails[0]!.html).toContain("&lt;script&gt;calculator&lt;/script&gt;");
    expect(mails[0]!.text).toContain(`/profile?tab=messages&box=received&to=${sender.id}`);

    // Another conversation has its own hour.
    const other = await createUser({ fullName: "Njeri Kariuki" });
    await write(other, recipient, "Do you still sell the desk?");
    await drain();
    expect(await mailsAbout(recipient, "New message from Njeri Kariuki")).toHaveLength(1);

    // An hour after the first email, the next message is emailed again.
    await db.emailOutbox.updateMany({ where: { recipientId: recipient.id, throttleKey: `${recipient.id}:${sender.id}` }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } });
    await write(sender, recipient, "Still there?");
    await drain();
    expect(await mailsAbout(recipient, "New message from Wanjiru Mwangi")).toHaveLength(2);
  });

  it("is not emailed while the recipient has a tab open, nor when they open one before it goes", async () => {
    const { sender, recipient } = await pair();
    const stream = await openEventStream(recipient.id);
    await write(sender, recipient, "Are you there?");
    await drain();
    expect(await mailsTo(recipient.email)).toHaveLength(0);
    expect(await db.emailOutbox.count({ where: { recipientId: recipient.id } })).toBe(0);
    await closeEventStream(stream);

    // Away when it was written, back on the site before the sender ran: skipped, and the hour is not spent.
    await write(sender, recipient, "Hello again");
    const back = await openEventStream(recipient.id);
    await drain();
    expect(await mailsTo(recipient.email)).toHaveLength(0);
    expect((await outboxRows(recipient.id)).map((row) => [row.status, row.lastError])).toEqual([["skipped", "on-site"]]);
    await closeEventStream(back);

    await write(sender, recipient, "Now you are away");
    await drain();
    expect(await mailsAbout(recipient, "New message from")).toHaveLength(1);
  });

  it("goes out after the action that sent the message has answered, not inside it", async () => {
    const { sender, recipient } = await pair();
    mockAfterTasks.length = 0;
    signInAs(sender);
    try {
      expect(await run(sendMessageAction, { recipientId: recipient.id, body: "Is it still available?" })).toMatchObject({ ok: true });
    } finally {
      signOut();
    }
    // Answered: the email is owed, not yet sent.
    expect(await mailsTo(recipient.email)).toHaveLength(0);
    expect((await outboxRows(recipient.id)).map((row) => row.status)).toEqual(["pending"]);
    expect(mockAfterTasks).toHaveLength(1);

    await Promise.all(mockAfterTasks.splice(0).map((task) => task()));
    const mail = await waitForMailTo(recipient.email);
    expect(mail.subject).toBe("New message from Wanjiru Mwangi");
  });

  serverOnly("ten messages written at once in one conversation make one email", async () => {
    const { sender, recipient } = await pair();
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(sender, recipient, `Message ${i}`)));
    await drain();
    expect(await mailsAbout(recipient, "New message from")).toHaveLength(1);
    expect(await db.emailOutbox.count({ where: { recipientId: recipient.id } })).toBe(1);
  });

  it("is not emailed to someone who turned message emails off", async () => {
    const { sender, recipient } = await pair();
    await setEmailTopic(recipient.id, "messages", false);
    await write(sender, recipient, "Hi!");
    await drain();
    expect(await mailsTo(recipient.email)).toHaveLength(0);
    expect((await outboxRows(recipient.id)).map((row) => row.status)).toEqual(["skipped"]);
  });
});
