import type { ShopStats } from "@/lib/db/types";
import { formatKes } from "@/lib/format";

/** The four counters of My shop; Pending Orders turns orange above 0 (the spec's screens). */
export function StatCards({ stats }: { stats: ShopStats | null }) {
  const values = stats ?? { activeListings: 0, totalSales: 0, revenue: 0, pendingOrders: 0 };
  const cards = [
    { label: "Active Listings", value: values.activeListings.toLocaleString("en-KE"), alert: false },
    { label: "Total Sales", value: values.totalSales.toLocaleString("en-KE"), alert: false },
    { label: "Revenue (KES)", value: formatKes(values.revenue).replace("KES ", ""), alert: false },
    { label: "Pending Orders", value: values.pendingOrders.toLocaleString("en-KE"), alert: values.pendingOrders > 0 },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
      {cards.map((card) => (
        <div
          key={card.label}
          className={`flex flex-col-reverse gap-1 rounded-2xl border p-4 ${
            card.alert ? "border-orange-300 bg-orange-50 dark:border-orange-800 dark:bg-orange-950" : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
          }`}
        >
          <dt className={`text-sm ${card.alert ? "text-orange-900 dark:text-orange-200" : "text-slate-600 dark:text-slate-400"}`}>{card.label}</dt>
          <dd className={`text-2xl font-bold ${card.alert ? "text-orange-700 dark:text-orange-300" : "text-slate-900 dark:text-white"}`}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
