import "server-only";
import { failed, type ActionResult } from "@/lib/actions/result";
import { orderAmountForBuyer } from "@/lib/db/payments";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import type { RateLimitName } from "@/lib/rate-limit/limits";
import type { PlanId } from "@/lib/subscriptions/plans";
import { startOrderPayment, type StartedPayment } from "./order-payments";
import { startSubscriptionPayment } from "./subscription-payments";

// The one way an M-Pesa payment starts, whatever it pays for: checkout's POST /api/mpesa/stkpush
// and Go Pro's action are thin entry points onto it, and declare the same prompt budget
// (stkPushLimits) as a step. The amount is always the server's: the order's total or the
// plan's price (docs/decisions/payments-decided-by-server.md).

export type PaymentToStart =
  /** `amount`, when the caller sends one (the spec's body does), must be the order's. */
  | { for: "order"; orderId: string; amount?: number }
  | { for: "subscription"; plan: PlanId };

/**
 * A push goes to any phone number typed, so the account and the phone each get a few prompts
 * a quarter hour, whichever payment it is.
 */
export function stkPushLimits(userId: string, phoneNumber: string): Array<[RateLimitName, string]> {
  return [
    ["stkPushUser", userId],
    ["stkPushPhone", phoneNumber],
  ];
}

/** Prompts `phoneNumber` for the payment (or returns the prompt already on its way, or that it is paid). */
export async function startMpesaPayment(userId: string, payment: PaymentToStart, phoneNumber: string): Promise<ActionResult<StartedPayment>> {
  if (payment.for === "subscription") return startSubscriptionPayment(userId, payment.plan, phoneNumber);
  const orderAmount = await orderAmountForBuyer(payment.orderId, userId);
  if (orderAmount === null) return failed("not_found", CHECKOUT_MESSAGES.orderNotFound);
  if (payment.amount !== undefined && payment.amount !== orderAmount) return failed("conflict", CHECKOUT_MESSAGES.amountInvalid);
  return startOrderPayment(userId, payment.orderId, phoneNumber);
}
