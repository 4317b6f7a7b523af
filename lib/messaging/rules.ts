import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";

// Messaging rules (the spec's states, validation rules and constants; docs/decisions/server-enforces-rules.md, realtime.md): the preview of a message,
// the live notification's text, and the buyer agreement phrases. No I/O.

/** The spec's constants: a message preview is cut at 30 characters. */
export const PREVIEW_LENGTH = 30;

/** Ours: long enough for directions and a meeting time, short enough to read. */
export const MESSAGE_MAX = 2000;

/** The first 30 characters (or `length`: an email quotes more), followed by '...' when there were more (the spec's error catalogue). */
export function messagePreview(text: string, length = PREVIEW_LENGTH): string {
  const chars = Array.from(text.trim());
  return chars.length > length ? `${chars.slice(0, length).join("")}...` : chars.join("");
}

/**
 * The spec's error catalogue: 'New message from <sender>: <preview>', or 'You have a new message' when the
 * data is unusable (no sender name or no text).
 */
export function newMessageNotice(message: { senderName?: unknown; body?: unknown } | null | undefined): string {
  const sender = typeof message?.senderName === "string" ? message.senderName.trim() : "";
  const body = typeof message?.body === "string" ? message.body.trim() : "";
  if (!sender || !body) return MESSAGING_MESSAGES.newMessageUnreadable;
  return MESSAGING_MESSAGES.newMessage(sender, messagePreview(body));
}

/**
 * The spec's states, buyer agreement: any of these, as a case-insensitive substring. The spec's
 * rule is a substring rule, so 'good' inside 'goodbye' and 'ok' inside 'book' count too: kept
 * as the spec says (the seller still confirms the hand-over), and table-tested.
 */
export const AGREEMENT_PHRASES = [
  "yes",
  "ok",
  "okay",
  "sure",
  "agreed",
  "agree",
  "confirm",
  "confirmed",
  "sounds good",
  "perfect",
  "works for me",
  "that works",
  "good",
  "fine",
  "alright",
  "accept",
  "go ahead",
] as const;

export function expressesAgreement(text: string): boolean {
  const lower = text.toLowerCase();
  return AGREEMENT_PHRASES.some((phrase) => lower.includes(phrase));
}

export type AgreementContext = {
  /** The sender is the order's buyer (only the buyer's messages count). */
  senderIsBuyer: boolean;
  buyerContacted: boolean;
  buyerAgreed: boolean;
};

/** Whether this message makes the order item's buyer_agreed true (the spec's states). */
export function agreementReached(item: AgreementContext, text: string): boolean {
  return item.senderIsBuyer && item.buyerContacted && !item.buyerAgreed && expressesAgreement(text);
}
