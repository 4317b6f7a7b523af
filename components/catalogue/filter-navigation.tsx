"use client";

import { createContext, use, useEffect, useRef, useTransition, type ReactNode, type RefObject } from "react";
import { usePathname, useRouter } from "next/navigation";
import { effectivePriceFilter, filtersToSearchParams, type CatalogueFilters } from "@/lib/catalogue/filters";

// Sort and filters live in the URL (shareable, reloadable, back-button safe).
// The controls only rewrite the address, through `apply` below; the server
// page reads it and renders the results.

type FilterNavigation = {
  /** True while the results for a new address are loading. */
  pending: boolean;
  apply: (filters: CatalogueFilters) => void;
  /** The results' container, brought into view after a change. */
  resultsRef: RefObject<HTMLDivElement | null>;
};

const FilterNavigationContext = createContext<FilterNavigation | null>(null);

export function useFilterNavigation(): FilterNavigation {
  const value = use(FilterNavigationContext);
  if (!value) throw new Error("Filter controls must sit inside <FilterNavigationProvider>");
  return value;
}

/**
 * Scrolls the results' top into view when it is above the viewport or below its fold:
 * after a change far down the filters, or deep in a long list, the visitor would otherwise be
 * left looking at the end of a list that has just become shorter, or at nothing.
 */
function revealTop(element: HTMLElement | null) {
  if (!element) return;
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const top = element.getBoundingClientRect().top;
  if (top >= margin - 1 && top < window.innerHeight * 0.5) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
}

/** Wraps a category page: its sidebar, sheet, Clear filters and results share one pending state. */
export function FilterNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const resultsRef = useRef<HTMLDivElement>(null);
  const changed = useRef(false);

  // Once the new results are in, their top again (a shorter list can leave the page scrolled past it).
  useEffect(() => {
    if (pending || !changed.current) return;
    changed.current = false;
    revealTop(resultsRef.current);
  }, [pending]);

  const apply = (filters: CatalogueFilters) => {
    const query = filtersToSearchParams(effectivePriceFilter(filters)).toString();
    changed.current = true;
    // At once, so 'Updating results...' (at the results' top) is where the visitor looks.
    revealTop(resultsRef.current);
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };
  return <FilterNavigationContext value={{ pending, apply, resultsRef }}>{children}</FilterNavigationContext>;
}
