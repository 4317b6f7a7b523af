// Deleting an account (see docs/decisions/account-rights.md): what it is called afterwards, and what must finish first.

/** The name left on orders and messages of a deleted account. */
export const DELETED_USER_NAME = "Deleted user";

/** What the person types to confirm: deleting cannot be undone. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The sentence that tells someone what must finish before their account can go, or null when
 * nothing blocks it. Orders in flight are the buyer's; sales and payouts the seller's.
 */
export function deletionBlockedMessage(blockers: { ordersInFlight: number; salesInFlight: number; payoutsOwed: number }): string | null {
  const waiting: string[] = [];
  if (blockers.ordersInFlight > 0) waiting.push(`${plural(blockers.ordersInFlight, "order", "orders")} you bought must be delivered`);
  if (blockers.salesInFlight > 0) waiting.push(`${plural(blockers.salesInFlight, "item", "items")} you sold must be delivered`);
  if (blockers.payoutsOwed > 0) waiting.push(`${plural(blockers.payoutsOwed, "payout", "payouts")} to your M-Pesa must complete`);
  if (waiting.length === 0) return null;
  return `Your account cannot be deleted yet: ${waiting.join(", and ")}. Finish them, then try again.`;
}
