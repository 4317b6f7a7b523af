// The order rules of the spec's states, without the database: the fulfilment
// stage from the two flags, which status moves a seller may make, the order's status as
// the most common item status, the progress step, and what a payout's state tells the
// seller. The writer (lib/db/fulfilment.ts) reads under a row lock and asks these.

export const ITEM_STATUSES = ["pending", "processing", "shipped", "delivered"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** Final: the buyer got their money back; never paid out, no sale, nothing more to do (docs/decisions/buyer-protection.md). */
export const FINAL_ITEM_STATUSES = ["refunded", "cancelled"] as const;
export type FinalItemStatus = (typeof FINAL_ITEM_STATUSES)[number];
export type StoredItemStatus = ItemStatus | FinalItemStatus | "pending_payment";

/** Refunded or cancelled: an item that ended without a sale. */
export function isFinalItemStatus(status: string): status is FinalItemStatus {
  return (FINAL_ITEM_STATUSES as readonly string[]).includes(status);
}

export type FulfilmentStage = "need_contact" | "waiting_response" | "ready_to_ship";

/** The spec's states: not contacted → need_contact; contacted, not agreed → waiting_response; both → ready_to_ship. */
export function fulfilmentStage(item: { buyerContacted: boolean; buyerAgreed: boolean }): FulfilmentStage {
  if (!item.buyerContacted) return "need_contact";
  return item.buyerAgreed ? "ready_to_ship" : "waiting_response";
}

export type MoveRefusal = "not-paid" | "refunded" | "cancelled" | "needs-agreement" | "not-next";

/**
 * Whether the seller may move the item to `to`: only forward, one step at a time
 * (pending → processing → shipped → delivered), shipping only once the buyer agreed the
 * hand-over, never before payment or after a refund. Null when allowed.
 */
export function moveRefusal(item: { status: StoredItemStatus; buyerContacted: boolean; buyerAgreed: boolean; refunded: boolean }, to: ItemStatus): MoveRefusal | null {
  if (item.status === "pending_payment") return "not-paid";
  if (item.status === "cancelled") return "cancelled";
  if (item.refunded || item.status === "refunded") return "refunded";
  const from = ITEM_STATUSES.indexOf(item.status);
  if (ITEM_STATUSES.indexOf(to) !== from + 1) return "not-next";
  if (to === "shipped" && fulfilmentStage(item) !== "ready_to_ship") return "needs-agreement";
  return null;
}

/** The next status the seller can choose, or null when the item is delivered. */
export function nextStatus(status: StoredItemStatus): Exclude<ItemStatus, "pending"> | null {
  // pending_payment is no step (index -1): the "next" would be pending, which a seller never chooses.
  const next = ITEM_STATUSES[(ITEM_STATUSES as readonly string[]).indexOf(status) + 1];
  return next === undefined || next === "pending" ? null : next;
}

/**
 * The spec's states: the order's status on its page is the most common item status, falling back to
 * the order's own. A tie goes to the less advanced status: the page never claims more
 * progress than most of the order has made.
 */
export function mostCommonStatus(itemStatuses: readonly string[], orderStatus: string): string {
  // Refunded and cancelled items are out of the order's progress; with nothing else left, the order is cancelled.
  const live = itemStatuses.filter((status) => !isFinalItemStatus(status));
  if (itemStatuses.length > 0 && live.length === 0) return "cancelled";
  const counts = new Map<string, number>();
  for (const status of live) counts.set(status, (counts.get(status) ?? 0) + 1);
  let best: string | null = null;
  for (const [status, count] of counts) {
    const bestCount = best === null ? 0 : counts.get(best)!;
    if (count > bestCount || (count === bestCount && rank(status) < rank(best!))) best = status;
  }
  return best ?? orderStatus;
}

/** How far along a status is; anything that is no item status is -1. */
function rank(status: string): number {
  return (ITEM_STATUSES as readonly string[]).indexOf(status);
}

/** The spec's states: pending 0, processing 1, shipped 2, delivered 3; anything else reaches no step (-1). */
export function progressStep(status: string): number {
  return (ITEM_STATUSES as readonly string[]).indexOf(status);
}

export const PROGRESS_STEPS = ["Confirmed", "Processing", "Shipped", "Delivered"] as const;

/** The status as a word for the spec's toast ('Order marked as shipped'). */
export function statusWord(status: string): string {
  return status.replace(/_/g, " ");
}

export type PayoutState = {
  status: "pending" | "submitted" | "unknown" | "completed" | "failed" | "cancelled";
  phoneNumber: string | null;
  transactionId: string | null;
  conversationId: string | null;
  resultDesc: string | null;
  /** An open issue report on the order holds its payouts (see docs/decisions/buyer-protection.md). */
  held: boolean;
  /** When the hold after delivery ends; null or past when the payout is due (or the buyer confirmed). */
  dueAt?: Date | null;
};

export type PayoutNotice = { tone: "info" | "success" | "warning" | "error"; kind: "waiting" | "scheduled" | "on-hold" | "no-phone" | "initiated" | "unknown" | "completed" | "failed" | "cancelled" };

/** What the seller is told about their payout. */
export function payoutNotice(payout: PayoutState, now: Date = new Date()): PayoutNotice {
  switch (payout.status) {
    case "completed":
      return { tone: "success", kind: "completed" };
    case "failed":
      return { tone: "error", kind: "failed" };
    case "cancelled":
      return { tone: "info", kind: "cancelled" };
    case "unknown":
      return { tone: "info", kind: "unknown" };
    case "submitted":
      return { tone: "info", kind: "initiated" };
    case "pending":
      if (payout.held) return { tone: "warning", kind: "on-hold" };
      // A missing phone first: it is the one thing the seller must act on before the hold ends.
      if (payout.phoneNumber === null) return { tone: "warning", kind: "no-phone" };
      if (payout.dueAt && payout.dueAt.getTime() > now.getTime()) return { tone: "info", kind: "scheduled" };
      return { tone: "info", kind: "waiting" };
  }
}

// ---------------------------------------------------------------- the hold and the item's end
// (see docs/decisions/buyer-protection.md)

const HOUR_MS = 3_600_000;

/** When the seller's payout is due: the end of the hold that starts at delivery (0 hours: at once). */
export function payoutDueAt(deliveredAt: Date, holdHours: number): Date {
  return new Date(deliveredAt.getTime() + Math.round(holdHours * HOUR_MS));
}

export type ItemLife = {
  status: StoredItemStatus;
  paid: boolean;
  /** A buyer refund row exists (staff refunded, or the seller cancelled). */
  refunded: boolean;
  receivedConfirmedAt: Date | null;
  /** The seller payout row's state, or null before delivery. */
  payoutStatus: "pending" | "submitted" | "unknown" | "completed" | "failed" | "cancelled" | null;
  /** The payout row was claimed by a sender (its request is or was on its way). */
  payoutSent: boolean;
};

export type CancelRefusal = "not-paid" | "already-final" | "shipped" | "refunded";

/** Whether the seller may cancel the item: paid, not yet shipped, and no refund already made. Null when allowed. */
export function cancelRefusal(item: Pick<ItemLife, "status" | "paid" | "refunded">): CancelRefusal | null {
  if (item.status === "pending_payment" || !item.paid) return "not-paid";
  if (isFinalItemStatus(item.status)) return "already-final";
  if (item.refunded) return "refunded";
  if (item.status !== "pending" && item.status !== "processing") return "shipped";
  return null;
}

export type ConfirmRefusal = "not-delivered" | "payout-gone" | "refunded";

/**
 * Whether the buyer's Confirm received still means something: the item is delivered, no refund is
 * under way, and its payout has not gone yet. Pressing it again after it was confirmed is
 * allowed (it changes nothing), so a double click never reads as an error.
 */
export function confirmRefusal(item: ItemLife): ConfirmRefusal | null {
  if (item.refunded || isFinalItemStatus(item.status)) return "refunded";
  if (item.status !== "delivered") return "not-delivered";
  if (item.receivedConfirmedAt) return null;
  if (item.payoutSent || (item.payoutStatus !== null && item.payoutStatus !== "pending")) return "payout-gone";
  return null;
}

/** Whether the buyer's page offers Confirm received: delivered, not confirmed, payout still waiting for the hold. */
export function offersConfirmReceived(item: ItemLife): boolean {
  return item.receivedConfirmedAt === null && confirmRefusal(item) === null;
}
