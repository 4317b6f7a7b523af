import "server-only";
import { failed, type ActionResult } from "@/lib/actions/result";
import { orderAmountForBuyer } from "@/lib/db/payments";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { SUBSCRIPTION_MESSAGES } from "@/lib/messages/subscription";
import type { RateLimitName } from "@/lib/rate-limit/limits";
import type { PlanId } from "@/lib/subscriptions/plans";
import { startOrderPayment, type StartedPayment } from "./order-payments";
import { startSubscriptionPayment } from "./subscription-payments";

// The one way an M-Pesa payment starts, whatever it pays for: checkout's POST /api/mpesa/stkpush
// and Go Pro's action are thin entry points onto it, and declare the same prompt budget as
// steps: the caller's own before anything, the phone's only once the caller is known to be
// allowed to pay (mayPayForOrder, mayPayForPro), so nobody spends a stranger's budget on
// requests that are refused (docs/decisions/rate-limits.md). The amount is always the
// server's: the order's total or the plan's price (docs/decisions/payments-decided-by-server.md).

export type PaymentToStart =
  /** `amount`, when the caller sends one (the spec's body does), must be the order's. */
  | { for: "order"; orderId: string; amount?: number }
  | { for: "subscription"; plan: PlanId };

/**
 * A push goes to any phone number typed, so the account and the phone each get a few prompts
 * a quarter hour, whichever payment it is. The account's counts every request it makes.
 */
export function stkPushUserLimit(userId: string): Array<[RateLimitName, string]> {
  return [["stkPushUser", userId]];
}

/** The phone's counts only requests the caller may make: declared after the authorize step. */
export function stkPushPhoneLimit(phoneNumber: string): Array<[RateLimitName, string]> {
  return [["stkPushPhone", phoneNumber]];
}

/** Why the caller may not pay for this order (not theirs, or an amount that is not its own), or null. */
export async function mayPayForOrder(userId: string, orderId: string, amount?: number): Promise<ActionResult<never> | null> {
  const orderAmount = await orderAmountForBuyer(orderId, userId);
  if (orderAmount === null) return failed("not_found", CHECKOUT_MESSAGES.orderNotFound);
  if (amount !== undefined && amount !== orderAmount) return failed("conflict", CHECKOUT_MESSAGES.amountInvalid);
  return null;
}

/** Why the caller may not pay for Pro (only sellers may), or null. */
export function mayPayForPro(user: { isSeller: boolean }): string | null {
  return user.isSeller ? null : SUBSCRIPTION_MESSAGES.notSeller;
}

/** Prompts `phoneNumber` for the payment (or returns the prompt already on its way, or that it is paid). */
export async function startMpesaPayment(userId: string, payment: PaymentToStart, phoneNumber: string): Promise<ActionResult<StartedPayment>> {
  if (payment.for === "subscription") return startSubscriptionPayment(userId, payment.plan, phoneNumber);
  const refused = await mayPayForOrder(userId, payment.orderId, payment.amount);
  if (refused) return refused;
  return startOrderPayment(userId, payment.orderId, phoneNumber);
}
