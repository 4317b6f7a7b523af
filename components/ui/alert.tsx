import type { HTMLAttributes } from "react";

export type AlertTone = "error" | "success" | "info" | "warning";

type AlertProps = HTMLAttributes<HTMLDivElement> & { tone: AlertTone };

// Text on its own tint is at least 7:1 in both themes.
const TONES: Record<AlertTone, string> = {
  error: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  success: "border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100",
  info: "border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100",
  warning: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
};

/**
 * A boxed message: a form's error banner, a notice, a confirmation. Errors are
 * announced at once (role="alert"); the other tones politely (role="status").
 * Pass `role` to override, e.g. a warning that blocks what the user just tried.
 */
export function Alert({ tone, className = "", role, children, ...props }: AlertProps) {
  return (
    <div role={role ?? (tone === "error" ? "alert" : "status")} className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]} ${className}`} {...props}>
      {children}
    </div>
  );
}
