"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { subscribeAction } from "@/lib/actions/subscriptions";
import { formatKes } from "@/lib/format";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { SUBSCRIPTION_MESSAGES } from "@/lib/messages/subscription";
import type { Plan } from "@/lib/subscriptions/plans";
import { subscribeSchema, type SubscribeInput } from "@/lib/validation/subscription";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { notify } from "@/components/ui/notify";
import { useServerAction } from "@/components/ui/use-server-action";
import { MpesaPaymentForm } from "@/components/checkout/mpesa-payment-form";
import { useLivePayment, type LivePayment } from "@/components/checkout/use-live-payment";

const IDLE: LivePayment = { status: "idle", checkoutRequestId: null, receipt: null, message: null };

type SubscribeButtonProps = { plan: Plan; phone: string; disabled: boolean };

/**
 * Subscribe (see docs/decisions/subscription.md): the phone to prompt, then the payment's live state, read from
 * the status route the way checkout reads it. Only the server's settlement makes Pro.
 */
export function SubscribeButton({ plan, phone, disabled }: SubscribeButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const subscribe = useServerAction(subscribeAction, SUBSCRIPTION_MESSAGES.failed);
  const { payment, setPayment } = useLivePayment(null, IDLE, (settled) => {
    if (settled.status === "completed") {
      notify.success(settled.proUntil ? SUBSCRIPTION_MESSAGES.paid(new Date(settled.proUntil)) : CHECKOUT_MESSAGES.completed);
      router.refresh();
    } else {
      notify.error(settled.message ?? CHECKOUT_MESSAGES.failed);
    }
  });
  const waiting = payment.status === "waiting";
  const paid = payment.status === "completed";
  const price = formatKes(plan.price);

  return (
    <>
      <Button className="w-full" disabled={disabled} onClick={() => setOpen(true)} aria-label={`${SUBSCRIPTION_MESSAGES.subscribe}: ${plan.name}`}>
        {SUBSCRIPTION_MESSAGES.subscribe}
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // A settled payment starts afresh next time; one still waiting keeps being followed.
          if (!next && !waiting) setPayment(IDLE);
        }}
        title={SUBSCRIPTION_MESSAGES.payTitle(plan.name)}
        description={`${price} ${SUBSCRIPTION_MESSAGES.days(plan.days)}, paid by M-Pesa.`}
        size="md"
      >
        {paid ? (
          <div className="flex flex-col gap-4">
            <Alert tone="success">{payment.proUntil ? SUBSCRIPTION_MESSAGES.paid(new Date(payment.proUntil)) : CHECKOUT_MESSAGES.completed}</Alert>
            {payment.receipt ? <p className="text-sm text-slate-700 dark:text-slate-300">M-Pesa receipt: <span className="font-mono font-semibold">{payment.receipt}</span></p> : null}
            <div className="flex justify-end">
              <Button onClick={() => setOpen(false)}>Done</Button>
            </div>
          </div>
        ) : (
          <MpesaPaymentForm
            aria-label={SUBSCRIPTION_MESSAGES.payTitle(plan.name)}
            className="flex flex-col gap-4"
            phone={phone}
            schema={subscribeSchema}
            read={(form): SubscribeInput => ({ plan: plan.id, phoneNumber: String(new FormData(form).get("phoneNumber") ?? "") })}
            start={(typed) => subscribe.run(typed)}
            payment={payment}
            setPayment={setPayment}
            refusalToastMs={4000}
          >
            {({ sending, phoneField }) => (
              <>
                {phoneField({ disabled: waiting })}
                {waiting ? (
                  <Alert tone="info" className="flex items-center gap-2">
                    <span aria-hidden className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />
                    {SUBSCRIPTION_MESSAGES.waiting}
                  </Alert>
                ) : payment.status === "failed" && payment.message ? (
                  <Alert tone="error">{payment.message}</Alert>
                ) : null}
                <div className="flex justify-end gap-2 pt-1">
                  <Button variant="secondary" onClick={() => setOpen(false)}>
                    {waiting ? "Close" : "Cancel"}
                  </Button>
                  <Button type="submit" pending={sending || waiting} disabled={waiting}>
                    {SUBSCRIPTION_MESSAGES.pay(price)}
                  </Button>
                </div>
              </>
            )}
          </MpesaPaymentForm>
        )}
      </Modal>
    </>
  );
}
