/** The spec's 'B2C Testing Mode' badge: shown whenever payments go to the simulator or Daraja's sandbox, never in production. */
export function TestingModeBadge() {
  return (
    <p className="inline-flex w-fit items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 print:hidden">
      B2C Testing Mode
      <span className="font-normal">No real money moves.</span>
    </p>
  );
}
