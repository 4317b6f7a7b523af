import { Fragment, type ReactNode } from "react";

export type PaymentRow = {
  term: string;
  detail: ReactNode;
  /** Classes of the detail cell (a receipt in monospace, a row with a button). */
  className?: string;
  testId?: string;
};

type PaymentSectionProps = {
  /** What the page shows after "Method: M-Pesa"; a false or null row is left out. */
  rows: Array<PaymentRow | false | null>;
  /** Rows whose detail holds a button or badge line up on its middle. */
  centred?: boolean;
};

/** The Payment card of the buyer's order pages (confirmation and order detail): M-Pesa, then each page's rows. */
export function PaymentSection({ rows, centred = false }: PaymentSectionProps) {
  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="payment-heading" className="text-lg font-bold">
        Payment
      </h2>
      <dl className={`mt-3 grid grid-cols-[auto_1fr] ${centred ? "items-center " : ""}gap-x-4 gap-y-2 text-sm`}>
        <dt className="text-slate-600 dark:text-slate-400">Method</dt>
        <dd>M-Pesa</dd>
        {rows.map((row) =>
          row ? (
            <Fragment key={row.term}>
              <dt className="text-slate-600 dark:text-slate-400">{row.term}</dt>
              <dd className={row.className} data-testid={row.testId}>
                {row.detail}
              </dd>
            </Fragment>
          ) : null,
        )}
      </dl>
    </section>
  );
}
