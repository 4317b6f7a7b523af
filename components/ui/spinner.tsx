type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label = "Loading", className = "" }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-300"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
