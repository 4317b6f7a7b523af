import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { requireStaff } from "@/lib/auth/session";
import { listPayoutsForStaff } from "@/lib/db/payouts";
import { formatKes, shortOrderId } from "@/lib/format";
import { maskMsisdn } from "@/lib/mpesa/phone";
import { PayoutRetry } from "@/components/admin/payout-retry";
import { ListMessage } from "@/components/catalogue/empty-state";
import { ScrollRegion } from "@/components/ui/scroll-region";

export const metadata: Metadata = { title: "Payouts", robots: { index: false } };

const FILTERS = ["pending", "submitted", "unknown", "failed", "completed", "cancelled"] as const;
type Filter = (typeof FILTERS)[number];
const dateTime = new Intl.DateTimeFormat("en-KE", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Nairobi" });

type PayoutsPageProps = { searchParams: Promise<{ status?: string | string[] }> };

/** Staff (see docs/decisions/payments-decided-by-server.md): every payout and refund by status; a failed one can be sent again (same row, new attempt). */
export default async function PayoutsPage({ searchParams }: PayoutsPageProps) {
  await requireStaff();
  const { status } = await searchParams;
  const filter = FILTERS.find((candidate) => candidate === status);
  const payouts = await listPayoutsForStaff({ status: filter });
  return (
    <section className="flex w-full min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Payouts</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Sellers&apos; payouts and buyers&apos; refunds by M-Pesa. Unknown ones are being checked with M-Pesa; only failed ones can be retried.</p>
        </div>
      </header>
      <nav aria-label="Payout status" className="flex flex-wrap gap-2">
        {[undefined, ...FILTERS].map((value: Filter | undefined) => (
          <AppLink
            key={value ?? "all"}
            href={value ? `/admin/payouts?status=${value}` : "/admin/payouts"}
            aria-current={filter === value ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm font-semibold ${filter === value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 dark:border-slate-700"}`}
          >
            {value ? value[0]!.toUpperCase() + value.slice(1) : "All"}
          </AppLink>
        ))}
      </nav>
      {payouts.length === 0 ? (
        <ListMessage title="No payouts here" />
      ) : (
        <ScrollRegion label="Payouts and refunds" className="relative w-full overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm md:min-w-[48rem]">
            <caption className="sr-only">Payouts and refunds</caption>
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">Kind</th>
                <th scope="col" className="px-3 py-2">To</th>
                <th scope="col" className="px-3 py-2">Item</th>
                <th scope="col" className="px-3 py-2">Amount</th>
                <th scope="col" className="px-3 py-2">Status</th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">Updated</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-900">
              {payouts.map((payout) => (
                <tr key={payout.id} data-testid="payout-row" data-status={payout.status}>
                  <td className="px-3 py-2">{payout.kind === "buyer_refund" ? "Refund" : "Payout"}</td>
                  <td className="px-3 py-2">
                    {payout.recipientName}
                    <span className="block font-mono text-xs text-slate-600 dark:text-slate-400">{payout.phoneNumber ? maskMsisdn(payout.phoneNumber) : "no phone"}</span>
                  </td>
                  <td className="px-3 py-2">
                    {payout.productName}
                    <span className="block font-mono text-xs text-slate-600 dark:text-slate-400">#{shortOrderId(payout.orderId)}</span>
                  </td>
                  <td className="px-3 py-2 md:whitespace-nowrap">{formatKes(payout.amount)}</td>
                  <td className="px-3 py-2">
                    <span className="font-semibold">{payout.held && payout.status === "pending" ? "on hold" : payout.status}</span>
                    {payout.transactionId ? <span className="block font-mono text-xs">{payout.transactionId}</span> : null}
                    {payout.status === "failed" && payout.resultDesc ? <span className="block text-xs text-red-800 dark:text-red-300">{payout.resultDesc}</span> : null}
                    {payout.attempt > 1 ? <span className="block text-xs text-slate-600 dark:text-slate-400">attempt {payout.attempt}</span> : null}
                  </td>
                  <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">{dateTime.format(payout.updatedAt)}</td>
                  <td className="px-3 py-2">{payout.status === "failed" ? <PayoutRetry payoutId={payout.id} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
