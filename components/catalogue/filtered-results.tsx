"use client";

import type { ReactNode } from "react";
import { BROWSE_TEXT } from "@/lib/messages/catalogue";
import { useFilterNavigation } from "./filter-navigation";

/**
 * 'Updating results...' while a new filter state loads; the old results dim meanwhile. The
 * indicator floats at the top of the visible part of the results, under the
 * header on desktop and under the search bar and chips on phones, never above the viewport.
 */
export function FilteredResults({ children }: { children: ReactNode }) {
  const { pending, resultsRef } = useFilterNavigation();
  return (
    <div ref={resultsRef} data-testid="filtered-results" aria-busy={pending || undefined} className="scroll-mt-48 md:scroll-mt-24">
      <div className="sticky top-48 z-20 flex h-0 justify-center md:top-24">
        <p
          role="status"
          className={
            pending
              ? "flex h-9 items-center gap-2 rounded-full bg-brand-800 px-4 text-sm font-medium text-white shadow-lg dark:bg-brand-300 dark:text-slate-950"
              : "sr-only"
          }
        >
          {pending ? (
            <>
              <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-white/40 border-t-white dark:border-slate-950/30 dark:border-t-slate-950" />
              {BROWSE_TEXT.updatingResults}
            </>
          ) : null}
        </p>
      </div>
      <div className={pending ? "pointer-events-none opacity-60 transition-opacity" : "transition-opacity"}>{children}</div>
    </div>
  );
}
