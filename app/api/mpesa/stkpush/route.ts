import { NextResponse } from "next/server";
import { firstFieldErrors } from "@/lib/validation/auth";
import { readJson, userRoute } from "@/lib/api/responses";
import { orderAmountForBuyer } from "@/lib/db/payments";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { startOrderPayment } from "@/lib/payments/order-payments";
import { consumeRateLimits } from "@/lib/rate-limit/limits";
import { TOO_MANY_REQUESTS } from "@/lib/messages/common";
import { stkPushRequestSchema } from "@/lib/validation/checkout";

// Spec section 7: POST /mpesa/stkpush answers { data: { CheckoutRequestID } } or { error }.
// Both also carry our usual { ok, message } (lib/actions/result.ts). Only the caller's own
// unpaid order; the amount is the order's.

const STATUS = { not_found: 404, invalid_input: 422, upstream_failed: 502, rate_limited: 429, conflict: 409 } as const;

function refused(code: keyof typeof STATUS, message: string, fieldErrors?: Record<string, string>) {
  return NextResponse.json({ ok: false, code, message, error: message, ...(fieldErrors ? { fieldErrors } : {}) }, { status: STATUS[code] });
}

export const POST = userRoute(LOGIN_TO_CONTINUE, async (request, user) => {
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const parsed = stkPushRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const fieldErrors = firstFieldErrors(parsed.error) as Record<string, string>;
    const message = fieldErrors.orderId ?? fieldErrors.phoneNumber ?? fieldErrors.amount ?? CHECKOUT_MESSAGES.initiateFailed;
    return refused(fieldErrors.orderId ? "not_found" : "invalid_input", message, fieldErrors);
  }
  const { orderId, phoneNumber, amount } = parsed.data;
  // Any number can be typed: the account and the phone each get a few prompts a quarter hour.
  const verdict = await consumeRateLimits([
    ["stkPushUser", user.id],
    ["stkPushPhone", phoneNumber],
  ]);
  if (!verdict.allowed) {
    return NextResponse.json({ ok: false, code: "rate_limited", message: TOO_MANY_REQUESTS, error: TOO_MANY_REQUESTS }, { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } });
  }
  const orderAmount = await orderAmountForBuyer(orderId, user.id);
  if (orderAmount === null) return refused("not_found", CHECKOUT_MESSAGES.orderNotFound);
  if (amount !== undefined && amount !== orderAmount) return refused("conflict", CHECKOUT_MESSAGES.amountInvalid);

  const result = await startOrderPayment(user.id, orderId, phoneNumber);
  if (!result.ok) return refused(result.code === "not_found" || result.code === "conflict" ? result.code : "upstream_failed", result.message);
  return NextResponse.json({
    ok: true,
    message: result.message,
    data: { CheckoutRequestID: result.data?.checkoutRequestId ?? null, alreadyPaid: result.data?.alreadyPaid ?? false },
  });
});
