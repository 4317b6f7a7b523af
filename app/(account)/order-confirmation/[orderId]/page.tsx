import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { findBuyerOrder } from "@/lib/db/orders";
import { APP_NAME } from "@/lib/constants";
import { formatKes, shortOrderId } from "@/lib/format";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { isUuid } from "@/lib/validation/ids";
import { OrderSummary } from "@/components/checkout/order-summary";
import { CopyReceiptButton, PrintReceiptButton } from "@/components/checkout/receipt-actions";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Order Confirmation", robots: { index: false } };

type ConfirmationPageProps = { params: Promise<{ orderId: string }> };

const BADGES = {
  completed: { label: "Paid", className: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50" },
  pending: { label: "Pending", className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50" },
} as const;

const dateTime = new Intl.DateTimeFormat("en-KE", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Nairobi" });

/** The spec's Order confirmation screen: the buyer's receipt; anyone else gets the same 404 as no order at all. */
export default async function OrderConfirmationPage({ params }: ConfirmationPageProps) {
  const user = await requireUser();
  const { orderId } = await params;
  if (!isUuid(orderId)) notFound();
  const order = await findBuyerOrder(orderId, user.id);
  if (!order) notFound();

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
          <Link href={`/checkout/${order.id}`} className={buttonClasses({ variant: "danger", size: "sm", className: "w-fit" })} data-print="hide">
            Try Payment Again
          </Link>
        </Alert>
      ) : null}

      <OrderSummary order={order} />

      <section aria-labelledby="payment-heading" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="payment-heading" className="text-lg font-bold">
          Payment
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">Method</dt>
          <dd>M-Pesa</dd>
          <dt className="text-slate-600 dark:text-slate-400">Status</dt>
          <dd>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`} data-testid="payment-badge">
              {badge.label}
            </span>
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">Amount</dt>
          <dd>{formatKes(order.amount)}</dd>
          {order.mpesaReceipt ? (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Receipt</dt>
              <dd className="flex items-center gap-2">
                <span className="font-mono font-semibold" data-testid="mpesa-receipt">
                  {order.mpesaReceipt}
                </span>
                <CopyReceiptButton receipt={order.mpesaReceipt} />
              </dd>
            </>
          ) : state === "completed" ? (
            <>
              {/* Confirmed by an STK Push Query, whose answer has no receipt number; M-Pesa's SMS has it. */}
              <dt className="text-slate-600 dark:text-slate-400">Receipt</dt>
              <dd>Not sent by M-Pesa yet. Your M-Pesa SMS has it.</dd>
            </>
          ) : null}
          <dt className="text-slate-600 dark:text-slate-400">Date</dt>
          <dd>{dateTime.format(order.paymentDate ?? order.createdAt)}</dd>
          {order.phoneNumber ? (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Phone</dt>
              <dd>{order.phoneNumber}</dd>
            </>
          ) : null}
          {order.deliveryOption ? (
            <>
              <dt className="text-slate-600 dark:text-slate-400">Delivery</dt>
              <dd className="break-words">{order.deliveryOption === "delivery" ? `Delivery to ${order.deliveryAddress ?? ""}` : "Pickup, arranged with the seller"}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <div className="flex flex-wrap gap-3" data-print="hide">
        <PrintReceiptButton />
        <Link href="/studentmarketplace" className={buttonClasses()}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
