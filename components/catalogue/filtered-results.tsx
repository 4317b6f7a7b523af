"use client";

import type { ReactNode } from "react";
import { useFilterNavigation } from "./filter-navigation";

/** 'Updating results...' while a new filter state loads; the old results dim meanwhile. */
export function FilteredResults({ children }: { children: ReactNode }) {
  const { pending } = useFilterNavigation();
  return (
    <div aria-busy={pending || undefined}>
      <p role="status" className={`mb-3 text-sm font-medium text-brand-800 dark:text-brand-300 ${pending ? "" : "sr-only"}`}>
        {pending ? "Updating results..." : ""}
      </p>
      <div className={pending ? "pointer-events-none opacity-60 transition-opacity" : "transition-opacity"}>{children}</div>
    </div>
  );
}
