import type { ReactNode } from "react";

/**
 * A table's frame that scrolls sideways on a narrow screen. A keyboard user must be able to
 * reach it to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable), so it takes focus,
 * shows it, and is named for screen readers by the table it holds.
 */
export function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`${className} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300`}
    >
      {children}
    </div>
  );
}
