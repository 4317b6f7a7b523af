import { ACCESS_CODE_MESSAGES } from "@/lib/messages/access-codes";
import { ScrollRegion } from "@/components/ui/scroll-region";

type AccessCodeRow = { code: string; isUsed: boolean; usedByEmail: string | null; createdAt: Date; usedAt: Date | null };

const dateFormat = new Intl.DateTimeFormat("en-KE", { timeZone: "Africa/Nairobi", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });

function StatusPill({ used }: { used: boolean }) {
  return used ? (
    <span className="inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">Used</span>
  ) : (
    <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">Available</span>
  );
}

export function AccessCodesTable({ codes }: { codes: AccessCodeRow[] }) {
  if (codes.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">{ACCESS_CODE_MESSAGES.empty}</p>;
  }
  return (
    <ScrollRegion label="Access codes" className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption className="sr-only">Access codes, newest first</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Code</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold">Created At</th>
            <th scope="col" className="px-4 py-3 font-semibold">Used At</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {codes.map((row) => (
            <tr key={row.code}>
              <td className="px-4 py-3 font-mono text-base tracking-wider select-all">{row.code}</td>
              <td className="px-4 py-3">
                <StatusPill used={row.isUsed} />
                {row.usedByEmail ? <span className="mt-1 block text-xs break-all text-slate-600 dark:text-slate-400">{row.usedByEmail}</span> : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{dateFormat.format(row.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{row.usedAt ? dateFormat.format(row.usedAt) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
