import type { ProductStatus } from "@/lib/db/types";
import { STATUS_LABELS } from "@/lib/catalogue/conditions";

const STYLES: Record<ProductStatus, string> = {
  active: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100",
  sold: "bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900",
  out_of_stock: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  hidden: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
};

export function StatusBadge({ status, className = "" }: { status: ProductStatus; className?: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[status]} ${className}`}>{STATUS_LABELS[status]}</span>;
}
