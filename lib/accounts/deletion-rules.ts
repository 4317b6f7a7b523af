// Deleting an account (see docs/decisions/account-rights.md): what it is called afterwards, and what must finish first.

/** The name left on orders and messages of a deleted account. */
export const DELETED_USER_NAME = "Deleted user";

/** What the person types to confirm: deleting cannot be undone. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Blockers = { ordersInFlight: number; salesInFlight: number; payoutsOwed: number };

/** One thing that must finish before the account can go: what it is, and where it is followed. */
export type DeletionWait = { kind: "orders" | "sales" | "payouts"; text: string; href: string };

/**
 * What must finish before someone's account can go, one entry each, empty when nothing blocks it.
 * Orders in flight are the buyer's (followed on the profile's Orders); sales and payouts the
 * seller's (My shop's orders and earnings).
 */
export function deletionWaits(blockers: Blockers): DeletionWait[] {
  const waits: DeletionWait[] = [];
  if (blockers.ordersInFlight > 0) waits.push({ kind: "orders", text: `${plural(blockers.ordersInFlight, "order", "orders")} you bought must be delivered`, href: "/profile?tab=orders" });
  if (blockers.salesInFlight > 0) waits.push({ kind: "sales", text: `${plural(blockers.salesInFlight, "item", "items")} you sold must be delivered`, href: "/myshop" });
  if (blockers.payoutsOwed > 0) waits.push({ kind: "payouts", text: `${plural(blockers.payoutsOwed, "payout", "payouts")} to your M-Pesa must complete`, href: "/myshop?tab=earnings" });
  return waits;
}

/** The same as one sentence, or null when nothing blocks it: the server's refusal. */
export function deletionBlockedMessage(blockers: Blockers): string | null {
  const waits = deletionWaits(blockers);
  if (waits.length === 0) return null;
  return `Your account cannot be deleted yet: ${waits.map((wait) => wait.text).join(", and ")}. Finish them, then try again.`;
}
