// The words of the emails the outbox sends, one function per kind, as text and HTML through the
// same layout as the account emails (templates.ts). Pure: the payload, the recipient's name and
// the links in, the rendered email out. Everything a user wrote (product names, messages, a
// report) is escaped there in the HTML part.
import { formatKes, shortOrderId } from "@/lib/format";
import type { EmailKind, EmailOrderLine, EmailPayloads } from "./email-kinds";
import { render, type EmailContent, type RenderedEmail } from "./templates";

export type EventEmailContext = {
  username: string;
  /** The site's address, no trailing slash. */
  site: string;
  /** The page that turns this kind off (a confirm button), and what it turns off. */
  unsubscribe: { link: string; topicTitle: string };
};

const dateTime = new Intl.DateTimeFormat("en-KE", { timeZone: "Africa/Nairobi", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });

/** "27 Nov 2026, 17:30" in Nairobi time, whatever the server's zone. */
export function formatEmailDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

function lines(items: EmailOrderLine[]): string[] {
  return items.map((item) => `${item.quantity} × ${item.name}: ${formatKes(item.subtotal)}`);
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "your item";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

type Body = Omit<EmailContent, "username" | "unsubscribe">;

const BODIES: { [Kind in EmailKind]: (data: EmailPayloads[Kind], site: string) => Body } = {
  "order-paid": (data, site) => ({
    subject: `New order ${shortOrderId(data.orderId)}: paid, ready for you`,
    paragraphs: [
      `${data.buyerName || "A buyer"} paid for ${data.items.length === 1 ? "an item" : "items"} from your shop. The money is held safely by Campus Market until the order is delivered.`,
      ...lines(data.items),
      data.deliveryOption === "delivery" ? "The buyer asked for delivery." : "The buyer will pick it up.",
      "What to do next: contact the buyer to agree where and when, then mark the item shipped and, once it is in their hands, delivered.",
    ],
    action: { label: "Open the order", link: data.items.length === 1 ? `${site}/seller/orders/${data.firstItemId}` : `${site}/myshop` },
    footer: "Contact the buyer within a day so they know you are on it.",
  }),
  "report-filed": (data, site) => ({
    subject: `A buyer reported a problem with order ${shortOrderId(data.orderId)}`,
    paragraphs: [
      `The buyer of ${data.productName ?? "an item from your shop"} reported a problem:`,
      `“${data.description}”`,
      "Our staff will look at the order and the messages between you. Payouts for this order wait until they decide. Replying to the buyer often settles it fastest.",
    ],
    action: { label: "See your orders", link: `${site}/myshop` },
    footer: "You will hear from us when staff decide.",
  }),
  "payout-held": (data, site) => ({
    subject: `Payout on hold: order ${shortOrderId(data.orderId)}`,
    paragraphs: [
      `Your payout of ${formatKes(data.amount)} for ${listNames(data.productNames)} is on hold because the buyer reported a problem.`,
      "Staff will decide: either the payout goes to you, or the buyer is refunded.",
    ],
    action: { label: "See your orders", link: `${site}/myshop` },
    footer: "Nothing is lost while it is held.",
  }),
  "payout-released": (data, site) => ({
    subject: `Payout released: order ${shortOrderId(data.orderId)}`,
    paragraphs: [`Your payout of ${formatKes(data.amount)} for ${listNames(data.productNames)} is released and on its way to your M-Pesa.`, "You will get another email when M-Pesa confirms it."],
    action: { label: "See your earnings", link: `${site}/myshop` },
    footer: "Thank you for selling on Campus Market.",
  }),
  "payout-sent": (data, site) => ({
    subject: `Paid: ${formatKes(data.amount)} for ${data.productName}`,
    paragraphs: [
      `M-Pesa sent you ${formatKes(data.amount)} for ${data.productName} (order ${shortOrderId(data.orderId)}).`,
      `M-Pesa transaction: ${data.transactionId}`,
      `Sent: ${formatEmailDateTime(data.sentAt)}`,
    ],
    action: { label: "See your earnings", link: `${site}/myshop` },
    footer: "Keep this email as your record of the payment.",
  }),
  "payment-received": (data, site) => ({
    subject: `Payment received: order ${shortOrderId(data.orderId)}`,
    paragraphs: [
      `We received your payment of ${formatKes(data.amount)}. Here is your receipt.`,
      ...lines(data.items),
      `M-Pesa receipt: ${data.receipt ?? "on its way from M-Pesa"}`,
      `Paid: ${formatEmailDateTime(data.paidAt)}`,
      "The seller will contact you to arrange pickup or delivery. The money is held until you have your order.",
    ],
    action: { label: "View your order", link: `${site}/orders/${data.orderId}` },
    footer: "Keep this email as your receipt.",
  }),
  "item-shipped": (data, site) => ({
    subject: `On its way: ${data.productName}`,
    paragraphs: [`The seller marked ${data.productName} (order ${shortOrderId(data.orderId)}) as shipped.`, "If anything is wrong when it arrives, report it from your order page."],
    action: { label: "View your order", link: `${site}/orders/${data.orderId}` },
    footer: "Happy trading!",
  }),
  "item-delivered": (data, site) => ({
    subject: `Delivered: ${data.productName}`,
    paragraphs: [
      `The seller marked ${data.productName} (order ${shortOrderId(data.orderId)}) as delivered.`,
      data.payoutDueAt
        ? `The seller is paid on ${formatEmailDateTime(data.payoutDueAt)}. If you have your item and all is well, press Confirm received to pay them now. If something is wrong, report it before then and the money stays held.`
        : "If you have your item and all is well, press Confirm received on your order page. If something is wrong, report it from the same page.",
      // The invitation to review (docs/decisions/reviews.md): the same order page holds the form.
      `How was it? Rate the seller on your order page: ${site}/orders/${data.orderId}`,
    ],
    action: { label: "Confirm received", link: `${site}/orders/${data.orderId}` },
    footer: "Did not get it? Report the problem from your order page.",
  }),
  "item-cancelled": (data, site) => ({
    subject: `Cancelled: ${data.productName}`,
    paragraphs: [
      `The seller cancelled ${data.productName} (order ${shortOrderId(data.orderId)}).`,
      ...(data.reason ? [`Their reason: “${data.reason}”`] : []),
      `Your ${formatKes(data.amount)} is on its way back to the M-Pesa number you paid with. You will get the receipt by email when M-Pesa confirms it.`,
    ],
    action: { label: "View your order", link: `${site}/orders/${data.orderId}` },
    footer: "Sorry it did not work out this time.",
  }),
  "refund-sent": (data, site) => ({
    subject: `Refunded: ${formatKes(data.amount)} for ${data.productName}`,
    paragraphs: [
      `M-Pesa sent ${formatKes(data.amount)} back to you for ${data.productName} (order ${shortOrderId(data.orderId)}). Here is your receipt.`,
      `M-Pesa transaction: ${data.transactionId}`,
      `Refunded: ${formatEmailDateTime(data.sentAt)}`,
    ],
    action: { label: "View your order", link: `${site}/orders/${data.orderId}` },
    footer: "Keep this email as your receipt.",
  }),
  "new-message": (data, site) => ({
    subject: `New message from ${data.senderName}`,
    paragraphs: [`${data.senderName} wrote to you on Campus Market:`, `“${data.preview}”`],
    action: { label: "Reply", link: `${site}/profile?tab=messages&box=received&to=${data.senderId}` },
    footer: "We email you about a conversation at most once an hour while you are away.",
  }),
  "verification-approved": (data, site) => ({
    subject: `${data.businessName} is a verified business`,
    paragraphs: [`Staff checked the documents you sent for ${data.businessName}. Your shop page, your product pages and your cards now show 'Verified business'.`],
    action: { label: "See your profile", link: `${site}/profile` },
    footer: "Thank you for selling on Campus Market.",
  }),
  "verification-refused": (data, site) => ({
    subject: `We could not verify ${data.businessName}`,
    paragraphs: [
      `Staff looked at the documents you sent for ${data.businessName} and could not verify your business. Their reason:`,
      `“${data.reason}”`,
      "You can keep selling as before. Send new documents from your profile and staff will check them again.",
    ],
    action: { label: "Send new documents", link: `${site}/profile` },
    footer: "You will get an email when staff have looked at your new documents.",
  }),
  "listing-hidden": (data, site) => ({
    subject: `Your listing was hidden: ${data.productName}`,
    paragraphs: [
      `Our staff hid your listing ${data.productName} from Campus Market after looking at reports about it.`,
      `Their reason: “${data.reason}”`,
      "It no longer shows in any list and its page says it is unavailable. You still see it in My shop.",
    ],
    action: { label: "Open My shop", link: `${site}/myshop` },
    footer: "Reply to the staff member's message on Campus Market if you think this is a mistake.",
  }),
  "review-hidden": (data, site) => ({
    subject: `Your review of ${data.sellerName} was hidden`,
    paragraphs: [
      `Our staff hid your review of ${data.sellerName} (${data.productName}, order ${shortOrderId(data.orderId)}). It no longer shows on their page or counts in their rating.`,
      `Their reason: “${data.reason}”`,
    ],
    action: { label: "See your order", link: `${site}/orders/${data.orderId}` },
    footer: "Reviews must describe your own purchase and follow the marketplace's rules.",
  }),
};

export function renderEventEmail<Kind extends EmailKind>(kind: Kind, data: EmailPayloads[Kind], context: EventEmailContext): RenderedEmail {
  const body = (BODIES[kind] as (data: EmailPayloads[Kind], site: string) => Body)(data, context.site);
  return render({
    ...body,
    username: context.username,
    unsubscribe: { label: `Unsubscribe from "${context.unsubscribe.topicTitle}" emails`, link: context.unsubscribe.link },
  });
}
