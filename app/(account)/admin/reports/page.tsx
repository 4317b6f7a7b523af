import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { requireStaff } from "@/lib/auth/session";
import { listReportedListings } from "@/lib/db/listing-reports";
import { formatKes } from "@/lib/format";
import { LISTING_REPORT_MESSAGES, LISTING_REPORT_REASON_LABELS } from "@/lib/messages/listing-reports";
import { ListingReportDecision } from "@/components/admin/listing-report-decision";
import { ListMessage } from "@/components/catalogue/empty-state";
import { ProductImage } from "@/components/product/product-image";
import { StatusBadge } from "@/components/product/status-badge";

export const metadata: Metadata = { title: LISTING_REPORT_MESSAGES.pageTitle, robots: { index: false } };

const dateTime = new Intl.DateTimeFormat("en-KE", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Nairobi" });

/** Staff (see docs/decisions/listing-reports.md): listings with open reports, the most reported first, each to hide with a reason or to dismiss. */
export default async function ReportedListingsPage() {
  await requireStaff();
  const listings = await listReportedListings();
  return (
    <section className="flex w-full min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{LISTING_REPORT_MESSAGES.pageTitle}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{LISTING_REPORT_MESSAGES.pageIntro}</p>
      </header>
      {listings.length === 0 ? (
        <ListMessage title={LISTING_REPORT_MESSAGES.none} />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={LISTING_REPORT_MESSAGES.pageTitle}>
          {listings.map(({ product, seller, reports }) => (
            <li
              key={product.id}
              data-testid="reported-listing"
              aria-labelledby={`reported-${product.id}`}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-start gap-4">
                <div className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
                  <ProductImage src={product.imageUrl} alt="" sizes="80px" />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h2 id={`reported-${product.id}`} className="font-bold break-words">
                    <AppLink href={`/product/${product.id}`} className="hover:underline">
                      {product.name}
                    </AppLink>
                  </h2>
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-semibold">{formatKes(product.price)}</span>
                    <StatusBadge status={product.status} />
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
                      {LISTING_REPORT_MESSAGES.reportCount(reports.length)}
                    </span>
                  </p>
                  {product.description ? <p className="line-clamp-3 text-sm break-words text-slate-700 dark:text-slate-300">{product.description}</p> : null}
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    Seller:{" "}
                    <AppLink href={`/seller/${seller.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
                      {seller.name}
                    </AppLink>
                  </p>
                  {product.status === "hidden" ? (
                    <p className="text-sm text-red-800 dark:text-red-200">
                      {product.hiddenReason ? LISTING_REPORT_MESSAGES.hiddenByStaff(product.hiddenReason) : LISTING_REPORT_MESSAGES.hiddenByReports}
                    </p>
                  ) : null}
                </div>
              </div>
              <ol className="flex flex-col gap-2" aria-label={LISTING_REPORT_MESSAGES.reportsOf(product.name)}>
                {reports.map((report) => (
                  <li key={report.id} data-testid="listing-report" className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
                    <p className="flex flex-wrap gap-x-2">
                      <span className="font-semibold">{LISTING_REPORT_REASON_LABELS[report.reason]}</span>
                      <span className="text-slate-600 dark:text-slate-400">
                        {report.reporterName}, {dateTime.format(report.createdAt)}
                      </span>
                    </p>
                    {report.details ? (
                      <p className="mt-1 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{report.details}</p>
                    ) : (
                      <p className="mt-1 text-slate-600 italic dark:text-slate-400">{LISTING_REPORT_MESSAGES.noDetails}</p>
                    )}
                  </li>
                ))}
              </ol>
              <ListingReportDecision productId={product.id} productName={product.name} reportIds={reports.map((report) => report.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
