import { PROGRESS_STEPS, progressStep } from "@/lib/orders/fulfilment";

/**
 * The spec's 4-step progress bar (Confirmed, Processing, Shipped, Delivered) for the order's
 * status; steps reached are filled, the current one is marked for screen readers.
 */
export function OrderProgress({ status }: { status: string }) {
  const step = progressStep(status);
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4 gap-1" data-testid="order-progress" data-step={step}>
      {PROGRESS_STEPS.map((label, index) => {
        const reached = index <= step;
        return (
          <li key={label} aria-current={index === step ? "step" : undefined} className="flex flex-col items-center gap-1.5 text-center">
            <span className={`h-2 w-full rounded-full ${reached ? "bg-brand-600 dark:bg-brand-400" : "bg-slate-200 dark:bg-slate-700"}`} aria-hidden="true" />
            <span className={`text-xs font-semibold sm:text-sm ${reached ? "text-brand-800 dark:text-brand-200" : "text-slate-600 dark:text-slate-400"}`}>
              {label}
              <span className="sr-only">{reached ? (index === step ? " (current)" : " (done)") : " (to come)"}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
