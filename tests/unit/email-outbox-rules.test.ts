import { EMAIL_CLAIM_LEASE_MS, EMAIL_KIND_TOPIC, EMAIL_KINDS, EMAIL_MAX_ATTEMPTS, EMAIL_TOPICS, MESSAGE_EMAIL_INTERVAL_MS, emailDecision, isEmailKind, isEmailTopic, messageThrottleKey, nextEmailAttemptAt, type EmailPayloads } from "@/lib/mail/email-kinds";
import { renderEventEmail, type EventEmailContext } from "@/lib/mail/event-emails";
import { EMAIL_TOPIC_LABELS } from "@/lib/messages/email";

const context: EventEmailContext = { username: "Wanjiru", site: "https://campus.example", unsubscribe: { link: "https://campus.example/email/unsubscribe?token=a.b&c=1", topicTitle: "New orders" } };
const ORDER = "3f2a1b0c-0000-4000-8000-000000000001";
const HOSTILE = `<img src=x onerror="alert(1)"> & "quotes"`;

const samples: { [Kind in keyof EmailPayloads]: EmailPayloads[Kind] } = {
  "order-paid": { orderId: ORDER, items: [{ name: HOSTILE, quantity: 2, subtotal: 3000 }], buyerId: "buyer-1", buyerName: "Kamau", deliveryOption: "pickup", firstItemId: "item-1" },
  "report-filed": { orderId: ORDER, productName: HOSTILE, reporterId: "buyer-1", description: HOSTILE },
  "payout-held": { orderId: ORDER, productNames: [HOSTILE, "Lamp"], amount: 4500 },
  "payout-released": { orderId: ORDER, productNames: [HOSTILE], amount: 4500 },
  "payout-sent": { orderId: ORDER, productName: HOSTILE, amount: 4500, transactionId: "TX123", sentAt: "2026-11-27T14:30:00.000Z" },
  "payment-received": { orderId: ORDER, receipt: "QKX123", amount: 3000, paidAt: "2026-11-27T14:30:00.000Z", items: [{ name: HOSTILE, quantity: 1, subtotal: 3000 }] },
  "item-shipped": { orderId: ORDER, productName: HOSTILE },
  "item-delivered": { orderId: ORDER, productName: HOSTILE, payoutDueAt: "2026-11-29T14:30:00.000Z" },
  "item-cancelled": { orderId: ORDER, productName: HOSTILE, amount: 3000, reason: HOSTILE },
  "refund-sent": { orderId: ORDER, productName: HOSTILE, amount: 3000, transactionId: "RF123", sentAt: "2026-11-27T14:30:00.000Z" },
  "new-message": { senderId: "sender-1", senderName: "Otieno", preview: HOSTILE },
  "verification-approved": { businessName: HOSTILE },
  "verification-refused": { businessName: "Baraka Supplies", reason: HOSTILE },
  "listing-hidden": { productId: "product-1", productName: HOSTILE, reason: HOSTILE },
  "review-hidden": { orderId: ORDER, productName: HOSTILE, sellerName: "Otieno", reason: HOSTILE },
};

describe("every kind of email", () => {
  it("belongs to a topic Settings has a switch and words for", () => {
    for (const kind of EMAIL_KINDS) expect(EMAIL_TOPICS).toContain(EMAIL_KIND_TOPIC[kind]);
    for (const topic of EMAIL_TOPICS) expect(EMAIL_TOPIC_LABELS[topic].title).toBeTruthy();
    expect(isEmailKind("order-paid")).toBe(true);
    expect(isEmailKind("toString")).toBe(false);
    expect(isEmailKind(undefined)).toBe(false);
    expect(isEmailTopic("payouts")).toBe(true);
    for (const value of ["toString", "", 1, null, ["payouts"]]) expect(isEmailTopic(value)).toBe(false);
  });

  it.each(EMAIL_KINDS)("%s: escapes what users wrote in the html part and keeps it readable in the text part", (kind) => {
    const { text, html } = renderEventEmail(kind, samples[kind] as never, context);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(text).toContain(HOSTILE);
  });

  it.each(EMAIL_KINDS)("%s: ends with the unsubscribe link of its kind in both parts", (kind) => {
    const { text, html } = renderEventEmail(kind, samples[kind] as never, context);
    expect(text).toContain(`Unsubscribe from "New orders" emails:\n${context.unsubscribe.link}`);
    expect(html).toContain(`href="${context.unsubscribe.link.replace(/&/g, "&amp;")}"`);
  });
});

describe("the emails' own words", () => {
  it("gives the buyer the receipt and the order's link when the payment arrives", () => {
    const { subject, text } = renderEventEmail("payment-received", samples["payment-received"], context);
    expect(subject).toBe("Payment received: order 3f2a1b0c");
    expect(text).toContain("M-Pesa receipt: QKX123");
    expect(text).toContain("KES 3,000.00");
    expect(text).toContain("Paid: 27 Nov 2026, 17:30");
    expect(text).toContain(`https://campus.example/orders/${ORDER}`);
  });

  it("says when the seller is paid and offers Confirm received when delivery started a hold", () => {
    const { text } = renderEventEmail("item-delivered", samples["item-delivered"], context);
    expect(text).toContain("The seller is paid on 29 Nov 2026, 17:30");
    expect(text).toContain(`Confirm received:\nhttps://campus.example/orders/${ORDER}`);
  });

  it("still offers Confirm received without a release time", () => {
    const { text } = renderEventEmail("item-delivered", { ...samples["item-delivered"], payoutDueAt: null }, context);
    expect(text).not.toContain("is paid on");
    expect(text).toContain("press Confirm received");
  });

  it("invites the buyer of a delivered item to rate the seller on the order page", () => {
    const { text } = renderEventEmail("item-delivered", samples["item-delivered"], context);
    expect(text).toContain(`Rate the seller on your order page: https://campus.example/orders/${ORDER}`);
  });

  it("tells a reviewer that staff hid their review, with the reason and the order's link", () => {
    const { subject, text } = renderEventEmail("review-hidden", samples["review-hidden"], context);
    expect(subject).toBe("Your review of Otieno was hidden");
    expect(text).toContain(`Their reason: “${HOSTILE}”`);
    expect(text).toContain(`See your order:\nhttps://campus.example/orders/${ORDER}`);
  });

  it("tells a seller what to do next about a paid order", () => {
    const { text } = renderEventEmail("order-paid", samples["order-paid"], context);
    expect(text).toContain("What to do next: contact the buyer");
    expect(text).toContain("https://campus.example/seller/orders/item-1");
  });
});

describe("sending rules", () => {
  const present = { email: "a@b.ke", deleted: false, optedOut: false, online: false };

  it("sends to a recipient who wants it", () => {
    expect(emailDecision("order-paid", present)).toEqual({ send: true });
  });

  it("skips a kind turned off, a deleted account, and a message to someone on the site", () => {
    expect(emailDecision("order-paid", { ...present, optedOut: true })).toEqual({ send: false, because: "unsubscribed" });
    expect(emailDecision("order-paid", { ...present, deleted: true })).toEqual({ send: false, because: "no-recipient" });
    expect(emailDecision("new-message", { ...present, online: true })).toEqual({ send: false, because: "on-site" });
    expect(emailDecision("payment-received", { ...present, online: true })).toEqual({ send: true });
  });

  it("retries later and later, then gives up", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const delays = Array.from({ length: EMAIL_MAX_ATTEMPTS - 1 }, (_, i) => nextEmailAttemptAt(i + 1, now)!.getTime() - now.getTime());
    // Half a minute, two, ten, thirty, then an hour: each wait longer than the one before.
    expect(delays).toEqual([30_000, 120_000, 600_000, 1_800_000, 3_600_000]);
    expect(nextEmailAttemptAt(EMAIL_MAX_ATTEMPTS, now)).toBeNull();
    // An email not yet tried that failed to claim waits the first delay, not none.
    expect(nextEmailAttemptAt(0, now)!.getTime() - now.getTime()).toBe(30_000);
  });

  it("a conversation email goes at most once an hour per pair, and a claim is held two minutes", () => {
    expect(MESSAGE_EMAIL_INTERVAL_MS).toBe(3_600_000);
    expect(EMAIL_CLAIM_LEASE_MS).toBe(120_000);
    expect(messageThrottleKey("recipient-id", "sender-id")).toBe("recipient-id:sender-id");
    expect(messageThrottleKey("sender-id", "recipient-id")).not.toBe(messageThrottleKey("recipient-id", "sender-id"));
  });
});
