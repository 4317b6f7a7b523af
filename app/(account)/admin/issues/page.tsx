import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/session";
import { listIssuesForStaff } from "@/lib/db/issue-reports";
import { formatDate, formatKes, shortOrderId } from "@/lib/format";
import { IssueDecision } from "@/components/admin/issue-decision";
import { ListMessage } from "@/components/catalogue/empty-state";

export const metadata: Metadata = { title: "Issue reports", robots: { index: false } };

const dateTime = new Intl.DateTimeFormat("en-KE", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Nairobi" });
const STATUS_LABEL = { open: "Open", in_review: "In review", resolved: "Resolved", closed: "Closed" } as const;

/** Staff (see docs/decisions/staff.md and buyer-protection.md): issue reports, open first, with the order, its payment and payouts, and the messages between buyer and seller. */
export default async function IssuesPage() {
  await requireStaff();
  const issues = await listIssuesForStaff();
  return (
    <section className="flex w-full min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Issue reports</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">While a report is open, the order&apos;s payouts wait. Resolve to pay the seller, or refund the buyer.</p>
        </div>
      </header>
      {issues.length === 0 ? (
        <ListMessage title="No issue reports" />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Issue reports">
          {issues.map((issue) => {
            const sellerItems = issue.items.filter((item) => item.sellerId === issue.sellerId);
            const refundTotal = formatKes(sellerItems.reduce((sum, item) => sum + item.subtotal, 0));
            const open = issue.status === "open" || issue.status === "in_review";
            return (
              <li key={issue.id} data-testid="issue-report" data-status={issue.status} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 className="font-bold">
                      {issue.buyerName} about {issue.sellerName ?? "a seller"}
                      {issue.orderId ? <span className="font-mono font-normal"> · order #{shortOrderId(issue.orderId)}</span> : null}
                    </h2>
                    <p className="text-sm text-slate-600 dark:text-slate-400">Reported {dateTime.format(issue.createdAt)}</p>
                  </div>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${open ? "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100" : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200"}`}>
                    {STATUS_LABEL[issue.status]}
                  </span>
                </div>
                <p className="rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line dark:bg-slate-800">{issue.description}</p>
                {issue.order ? (
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-slate-600 dark:text-slate-400">Paid</dt>
                    <dd>
                      {formatKes(issue.order.amount)} {issue.order.mpesaReceipt ? <span className="font-mono">({issue.order.mpesaReceipt})</span> : `(${issue.order.paymentStatus})`}
                    </dd>
                    <dt className="text-slate-600 dark:text-slate-400">Items</dt>
                    <dd>
                      <ul>
                        {issue.items.map((item) => (
                          <li key={item.id}>
                            {item.productName} · {formatKes(item.subtotal)} · {item.status}
                            {item.payoutStatus ? ` · payout ${item.payoutStatus === "pending" && open ? "on hold" : item.payoutStatus}` : ""}
                            {item.refundStatus ? ` · refund ${item.refundStatus}` : ""}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </dl>
                ) : null}
                {issue.messages.length > 0 ? (
                  <details className="text-sm">
                    <summary className="cursor-pointer font-semibold">Messages about this order ({issue.messages.length})</summary>
                    <ol className="mt-2 flex flex-col gap-1.5">
                      {issue.messages.map((message) => (
                        <li key={message.id} className="break-words">
                          <span className="font-semibold">{message.senderName}</span> <span className="text-slate-600 dark:text-slate-400">{formatDate(message.createdAt)}</span>: {message.body}
                        </li>
                      ))}
                    </ol>
                  </details>
                ) : null}
                {open ? (
                  <IssueDecision reportId={issue.id} buyerName={issue.buyerName} sellerName={issue.sellerName ?? "The seller"} refundTotal={refundTotal} />
                ) : (
                  <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="issue-decision">
                    {issue.decision === "refund" ? "Refunded to the buyer" : "Resolved: payout released"}
                    {issue.decidedByName ? ` by ${issue.decidedByName}` : ""}
                    {issue.decidedAt ? `, ${dateTime.format(issue.decidedAt)}` : ""}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
