// The emails the outbox sends, the topic each belongs to (what a person turns off in Settings or
// with an email's unsubscribe link), and what each carries. Pure: no I/O, shared by the writers
// (lib/db/email-outbox.ts), the sender, the templates and the Settings switches.

export const EMAIL_TOPICS = ["seller-orders", "reports", "payouts", "buyer-orders", "messages", "verification"] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** A line of an order as an email shows it. */
export type EmailOrderLine = { name: string; quantity: number; subtotal: number };

/** What each email needs besides its recipient (read when it is sent). Dates are ISO strings: the payload is JSON. */
export type EmailPayloads = {
  /** To a seller: an order of theirs was paid; what to do next. */
  "order-paid": { orderId: string; items: EmailOrderLine[]; buyerId: string; buyerName: string; deliveryOption: "pickup" | "delivery" | null; firstItemId: string };
  /** To a seller: a buyer reported a problem with an order of theirs. */
  "report-filed": { orderId: string; productName: string | null; reporterId: string; description: string };
  /** To a seller: a report holds the payout of these items. */
  "payout-held": { orderId: string; productNames: string[]; amount: number };
  /** To a seller: a held payout was released and goes out now. */
  "payout-released": { orderId: string; productNames: string[]; amount: number };
  /** To a seller: M-Pesa paid them for an item. */
  "payout-sent": { orderId: string; productName: string; amount: number; transactionId: string; sentAt: string };
  /** To a buyer: their payment arrived; the receipt. */
  "payment-received": { orderId: string; receipt: string | null; amount: number; paidAt: string; items: EmailOrderLine[] };
  /** To a buyer: an item is on its way. */
  "item-shipped": { orderId: string; productName: string };
  /** To a buyer: an item was marked delivered; when the seller is paid unless they say otherwise. */
  "item-delivered": { orderId: string; productName: string; payoutDueAt: string | null };
  /** To a buyer: the seller cancelled an item; the money goes back. */
  "item-cancelled": { orderId: string; productName: string; amount: number; reason: string | null };
  /** To a buyer: M-Pesa paid a refund back to them; the receipt. */
  "refund-sent": { orderId: string; productName: string; amount: number; transactionId: string; sentAt: string };
  /** To anyone: a message arrived while they were not on the site. */
  "new-message": { senderId: string; senderName: string; preview: string };
  /** To a wholesaler: staff checked their documents; their shop shows 'Verified business' (docs/decisions/verified-businesses.md). */
  "verification-approved": { businessName: string };
  /** To a wholesaler: staff refused their documents, with the reason; they may send new ones. */
  "verification-refused": { businessName: string; reason: string };
  /** To a seller: staff hid a listing of theirs, and why (see docs/decisions/listing-reports.md). */
  "listing-hidden": { productId: string; productName: string; reason: string };
  /** To a buyer: staff hid their review of a seller, and why (see docs/decisions/reviews.md). */
  "review-hidden": { orderId: string; productName: string; sellerName: string; reason: string };
};

export type EmailKind = keyof EmailPayloads;

export const EMAIL_KIND_TOPIC: Record<EmailKind, EmailTopic> = {
  "order-paid": "seller-orders",
  "report-filed": "reports",
  "payout-held": "payouts",
  "payout-released": "payouts",
  "payout-sent": "payouts",
  "payment-received": "buyer-orders",
  "item-shipped": "buyer-orders",
  "item-delivered": "buyer-orders",
  "item-cancelled": "buyer-orders",
  "refund-sent": "buyer-orders",
  "new-message": "messages",
  "verification-approved": "verification",
  "verification-refused": "verification",
  "listing-hidden": "reports",
  "review-hidden": "buyer-orders",
};

export const EMAIL_KINDS = Object.keys(EMAIL_KIND_TOPIC) as EmailKind[];

export function isEmailKind(value: unknown): value is EmailKind {
  return typeof value === "string" && Object.hasOwn(EMAIL_KIND_TOPIC, value);
}

export function isEmailTopic(value: unknown): value is EmailTopic {
  return typeof value === "string" && (EMAIL_TOPICS as readonly string[]).includes(value);
}

/** A conversation email at most this often per pair (the recipient and the sender). */
export const MESSAGE_EMAIL_INTERVAL_MS = 60 * 60_000;

/** A tab whose stream was seen this recently is open (its heartbeat comes every 25 s). */
export const OPEN_STREAM_FRESH_MS = 70_000;

/** How long a sender holds a claimed email before another may take it (an instance that died mid-send). */
export const EMAIL_CLAIM_LEASE_MS = 2 * 60_000;

/** Attempts before an email is given up as failed, and the wait before each retry. */
export const EMAIL_MAX_ATTEMPTS = 6;
const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000];

/** When to try again after `attempts` failed tries, or null to give up. */
export function nextEmailAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= EMAIL_MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
  return new Date(now.getTime() + delay);
}

export type EmailRecipientState = { email: string | null; deleted: boolean; optedOut: boolean; online: boolean };

/** Whether a claimed email goes out, or why it is skipped, decided when it is sent. */
export function emailDecision(kind: EmailKind, recipient: EmailRecipientState): { send: true } | { send: false; because: "no-recipient" | "unsubscribed" | "on-site" } {
  if (recipient.deleted || !recipient.email) return { send: false, because: "no-recipient" };
  if (recipient.optedOut) return { send: false, because: "unsubscribed" };
  if (kind === "new-message" && recipient.online) return { send: false, because: "on-site" };
  return { send: true };
}

/** The pair key that limits conversation emails. */
export function messageThrottleKey(recipientId: string, senderId: string): string {
  return `${recipientId}:${senderId}`;
}

/** What a stored payload's event keys look like, one writer each, so a repeated event inserts nothing. */
export const EMAIL_EVENT_KEYS = {
  orderPaid: (orderId: string, sellerId: string) => `order-paid:${orderId}:${sellerId}`,
  paymentReceived: (orderId: string) => `payment-received:${orderId}`,
  reportFiled: (reportId: string) => `report-filed:${reportId}`,
  payoutHeldByReport: (reportId: string) => `payout-held:report:${reportId}`,
  payoutHeldAtDelivery: (payoutId: string) => `payout-held:payout:${payoutId}`,
  payoutReleasedByDecision: (reportId: string) => `payout-released:report:${reportId}`,
  payoutReleased: (payoutId: string) => `payout-released:payout:${payoutId}`,
  payoutSent: (payoutId: string) => `payout-sent:${payoutId}`,
  refundSent: (payoutId: string) => `refund-sent:${payoutId}`,
  itemShipped: (itemId: string) => `item-shipped:${itemId}`,
  itemDelivered: (itemId: string) => `item-delivered:${itemId}`,
  itemCancelled: (itemId: string) => `item-cancelled:${itemId}`,
  newMessage: (messageId: string) => `new-message:${messageId}`,
  /** One per decision on one round of documents: documents sent again and refused again owe a new email. */
  verificationDecided: (wholesalerId: string, decision: "approved" | "refused", documentsSentAt: Date) => `verification-${decision}:${wholesalerId}:${documentsSentAt.toISOString()}`,
  /** One per hiding: the same listing hidden again after a return is told again. */
  listingHidden: (productId: string, hiddenAt: Date) => `listing-hidden:${productId}:${hiddenAt.toISOString()}`,
  /** A review is hidden once and stays hidden: one email per review. */
  reviewHidden: (reviewId: string) => `review-hidden:${reviewId}`,
} as const;
