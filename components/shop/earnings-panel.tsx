import { AppLink } from "@/components/navigation/app-link";
import type { EarningsPage } from "@/lib/db/types";
import { earningsCursorParam, earningsState, type EarningsState, type EarningsTotals } from "@/lib/orders/earnings";
import { EARNINGS_MESSAGES as M } from "@/lib/messages/earnings";
import { formatDate, formatDateTime, formatKes, shortOrderId } from "@/lib/format";

type EarningsPanelProps = {
  page: EarningsPage;
  /** Over all the seller's sales, not just this page. */
  totals: EarningsTotals;
  /** Whether this is a page of older sales (a link back to the newest is shown). */
  older: boolean;
};

const TONES: Record<EarningsState["kind"], string> = {
  "awaiting-delivery": "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  held: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200",
  releasing: "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-200",
  paid: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200",
  refunded: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  cancelled: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

/** The state's label: held says until when or why; paid says when. */
export function earningsLabel(state: EarningsState): string {
  switch (state.kind) {
    case "awaiting-delivery":
      return M.awaitingDelivery;
    case "held":
      if (state.reason === "reported") return M.heldReported;
      if (state.reason === "no-phone") return M.heldNoPhone;
      return state.until ? M.heldUntil(formatDateTime(state.until)) : M.held;
    case "releasing":
      return M.releasing;
    case "paid":
      return M.paid(formatDateTime(state.paidAt));
    case "failed":
      return M.failed;
    case "refunded":
      return M.refunded;
    case "cancelled":
      return M.cancelled;
  }
}

/** My shop's Earnings: the three totals, then a page of sold items with where each one's money is. */
export function EarningsPanel({ page, totals, older }: EarningsPanelProps) {
  const entries = page.rows.map((row) => ({ row, state: earningsState(row) }));
  const cards = [
    { label: M.held, value: totals.held, testId: "earnings-held" },
    { label: M.paidThisMonth, value: totals.paidThisMonth, testId: "earnings-paid-month" },
    { label: M.paidEver, value: totals.paidEver, testId: "earnings-paid-ever" },
  ];

  return (
    <section aria-labelledby="earnings-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="earnings-heading" className="text-lg font-semibold">
          {M.heading}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{M.intro}</p>
      </div>
      <dl aria-label={M.totalsLabel} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.testId} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{card.label}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid={card.testId}>
              {formatKes(card.value)}
            </dd>
          </div>
        ))}
      </dl>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{M.empty}</p>
      ) : (
        <ul aria-label={M.listLabel} className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {entries.map(({ row, state }) => (
            <li key={row.id} data-testid="earnings-row" data-kind={state.kind} data-order-id={row.orderId} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate font-semibold">
                  <AppLink href={`/seller/orders/${row.id}`} className="hover:underline">
                    {row.productName}
                  </AppLink>
                  {row.quantity > 1 ? <span className="font-normal text-slate-600 dark:text-slate-400"> × {row.quantity}</span> : null}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{M.orderRef(shortOrderId(row.orderId), formatDate(row.createdAt))}</p>
              </div>
              <div className="flex flex-col gap-1 sm:items-end">
                <span className={`font-semibold tabular-nums ${state.kind === "refunded" || state.kind === "cancelled" ? "text-slate-500 line-through" : ""}`}>{formatKes(state.amount)}</span>
                <span data-testid="earnings-state" className={`w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state.kind]}`}>
                  {earningsLabel(state)}
                </span>
                {state.kind === "paid" && state.transactionId ? (
                  <span data-testid="earnings-transaction" className="font-mono text-xs text-slate-600 dark:text-slate-400">
                    {M.transaction(state.transactionId)}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {page.next || older ? (
        <nav aria-label={M.pagesLabel} className="flex flex-wrap justify-between gap-3 text-sm font-semibold">
          {older ? (
            <AppLink href="/myshop?tab=earnings" className="text-brand-800 underline-offset-4 hover:underline dark:text-brand-200">
              {M.newestSales}
            </AppLink>
          ) : (
            <span />
          )}
          {page.next ? (
            <AppLink href={`/myshop?tab=earnings&after=${encodeURIComponent(earningsCursorParam(page.next))}`} className="text-brand-800 underline-offset-4 hover:underline dark:text-brand-200">
              {M.olderSales}
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
