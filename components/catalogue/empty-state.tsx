import type { ReactNode } from "react";

/** The spec's inline list states: 'No products found', 'Failed to load products', and the like. */
export function ListMessage({ title, tone = "neutral", children }: { title: string; tone?: "neutral" | "error"; children?: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700"
    >
      <p className={`text-lg font-semibold ${tone === "error" ? "text-red-700 dark:text-red-400" : "text-slate-800 dark:text-slate-200"}`}>{title}</p>
      {children}
    </div>
  );
}
