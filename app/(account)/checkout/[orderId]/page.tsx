import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireBuyerOrder } from "@/lib/orders/buyer-order";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { isTestingMode } from "@/lib/payments/daraja-setup";
import { shortOrderId } from "@/lib/format";
import { OrderSummary } from "@/components/checkout/order-summary";
import { PaymentPanel } from "@/components/checkout/payment-panel";
import { TestingModeBadge } from "@/components/checkout/testing-mode-badge";
import type { LivePayment } from "@/components/checkout/use-live-payment";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

type CheckoutPageProps = { params: Promise<{ orderId: string }> };

/** The spec's Checkout screen: only the order's buyer; anyone else gets the same 404 as no order at all. */
export default async function CheckoutPage({ params }: CheckoutPageProps) {
  const { order } = await requireBuyerOrder((await params).orderId);
  // The spec's states: a paid order opened here goes straight to its confirmation.
  if (order.paymentStatus === "completed") redirect(`/order-confirmation/${order.id}`);

  const initialPayment: LivePayment = {
    status: order.paymentStatus === "processing" ? "waiting" : order.paymentStatus === "failed" ? "failed" : "idle",
    checkoutRequestId: order.paymentStatus === "processing" ? order.checkoutRequestId : null,
    receipt: null,
    message: order.paymentError,
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 md:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{CHECKOUT_MESSAGES.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Order #{shortOrderId(order.id)}</p>
        {isTestingMode() ? <TestingModeBadge /> : null}
      </div>
      <div className="grid gap-6 md:grid-cols-[1fr_22rem]">
        <PaymentPanel
          orderId={order.id}
          amount={order.amount}
          initialPayment={initialPayment}
          delivery={{
            option: order.deliveryOption ?? "pickup",
            address: order.deliveryAddress ?? "",
            instructions: order.deliveryInstructions ?? "",
            saved: order.deliveryOption !== null,
          }}
          phone={order.phoneNumber ?? order.buyerPhone ?? ""}
        />
        <div className="order-first md:order-last">
          <OrderSummary order={order} />
        </div>
      </div>
    </div>
  );
}
