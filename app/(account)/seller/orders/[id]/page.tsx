import type { Metadata } from "next";
import Image from "next/image";
import { AppLink } from "@/components/navigation/app-link";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { findSellerOrderItem } from "@/lib/db/fulfilment";
import { env } from "@/lib/env";
import { formatDate, formatDateTime, formatKes, shortOrderId } from "@/lib/format";
import { ORDER_MESSAGES, PAYOUT_MESSAGES } from "@/lib/messages/orders";
import { maskMsisdn } from "@/lib/mpesa/phone";
import { isFinalItemStatus, payoutNotice } from "@/lib/orders/fulfilment";
import { CancelItem } from "@/components/orders/cancel-item";
import { PayoutNotice } from "@/components/orders/payout-notice";
import { isTestingMode } from "@/lib/payments/daraja-setup";
import { isUuid } from "@/lib/validation/ids";
import { TestingModeBadge } from "@/components/checkout/testing-mode-badge";
import { ItemStatusBadge, StageBadge } from "@/components/orders/item-status";
import { OrderLiveRefresh } from "@/components/orders/order-live-refresh";
import { SellerOrderActions } from "@/components/orders/seller-order-actions";
import { Alert, type AlertTone } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { ChevronLeftIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Order", robots: { index: false } };

type SellerOrderPageProps = { params: Promise<{ id: string }> };

const CARD = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
const TERM = "text-slate-600 dark:text-slate-400";

/**
 * The spec's Seller order item page: product, buyer, actions, order and delivery
 * information, and the payout (see docs/decisions/payments-decided-by-server.md and buyer-protection.md). Only the item's seller: anyone else gets the
 * spec's 'Order Not Found' with 404.
 */
export default async function SellerOrderPage({ params }: SellerOrderPageProps) {
  const user = await requireUser();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const item = await findSellerOrderItem(id, user.id);
  if (!item) notFound();

  const payout = item.payout;
  // The hold after delivery (docs/decisions/buyer-protection.md): due at its end unless the buyer confirmed receipt.
  const dueAt = item.receivedConfirmedAt ? null : item.payoutDueAt;
  const notice = payout ? payoutNotice({ ...payout, held: item.held, dueAt }) : null;
  const payoutText = notice && payout ? payoutMessage(notice.kind, { ...payout, dueAt }) : null;
  const ended = isFinalItemStatus(item.status) || item.refund !== null;
  const holdHours = env.PAYOUT_HOLD_HOURS;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      <AppLink href="/myshop" className={buttonClasses({ variant: "link", size: "sm", className: "w-fit" })}>
        <ChevronLeftIcon width={16} height={16} aria-hidden />
        {ORDER_MESSAGES.backToShop}
      </AppLink>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold">Order #{shortOrderId(item.orderId)}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <ItemStatusBadge status={item.status} refunded={item.refund !== null} />
            {item.status === "pending" || item.status === "processing" ? <StageBadge item={item} /> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 md:flex-col md:items-end">
          {isTestingMode() ? <TestingModeBadge /> : null}
          <OrderLiveRefresh orderId={item.orderId} />
        </div>
      </header>

      {item.held && !payout && !ended ? (
        <Alert tone="warning" role="note">
          {PAYOUT_MESSAGES.onHold}
        </Alert>
      ) : null}
      {notice && payoutText ? (
        <PayoutNotice tone={notice.tone as AlertTone} kind={notice.kind}>
          {payoutText}
        </PayoutNotice>
      ) : null}
      {item.status === "cancelled" ? (
        <Alert tone="info" data-testid="item-ended">
          {ORDER_MESSAGES.cancelledBecause(item.cancelReason ?? "")}
        </Alert>
      ) : item.refund ? (
        <Alert tone="info" data-testid="item-ended">
          {ORDER_MESSAGES.refunded}
        </Alert>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="product-heading" className={CARD}>
          <h2 id="product-heading" className="text-lg font-bold">
            Product
          </h2>
          <div className="mt-3 flex gap-3">
            <div className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
              {item.productImageUrl ? <Image src={item.productImageUrl} alt="" fill sizes="80px" className="object-cover" /> : null}
            </div>
            <div className="min-w-0">
              <p className="font-semibold break-words">{item.productId ? <AppLink href={`/product/${item.productId}`} className="hover:underline">{item.productName}</AppLink> : item.productName}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {item.quantity} x {formatKes(item.pricePerUnit)}
              </p>
              <p className="font-semibold">{formatKes(item.subtotal)}</p>
            </div>
          </div>
        </section>

        <section aria-labelledby="buyer-heading" className={CARD}>
          <h2 id="buyer-heading" className="text-lg font-bold">
            Buyer
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className={TERM}>Name</dt>
            <dd data-testid="buyer-name">{item.buyerName}</dd>
            <dt className={TERM}>Campus</dt>
            <dd>{item.buyerCampus ?? "Not specified"}</dd>
            <dt className={TERM}>Phone</dt>
            <dd>{item.buyerPhone ?? "Shown once the order is paid"}</dd>
          </dl>
          <AppLink href={`/profile?tab=messages&to=${item.buyerId}&order=${item.orderId}&item=${item.id}`} className={buttonClasses({ variant: "link", size: "sm", className: "mt-3" })}>
            Open the conversation
          </AppLink>
        </section>
      </div>

      <section aria-labelledby="actions-heading" className={CARD}>
        <h2 id="actions-heading" className="mb-3 text-lg font-bold">
          Actions
        </h2>
        {ended ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{item.status === "cancelled" ? `Cancelled ${item.cancelledAt ? formatDate(item.cancelledAt) : ""}` : "Refunded to the buyer"}. Nothing more to do.</p>
        ) : item.status === "delivered" ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">Delivered {item.deliveredAt ? formatDate(item.deliveredAt) : ""}. Nothing more to do.</p>
        ) : (
          <SellerOrderActions
            itemId={item.id}
            status={item.status}
            buyerContacted={item.buyerContacted}
            buyerAgreed={item.buyerAgreed}
            refunded={item.refund !== null}
            buyerName={item.buyerName}
            productName={item.productName}
            payoutLine={
              item.held
                ? "the payout waits: the buyer reported a problem."
                : holdHours > 0
                  ? `${formatKes(item.subtotal)} is paid to your M-Pesa when the buyer confirms they received it, or ${holdHours} hours after delivery if they report no problem.`
                  : `${formatKes(item.subtotal)} is paid to your M-Pesa.`
            }
          />
        )}
        {item.cancellable ? (
          <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
            <CancelItem itemId={item.id} amount={formatKes(item.subtotal)} />
          </div>
        ) : null}
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="order-heading" className={CARD}>
          <h2 id="order-heading" className="text-lg font-bold">
            Order information
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className={TERM}>Order</dt>
            <dd className="font-mono">#{shortOrderId(item.orderId)}</dd>
            <dt className={TERM}>Placed</dt>
            <dd>{formatDate(item.orderCreatedAt)}</dd>
            <dt className={TERM}>Payment</dt>
            <dd>{item.paymentStatus === "completed" ? "Paid by M-Pesa" : "Not paid"}</dd>
            {item.mpesaReceipt ? (
              <>
                <dt className={TERM}>Receipt</dt>
                <dd className="font-mono">{item.mpesaReceipt}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section aria-labelledby="delivery-heading" className={CARD}>
          <h2 id="delivery-heading" className="text-lg font-bold">
            Delivery information
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className={TERM}>Option</dt>
            <dd>{item.deliveryOption === "delivery" ? "Delivery" : item.deliveryOption === "pickup" ? "Pickup" : "Not chosen"}</dd>
            {item.deliveryAddress ? (
              <>
                <dt className={TERM}>Address</dt>
                <dd className="break-words">{item.deliveryAddress}</dd>
              </>
            ) : null}
            {item.deliveryInstructions ? (
              <>
                <dt className={TERM}>Instructions</dt>
                <dd className="break-words">{item.deliveryInstructions}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>
    </div>
  );
}

function payoutMessage(kind: ReturnType<typeof payoutNotice>["kind"], payout: { amount: number; phoneNumber: string | null; transactionId: string | null; conversationId: string | null; resultDesc: string | null; dueAt: Date | null }): string {
  const to = payout.phoneNumber ? ` to ${maskMsisdn(payout.phoneNumber)}` : "";
  switch (kind) {
    case "completed":
      return `${PAYOUT_MESSAGES.completed(payout.transactionId ?? "")} (${formatKes(payout.amount)}${to})`;
    case "initiated":
      return PAYOUT_MESSAGES.initiated(payout.conversationId ?? "pending");
    case "failed":
      return PAYOUT_MESSAGES.failed(payout.resultDesc ?? "refused");
    case "unknown":
      return PAYOUT_MESSAGES.unknown;
    case "cancelled":
      return PAYOUT_MESSAGES.cancelled;
    case "on-hold":
      return PAYOUT_MESSAGES.onHold;
    case "no-phone":
      return `${PAYOUT_MESSAGES.noPhone}. Add your phone in Edit Profile and the payout goes out.`;
    case "waiting":
      return `${PAYOUT_MESSAGES.waiting}: ${formatKes(payout.amount)}${to}`;
    case "scheduled":
      return `${PAYOUT_MESSAGES.scheduled(formatDateTime(payout.dueAt ?? new Date()))}: ${formatKes(payout.amount)}${to}, sooner if the buyer confirms they received it`;
  }
}
