import { fulfilmentStage, type FulfilmentStage } from "@/lib/orders/fulfilment";
import { ORDER_MESSAGES, STATUS_WORDS } from "@/lib/messages/orders";

// Status and fulfilment-stage badges (the spec's states): text on its own tint, 7:1 in both themes.

const STATUS_TONES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  // The spec's tour: processing highlighted orange, in transit (shipped) blue.
  processing: "bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100",
  shipped: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100",
  delivered: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  pending_payment: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  refunded: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  cancelled: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

const STATUS_LABELS: Record<string, string> = {
  pending: STATUS_WORDS.pending,
  processing: STATUS_WORDS.processing,
  shipped: STATUS_WORDS.shipped,
  delivered: STATUS_WORDS.delivered,
  pending_payment: STATUS_WORDS.awaitingPayment,
  refunded: STATUS_WORDS.refunded,
  cancelled: STATUS_WORDS.cancelled,
};

/** An item's status; refunded and cancelled are final (docs/decisions/buyer-protection.md), and an item with a refund on its way already reads Refunded. */
export function ItemStatusBadge({ status, refunded = false }: { status: string; refunded?: boolean }) {
  const shown = status === "cancelled" ? "cancelled" : refunded ? "refunded" : status;
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[shown] ?? STATUS_TONES.pending_payment}`} data-testid="item-status" data-status={shown}>
      {STATUS_LABELS[shown] ?? "Unknown"}
    </span>
  );
}

const STAGES: Record<FulfilmentStage, { label: string; className: string }> = {
  need_contact: { label: "Contact buyer", className: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100" },
  waiting_response: { label: ORDER_MESSAGES.waitingForBuyer, className: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" },
  ready_to_ship: { label: "Ready to ship", className: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100" },
};

/** The fulfilment stage from the two flags (red, yellow, green), for items not yet shipped. */
export function StageBadge({ item }: { item: { buyerContacted: boolean; buyerAgreed: boolean } }) {
  const stage = fulfilmentStage(item);
  const { label, className } = STAGES[stage];
  return (
    <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${className}`} data-testid="fulfilment-stage" data-stage={stage}>
      {label}
    </span>
  );
}
