import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { failed, type ActionResult } from "@/lib/actions/result";
import { claimSubscriptionStart, recordSubscriptionPushAccepted, recordSubscriptionPushFailed } from "@/lib/db/payments";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { SUBSCRIPTION_MESSAGES } from "@/lib/messages/subscription";
import { SUBSCRIPTION_TRANSACTION_DESC, subscriptionAccountReference } from "@/lib/mpesa/daraja-fields";
import { planById, type PlanId } from "@/lib/subscriptions/plans";
import { mpesaSetup } from "./daraja-setup";
import { PHONE_BUSY, sendStkPush } from "./order-payments";

// Go Pro's payment (see docs/decisions/subscription.md): the same STK push as checkout, settled by the same one
// writer (lib/db/payments.ts), reconciled by the same reconciler. Only the start differs:
// the price is the plan's, stored on a new subscription before the push.

export type StartedSubscription = { checkoutRequestId: string | null };

export async function startSubscriptionPayment(userId: string, planId: PlanId, msisdn: string): Promise<ActionResult<StartedSubscription>> {
  const setup = mpesaSetup();
  if (!setup) {
    logger.error({ event: "payment", userId }, "payment: no M-Pesa configured (MPESA_CONSUMER_KEY or MPESA_SIMULATOR_URL)");
    return failed("upstream_failed", SUBSCRIPTION_MESSAGES.failed);
  }
  const claim = await claimSubscriptionStart(userId, planById(planId), msisdn);
  if (claim.kind === "not-seller") return failed("forbidden", SUBSCRIPTION_MESSAGES.notSeller);
  if (claim.kind === "in-flight") {
    // The prompt already on the phone is the one to answer; the page follows it.
    if (claim.checkoutRequestId) return { ok: true, message: SUBSCRIPTION_MESSAGES.alreadyWaiting, data: { checkoutRequestId: claim.checkoutRequestId } };
    return failed("conflict", SUBSCRIPTION_MESSAGES.alreadyWaiting);
  }

  const accepted = await sendStkPush(
    setup,
    { phone: msisdn, amount: claim.amount, accountReference: subscriptionAccountReference(claim.subscriptionId), transactionDesc: SUBSCRIPTION_TRANSACTION_DESC },
    { subscriptionId: claim.subscriptionId },
  );
  if (accepted === PHONE_BUSY) {
    // Nothing was sent: this attempt ends so that a new one can start once the phone is free.
    await recordSubscriptionPushFailed(claim.subscriptionId, CHECKOUT_MESSAGES.promptAlreadyOnPhone);
    return failed("phone_busy", CHECKOUT_MESSAGES.promptAlreadyOnPhone);
  }
  if (!accepted) {
    await recordSubscriptionPushFailed(claim.subscriptionId, CHECKOUT_MESSAGES.initiateFailed);
    logger.info({ event: "payment", subscriptionId: claim.subscriptionId, to: "failed" }, "payment: push not sent; Pro payment failed");
    return failed("upstream_failed", CHECKOUT_MESSAGES.initiateFailed);
  }
  await recordSubscriptionPushAccepted(claim.subscriptionId, accepted);
  logger.info({ event: "payment", subscriptionId: claim.subscriptionId, checkoutRequestId: accepted.checkoutRequestId, merchantRequestId: accepted.merchantRequestId, phone: msisdn, amount: accepted.amount, to: "processing" }, "payment: STK push accepted");
  return { ok: true, message: CHECKOUT_MESSAGES.requestSent, data: { checkoutRequestId: accepted.checkoutRequestId } };
}
