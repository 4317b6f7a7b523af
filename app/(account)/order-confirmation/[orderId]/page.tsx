import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { requireBuyerOrder } from "@/lib/orders/buyer-order";
import { APP_NAME } from "@/lib/constants";
import { formatKes, shortOrderId } from "@/lib/format";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { OrderSummary } from "@/components/checkout/order-summary";
import { PaymentSection } from "@/components/orders/payment-section";
import { CopyReceiptButton, PrintReceiptButton } from "@/components/checkout/receipt-actions";
import { STATUS_WORDS } from "@/lib/messages/orders";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Order Confirmation", robots: { index: false } };

type ConfirmationPageProps = { params: Promise<{ orderId: string }> };

// The spec's three words for the receipt's badge (a payment still in flight reads Pending there).
const BADGES = {
  completed: { label: STATUS_WORDS.paid, className: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50" },
  failed: { label: STATUS_WORDS.failed, className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50" },
  pending: { label: STATUS_WORDS.pending, className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
} as const;

const dateTime = new Intl.DateTimeFormat("en-KE", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Nairobi" });

/** The spec's Order confirmation screen: the buyer's receipt; anyone else gets the same 404 as no order at all. */
export default async function OrderConfirmationPage({ params }: ConfirmationPageProps) {
  const { order } = await requireBuyerOrder((await params).orderId);

  const state = order.paymentStatus === "completed" ? "completed" : order.paymentStatus === "failed" ? "failed" : "pending";
  const badge = BADGES[state];

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 md:px-6 print:max-w-none print:py-0">
      <div className="flex flex-col gap-1">
        <p className="hidden text-sm print:block">{APP_NAME} · M-Pesa payment receipt</p>
        <h1 className="text-2xl font-bold">{CHECKOUT_MESSAGES.confirmed}</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Order number <span className="font-mono font-semibold text-slate-900 dark:text-slate-100">#{shortOrderId(order.id)}</span>
        </p>
      </div>

      {state === "pending" ? <Alert tone="warning">{CHECKOUT_MESSAGES.pendingNote}</Alert> : null}
      {state === "failed" ? (
        <Alert tone="error" className="flex flex-col gap-2">
          <span>{order.paymentError ?? CHECKOUT_MESSAGES.failedNoteFallback}</span>
          <AppLink href={`/checkout/${order.id}`} className={buttonClasses({ variant: "danger", size: "sm", className: "w-fit" })} data-print="hide">
            Try Payment Again
          </AppLink>
        </Alert>
      ) : null}

      <OrderSummary order={order} />

      <PaymentSection
        centred
        rows={[
          {
            term: "Status",
            detail: (
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`} data-testid="payment-badge">
                {badge.label}
              </span>
            ),
          },
          { term: "Amount", detail: formatKes(order.amount) },
          order.mpesaReceipt
            ? {
                term: "Receipt",
                className: "flex items-center gap-2",
                detail: (
                  <>
                    <span className="font-mono font-semibold" data-testid="mpesa-receipt">
                      {order.mpesaReceipt}
                    </span>
                    <CopyReceiptButton receipt={order.mpesaReceipt} />
                  </>
                ),
              }
            : // Confirmed by an STK Push Query, whose answer has no receipt number; M-Pesa's SMS has it.
              state === "completed" && { term: "Receipt", detail: "Not sent by M-Pesa yet. Your M-Pesa SMS has it." },
          { term: "Date", detail: dateTime.format(order.paymentDate ?? order.createdAt) },
          order.phoneNumber ? { term: "Phone", detail: order.phoneNumber } : null,
          order.deliveryOption
            ? {
                term: "Delivery",
                className: "break-words",
                detail: order.deliveryOption === "delivery" ? `Delivery to ${order.deliveryAddress ?? ""}` : "Pickup, arranged with the seller",
              }
            : null,
        ]}
      />

      <div className="flex flex-wrap gap-3" data-print="hide">
        <PrintReceiptButton />
        <AppLink href="/studentmarketplace" className={buttonClasses()}>
          Continue Shopping
        </AppLink>
      </div>
    </div>
  );
}
