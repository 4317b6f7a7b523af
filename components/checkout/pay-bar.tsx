import type { ReactNode } from "react";
import { formatKes } from "@/lib/format";

type PayBarProps = { amount: number; children: ReactNode };

/**
 * The Pay button's place. Under 768px it is fixed just above the bottom bar with the total beside
 * it, so a buyer on a phone pays without scrolling past the order summary (see
 * docs/decisions/checkout-form.md); from 768px it sits at the end of the form. Toasts show at the
 * top of the screen, so none covers it.
 */
export function PayBar({ amount, children }: PayBarProps) {
  return (
    <div
      data-testid="pay-bar"
      data-print="hide"
      // 3.5rem: the bottom bar's height (components/layout/mobile-bottom-bar.tsx: its icon, label and padding).
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-4 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:shadow-none dark:border-slate-800 dark:bg-slate-950 md:dark:bg-transparent"
    >
      <p className="flex shrink-0 flex-col leading-tight md:hidden">
        <span className="text-xs text-slate-600 dark:text-slate-400">Total</span>
        <span className="text-lg font-bold" data-testid="pay-bar-total">
          {formatKes(amount)}
        </span>
      </p>
      <div className="flex min-w-0 flex-1 flex-col">{children}</div>
    </div>
  );
}
