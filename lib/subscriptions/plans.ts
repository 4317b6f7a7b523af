// Pro (docs/decisions/subscription.md, the spec's Subscription screen): the three plans, what one payment buys, and
// whether an account is Pro at a given moment. No I/O: the one writer of payment state
// (lib/db/payments.ts) applies these under its locks, and every page reads Pro through
// isProAt, so Pro ends by itself when its date passes (no job).

export type PlanId = "weekly" | "biweekly" | "monthly";

export type Plan = {
  id: PlanId;
  /** The spec's names and prices (whole shillings). */
  name: string;
  price: number;
  days: number;
};

export const PLANS: readonly Plan[] = [
  { id: "weekly", name: "Weekly Featured Listing", price: 400, days: 7 },
  { id: "biweekly", name: "Bi-Weekly Featured Listing", price: 700, days: 14 },
  { id: "monthly", name: "Monthly Premium Plan", price: 2500, days: 30 },
];

export const PLAN_IDS = ["weekly", "biweekly", "monthly"] as const satisfies readonly PlanId[];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No plan ${id}`);
  return plan;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type ProPeriod = { startsAt: Date; endsAt: Date };

/**
 * The period one paid plan adds: from the end of the Pro time already paid for when that is
 * still ahead, otherwise from the moment of payment. Paying again extends, never shortens.
 */
export function periodAfter(currentProUntil: Date | null, paidAt: Date, days: number): ProPeriod {
  const startsAt = currentProUntil !== null && currentProUntil > paidAt ? currentProUntil : paidAt;
  return { startsAt, endsAt: new Date(startsAt.getTime() + days * DAY_MS) };
}

/** Pro now: flagged and paid up to a moment still ahead. An end date in the past is a plain seller. */
export function isProAt(account: { isPro: boolean; proUntil: Date | null }, now: Date): boolean {
  return account.isPro && account.proUntil !== null && account.proUntil > now;
}
