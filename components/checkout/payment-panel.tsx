"use client";

import { AppLink } from "@/components/navigation/app-link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { saveCheckoutDetailsAction } from "@/lib/actions/checkout";
import type { ActionResult } from "@/lib/actions/result";
import { callRoute } from "@/lib/api/client";
import { REDIRECT_AFTER_PAYMENT_MS } from "@/lib/constants";
import { formatKes } from "@/lib/format";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { checkoutFormSchema, DELIVERY_ADDRESS_MAX, DELIVERY_INSTRUCTIONS_MAX, type CheckoutForm } from "@/lib/validation/checkout";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { CheckboxField, TextAreaField } from "@/components/ui/field";
import { notify } from "@/components/ui/notify";
import { useServerAction } from "@/components/ui/use-server-action";
import { MpesaPaymentForm, type PaymentStart } from "./mpesa-payment-form";
import { PayBar } from "./pay-bar";
import { useLivePayment, type LivePayment } from "./use-live-payment";

type CheckoutField = "deliveryOption" | "pickupConfirmed" | "deliveryAddress" | "deliveryInstructions" | "phoneNumber";

export type PaymentPanelProps = {
  orderId: string;
  amount: number;
  initialPayment: LivePayment;
  /** `saved`: the buyer chose (and, for pickup, confirmed) these before an earlier Pay. */
  delivery: { option: "pickup" | "delivery"; address: string; instructions: string; saved: boolean };
  phone: string;
};

type StkPushData = { CheckoutRequestID: string | null; alreadyPaid: boolean };

/**
 * Delivery, phone and Pay (the spec's Checkout screen), then the payment's live state: the
 * prompt on the phone, the receipt, or a failure with Try Payment Again. The page reads
 * the state; only the server's settlement writes it (see docs/decisions/security-baseline.md).
 */
export function PaymentPanel({ orderId, amount, initialPayment, delivery, phone }: PaymentPanelProps) {
  const router = useRouter();
  const [deliveryOption, setDeliveryOption] = useState(delivery.option);
  const saveDetails = useServerAction(saveCheckoutDetailsAction, CHECKOUT_MESSAGES.saveDetailsFailed);

  const goToConfirmation = () =>
    setTimeout(() => {
      router.push(`/order-confirmation/${orderId}`);
      // The header's cart count is in the layout, which navigation keeps: paid lines have left the cart.
      router.refresh();
    }, REDIRECT_AFTER_PAYMENT_MS);
  const { payment, setPayment, check } = useLivePayment(orderId, initialPayment, (settled) => {
    if (settled.status === "completed") {
      notify.success(CHECKOUT_MESSAGES.paid(settled.receipt ?? ""));
      goToConfirmation();
    } else {
      notify.error(CHECKOUT_MESSAGES.failed);
    }
  });
  // Opened while a payment was already settling: keep the user moving.
  useEffect(() => {
    if (initialPayment.status === "completed") goToConfirmation();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the state the page opened with
  }, []);

  const start = async (_typed: unknown, checked: CheckoutForm): Promise<ActionResult<PaymentStart>> => {
    // The spec's error catalogue: a failure to save the delivery details is logged and payment continues.
    const saved = await saveDetails.run(checked);
    if (!saved.ok) console.error("checkout: delivery details not saved:", saved.message);
    const started = await callRoute<StkPushData>("POST", "/api/mpesa/stkpush", { orderId, phoneNumber: checked.phoneNumber, amount }, { failed: CHECKOUT_MESSAGES.initiateFailed });
    if (!started.ok) return started;
    return { ok: true, message: started.message, data: { checkoutRequestId: started.data?.CheckoutRequestID ?? null, alreadyPaid: started.data?.alreadyPaid } };
  };

  return (
    // Under 768px, room at the end for the Pay bar fixed over it (PayBar).
    <div className="flex flex-col gap-5 pb-20 md:pb-0">
      <MpesaPaymentForm<CheckoutField, Record<string, unknown>, typeof checkoutFormSchema>
        aria-label="Delivery and payment"
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        phone={phone}
        schema={checkoutFormSchema}
        read={(form) => {
          const data = new FormData(form);
          return {
            orderId,
            deliveryOption: data.get("deliveryOption") ?? undefined,
            pickupConfirmed: data.get("pickupConfirmed") === "on",
            deliveryAddress: String(data.get("deliveryAddress") ?? ""),
            deliveryInstructions: String(data.get("deliveryInstructions") ?? ""),
            phoneNumber: String(data.get("phoneNumber") ?? ""),
          };
        }}
        start={start}
        payment={payment}
        setPayment={setPayment}
        onPaid={goToConfirmation}
      >
        {({ errors, clear, sending, locked, phoneField }) => (
          <>
            <fieldset className="flex flex-col gap-3" disabled={locked}>
              <legend className="text-lg font-bold">Delivery</legend>
              <div role="radiogroup" aria-label="Delivery option" className="grid gap-2 sm:grid-cols-2">
                {(["pickup", "delivery"] as const).map((option) => (
                  <label
                    key={option}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:border-slate-700 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950"
                  >
                    <input
                      type="radio"
                      name="deliveryOption"
                      value={option}
                      checked={deliveryOption === option}
                      onChange={() => {
                        setDeliveryOption(option);
                        clear("pickupConfirmed", "deliveryAddress");
                      }}
                      className="mt-1 size-4 accent-brand-700 dark:accent-brand-400"
                    />
                    <span>
                      <span className="block font-medium">{option === "pickup" ? "Pickup" : "Delivery"}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">
                        {option === "pickup" ? "Meet the seller on campus to collect it." : "The seller brings it to you. Free."}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
              {deliveryOption === "pickup" ? (
                <CheckboxField label="I will arrange the pickup time and place with the seller" name="pickupConfirmed" defaultChecked={delivery.saved} error={errors.pickupConfirmed} />
              ) : (
                <>
                  <TextAreaField
                    label="Delivery address"
                    name="deliveryAddress"
                    rows={2}
                    maxLength={DELIVERY_ADDRESS_MAX}
                    defaultValue={delivery.address}
                    placeholder="Hostel, block and room, or a meeting point"
                    error={errors.deliveryAddress}
                  />
                  <TextAreaField
                    label="Delivery instructions"
                    name="deliveryInstructions"
                    optional
                    rows={2}
                    maxLength={DELIVERY_INSTRUCTIONS_MAX}
                    defaultValue={delivery.instructions}
                    error={errors.deliveryInstructions}
                  />
                </>
              )}
            </fieldset>
            <fieldset className="flex flex-col gap-3 border-t border-slate-200 pt-5 dark:border-slate-800" disabled={locked}>
              <legend className="sr-only">Payment</legend>
              <h2 className="text-lg font-bold">Pay with M-Pesa</h2>
              {phoneField()}
            </fieldset>
            {/* Beside the Pay button, where the eye is after tapping it; on a phone, where the page ends above the Pay bar, and the toast at the top says the same. */}
            <PaymentStatusAlert payment={payment} amount={amount} />
            {payment.status !== "completed" ? (
              <PayBar amount={amount}>
                <Button type="submit" size="lg" pending={sending} disabled={locked}>
                  {payment.status === "failed" ? (
                    "Try Payment Again"
                  ) : (
                    // On a phone the total is already beside the button: it reads "Pay", and says the amount to a screen reader.
                    <span>
                      Pay<span className="max-md:sr-only"> {formatKes(amount)}</span>
                    </span>
                  )}
                </Button>
              </PayBar>
            ) : null}
          </>
        )}
      </MpesaPaymentForm>
      <div className="flex flex-wrap gap-3">
        <AppLink href="/studentmarketplace" className={buttonClasses({ variant: "outline" })}>
          Continue Shopping
        </AppLink>
        <Button variant="secondary" onClick={() => (payment.checkoutRequestId ? void check() : router.refresh())}>
          Refresh Status
        </Button>
      </div>
    </div>
  );
}

/** The spec's payment status alert: the prompt, the receipt, or what went wrong and that nothing was charged. */
function PaymentStatusAlert({ payment, amount }: { payment: LivePayment; amount: number }) {
  if (payment.status === "waiting") {
    return (
      <Alert tone="info" className="flex items-start gap-3" data-testid="payment-status">
        <span aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />
        <span>
          <strong className="block">{CHECKOUT_MESSAGES.checkYourPhone}</strong>
          Enter your M-Pesa PIN to pay {formatKes(amount)}. This page updates by itself.
        </span>
      </Alert>
    );
  }
  if (payment.status === "completed") {
    return (
      <Alert tone="success" data-testid="payment-status">
        <strong className="block">{CHECKOUT_MESSAGES.completed}</strong>
        {payment.receipt ? <>M-Pesa receipt: {payment.receipt}. </> : null}Taking you to your order confirmation…
      </Alert>
    );
  }
  if (payment.status === "failed") {
    return (
      <Alert tone="error" data-testid="payment-status">
        <strong className="block">{CHECKOUT_MESSAGES.failed}</strong>
        {payment.message ?? CHECKOUT_MESSAGES.failedNoteFallback}
      </Alert>
    );
  }
  return null;
}
