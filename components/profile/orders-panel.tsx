import { AppLink } from "@/components/navigation/app-link";
import type { BuyerOrderRow } from "@/lib/db/types";
import { fulfilmentLabel, paymentLabel } from "@/lib/orders/order-labels";
import { formatDate, formatKes, shortOrderId } from "@/lib/format";

import { ListMessage } from "@/components/catalogue/empty-state";
import { buttonClasses } from "@/components/ui/button";
import { ChevronRightIcon } from "@/components/ui/icons";

const STATUS_TONES: Record<string, string> = {
  Paid: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200",
  Failed: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200",
  Delivered: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200",
  Shipped: "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200",
  Processing: "bg-indigo-100 text-indigo-900 dark:bg-indigo-900/40 dark:text-indigo-200",
  Pending: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200",
};
const NEUTRAL_TONE = "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200";

/** Where an order's row leads (spec: /orders/{id}): a paid order to its tracking page, an unpaid one back to checkout to pay. */
function orderHref(order: BuyerOrderRow): string {
  return order.paymentStatus === "completed" ? `/orders/${order.id}` : `/checkout/${order.id}`;
}

/** The Orders tab: the buyer's orders, newest first. */
export function OrdersPanel({ orders }: { orders: BuyerOrderRow[] }) {
  if (orders.length === 0) {
    return (
      <ListMessage title="No orders yet">
        <p className="text-sm text-slate-600 dark:text-slate-400">What you buy shows here, with its status.</p>
        <AppLink href="/studentmarketplace" className={buttonClasses({ size: "sm" })}>
          Browse the marketplace
        </AppLink>
      </ListMessage>
    );
  }
  return (
    <ul aria-label="Your orders" className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {orders.map((order) => {
        const payment = paymentLabel(order.paymentStatus, order.orderStatus);
        const fulfilment = fulfilmentLabel(order.orderStatus, order.paymentStatus, order.allRefunded);
        const more = order.itemCount > 1 ? ` and ${order.itemCount - 1} more` : "";
        return (
          <li key={order.id}>
            <AppLink href={orderHref(order)} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">
                  {order.firstItemName ?? "Order"}
                  {more}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Order #{shortOrderId(order.id)} · {formatDate(order.createdAt)}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold">{formatKes(order.amount)}</span>
                <span className="flex flex-wrap justify-end gap-1">
                  <span data-testid="order-payment" aria-label={`Payment: ${payment}`} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[payment] ?? NEUTRAL_TONE}`}>
                    {payment}
                  </span>
                  {fulfilment ? (
                    <span data-testid="order-fulfilment" aria-label={`Order: ${fulfilment}`} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[fulfilment] ?? NEUTRAL_TONE}`}>
                      {fulfilment}
                    </span>
                  ) : null}
                </span>
              </div>
              <ChevronRightIcon width={18} height={18} aria-hidden className="shrink-0 text-slate-400" />
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
