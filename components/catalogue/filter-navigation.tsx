"use client";

import { createContext, use, useTransition, type ReactNode } from "react";
import { usePathname, useRouter } from "next/navigation";
import { effectivePriceFilter, filtersToSearchParams, type CatalogueFilters } from "@/lib/catalogue/filters";

// Sort and filters live in the URL (shareable, reloadable, back-button safe).
// The controls only rewrite the address, through `apply` below; the server
// page reads it and renders the results.

type FilterNavigation = {
  /** True while the results for a new address are loading. */
  pending: boolean;
  apply: (filters: CatalogueFilters) => void;
};

const FilterNavigationContext = createContext<FilterNavigation | null>(null);

export function useFilterNavigation(): FilterNavigation {
  const value = use(FilterNavigationContext);
  if (!value) throw new Error("Filter controls must sit inside <FilterNavigationProvider>");
  return value;
}

/** Wraps a category page: its sidebar, sheet, Clear filters and results share one pending state. */
export function FilterNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const apply = (filters: CatalogueFilters) => {
    const query = filtersToSearchParams(effectivePriceFilter(filters)).toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };
  return <FilterNavigationContext value={{ pending, apply }}>{children}</FilterNavigationContext>;
}
