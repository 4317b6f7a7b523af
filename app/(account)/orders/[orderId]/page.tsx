import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { requireBuyerOrder } from "@/lib/orders/buyer-order";
import { formatDate, formatDateTime, formatKes, shortOrderId } from "@/lib/format";
import { ORDER_MESSAGES, RECEIPT_MESSAGES, STATUS_WORDS } from "@/lib/messages/orders";
import { isFinalItemStatus, mostCommonStatus, offersConfirmReceived } from "@/lib/orders/fulfilment";
import { paymentLabel } from "@/lib/orders/order-labels";
import { ConfirmReceived } from "@/components/orders/confirm-received";
import { ItemStatusBadge } from "@/components/orders/item-status";
import { OrderLiveRefresh } from "@/components/orders/order-live-refresh";
import { OrderProgress } from "@/components/orders/order-progress";
import { PaymentSection } from "@/components/orders/payment-section";
import { ReportIssue } from "@/components/orders/report-issue";
import { OrderItemReview } from "@/components/reviews/order-item-review";
import { listOrderReviews } from "@/lib/db/reviews";
import { isEditable } from "@/lib/reviews/rules";
import { buttonClasses } from "@/components/ui/button";
import { ChevronLeftIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Order details", robots: { index: false } };

type OrderPageProps = { params: Promise<{ orderId: string }>; searchParams: Promise<{ from?: string | string[] }> };

/**
 * The spec's Order detail screen: the buyer follows their order. The progress bar shows the
 * most common item status; each seller's items can be discussed (Contact Seller) or
 * reported (Report Issue), and a delivered item's payout can be released early (Confirm received,
 * see docs/decisions/buyer-protection.md). Refunded and cancelled items say so with the refund's
 * M-Pesa receipt and offer nothing more. Only the buyer: anyone else gets the same 404 as no order.
 */
export default async function OrderDetailPage({ params, searchParams }: OrderPageProps) {
  const [{ orderId }, { from }] = await Promise.all([params, searchParams]);
  const { user, order } = await requireBuyerOrder(orderId);
  // The buyer's reviews of this order's items, hidden ones too, so the page can say why.
  const reviews = new Map((await listOrderReviews(order.id, user.id)).map((review) => [review.orderItemId, review]));
  const now = new Date();

  const status = mostCommonStatus(
    order.items.map((item) => item.status),
    order.orderStatus,
  );
  const paid = order.paymentStatus === "completed";
  // Spec: back to My shop for sellers, or when they came from the seller area; otherwise to the Orders tab.
  const backToShop = user.isSeller || from === "seller";
  const ended = (item: (typeof order.items)[number]) => isFinalItemStatus(item.status) || item.refunded;
  // One Contact Seller / Report Issue per seller, the first item's seller first (spec: "for the first item's seller");
  // none for a seller whose items all ended (refunded or cancelled): there is nothing left to do with them.
  const liveItems = order.items.filter((item) => !ended(item));
  const sellers = [...new Map(liveItems.map((item) => [item.sellerId, { id: item.sellerId, name: item.sellerName ?? "the seller", firstItemId: item.id }])).values()];
  const allEnded = order.items.length > 0 && liveItems.length === 0;
  const allRefunded = allEnded && order.items.every((item) => item.status === "refunded" || (item.refunded && item.status !== "cancelled"));

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      <AppLink href={backToShop ? "/myshop" : "/profile?tab=orders"} className={buttonClasses({ variant: "link", size: "sm", className: "w-fit" })}>
        <ChevronLeftIcon width={16} height={16} aria-hidden />
        {backToShop ? ORDER_MESSAGES.backToShop : ORDER_MESSAGES.backToOrders}
      </AppLink>

      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Order #{shortOrderId(order.id)}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">Placed {formatDate(order.createdAt)}</p>
        </div>
        <OrderLiveRefresh orderId={order.id} />
      </header>

      <section aria-labelledby="progress-heading" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="progress-heading" className="sr-only">
          Progress
        </h2>
        {paid && allEnded ? (
          <p className="text-sm font-semibold" data-testid="order-ended">
            {ORDER_MESSAGES.orderEnded(allRefunded ? STATUS_WORDS.refunded : STATUS_WORDS.cancelled)}
          </p>
        ) : paid ? (
          <OrderProgress status={status} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">This order is not paid yet. Sellers start on it once M-Pesa confirms your payment.</p>
            <AppLink href={`/checkout/${order.id}`} className={buttonClasses({ size: "sm" })}>
              Pay now
            </AppLink>
          </div>
        )}
      </section>

      <section aria-labelledby="items-heading" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="items-heading" className="text-lg font-bold">
          Items
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 py-3" data-testid="order-item">
              <div className="min-w-0">
                <p className="font-medium break-words">{item.productName}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {item.quantity} x {formatKes(item.pricePerUnit)} · Seller: {item.sellerName ?? "Anonymous"}
                  {item.sellerCampus ? ` · ${item.sellerCampus}` : ""}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold whitespace-nowrap">{formatKes(item.subtotal)}</span>
                <ItemStatusBadge status={item.status} refunded={item.refunded} />
              </div>
              {/* What happened to the money takes the row's whole width: on a phone a sentence beside the name would push the page sideways. */}
              <div className="flex basis-full flex-col items-end gap-1 empty:hidden">
                <ItemMoney item={item} reportOpen={order.openReportSellerIds.includes(item.sellerId)} />
              </div>
              {/* Delivered: the buyer may rate the seller, once, and edit for a week (docs/decisions/reviews.md). */}
              {item.status === "delivered" || reviews.has(item.id) ? (
                <OrderItemReview
                  orderItemId={item.id}
                  sellerName={item.sellerName ?? "the seller"}
                  review={reviews.get(item.id) ?? null}
                  editable={reviews.has(item.id) && isEditable(reviews.get(item.id)!, now)}
                  editableUntilText={reviews.has(item.id) ? formatDateTime(reviews.get(item.id)!.editableUntil) : ""}
                />
              ) : null}
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-slate-200 pt-3 font-bold dark:border-slate-800">
          <span>Total</span>
          <span>{formatKes(order.amount)}</span>
        </p>
      </section>

      <PaymentSection
        rows={[
          { term: "Status", testId: "payment-status", detail: paymentLabel(order.paymentStatus, order.orderStatus) },
          order.mpesaReceipt ? { term: "Receipt", className: "font-mono font-semibold", detail: order.mpesaReceipt } : null,
          order.paymentDate ? { term: "Paid on", detail: formatDate(order.paymentDate) } : null,
          order.deliveryOption ? { term: "Delivery", detail: order.deliveryOption === "pickup" ? "Pickup" : `Delivery to ${order.deliveryAddress ?? "your address"}` } : null,
        ]}
      />

      {paid ? (
        <section aria-labelledby="help-heading" className="flex flex-col gap-3">
          <h2 id="help-heading" className="text-lg font-bold">
            Need something?
          </h2>
          {sellers.map((seller) => (
            <div key={seller.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <p className="min-w-0 flex-1 text-sm">
                Sold by <span className="font-semibold">{seller.name}</span>
              </p>
              <AppLink href={`/profile?tab=messages&to=${seller.id}&order=${order.id}&item=${seller.firstItemId}`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                Contact Seller
              </AppLink>
              <ReportIssue orderId={order.id} sellerId={seller.id} sellerName={seller.name} open={order.openReportSellerIds.includes(seller.id)} />
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

type OrderItemView = Awaited<ReturnType<typeof requireBuyerOrder>>["order"]["items"][number];

/** What happened to the item's money, as the buyer reads it: the refund and its receipt, the seller's reason, or when the seller is paid and Confirm received. */
function ItemMoney({ item, reportOpen }: { item: OrderItemView; reportOpen: boolean }) {
  const lines: string[] = [];
  if (item.status === "cancelled" && item.cancelReason) lines.push(ORDER_MESSAGES.cancelledBecause(item.cancelReason));
  if (item.refund) {
    lines.push(item.refund.status === "completed" && item.refund.transactionId ? ORDER_MESSAGES.refundReceipt(item.refund.transactionId, formatDate(item.refund.completedAt ?? item.refundedAt ?? new Date())) : ORDER_MESSAGES.refundOnItsWay);
  }
  const life = { status: item.status, paid: true, refunded: item.refunded, receivedConfirmedAt: item.receivedConfirmedAt, payoutStatus: item.payout?.status ?? null, payoutSent: item.payout?.sent ?? false };
  const waiting = item.status === "delivered" && !item.refund && item.payout && offersConfirmReceived(life);
  return (
    <>
      {lines.map((line) => (
        <p key={line} className="max-w-xs text-right text-xs text-slate-600 dark:text-slate-400" data-testid="item-money">
          {line}
        </p>
      ))}
      {waiting && reportOpen ? <p className="max-w-xs text-right text-xs text-amber-900 dark:text-amber-200">{RECEIPT_MESSAGES.heldByReport}</p> : null}
      {waiting && !reportOpen && item.payoutDueAt ? <ConfirmReceived itemId={item.id} productName={item.productName} amount={formatKes(item.subtotal)} releasesAt={formatDateTime(item.payoutDueAt)} /> : null}
      {item.status === "delivered" && item.receivedConfirmedAt ? <p className="text-right text-xs text-slate-600 dark:text-slate-400">{RECEIPT_MESSAGES.alreadyConfirmed}</p> : null}
    </>
  );
}
