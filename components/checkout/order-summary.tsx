import { formatKes } from "@/lib/format";
import type { BuyerOrderView } from "@/lib/db/types";

type OrderSummaryProps = { order: Pick<BuyerOrderView, "amount" | "items">; headingLevel?: "h2" | "h3" };

/**
 * The order's lines and totals (the spec's Checkout and Order confirmation screens): quantity
 * × unit price, the product's location, the seller or 'Anonymous' with their campus,
 * subtotal, delivery KES 0.00 and the total. Amounts are the order's, copied at checkout.
 */
export function OrderSummary({ order, headingLevel: Heading = "h2" }: OrderSummaryProps) {
  const subtotal = order.items.reduce((sum, item) => sum + item.subtotal, 0);
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:p-0">
      <Heading id="order-summary-heading" className="text-lg font-bold">
        Order Summary
      </Heading>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800" aria-label="Items in this order">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{item.productName}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {item.quantity} x {formatKes(item.pricePerUnit)}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">Location: {item.location}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Seller: {item.sellerName ?? "Anonymous"}
                {item.sellerCampus ? ` · ${item.sellerCampus}` : ""}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap">{formatKes(item.subtotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatKes(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Delivery</dt>
          <dd>{formatKes(0)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatKes(order.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
