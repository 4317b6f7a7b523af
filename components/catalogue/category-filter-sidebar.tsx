"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { FILTER_DEBOUNCE_MS } from "@/lib/constants";
import type { CatalogueFilters } from "@/lib/catalogue/filters";
import { Button } from "@/components/ui/button";
import { FilterFields } from "./filter-fields";
import { useFilterNavigation } from "./filter-navigation";

type CategoryFilterSidebarProps = { filters: CatalogueFilters; locations: string[] };

/** Desktop: the filters under the category list; every change applies by itself, 300 ms after the last one. */
export function CategoryFilterSidebar({ filters, locations }: CategoryFilterSidebarProps) {
  const { apply } = useFilterNavigation();
  const pathname = usePathname();
  const [draft, setDraft] = useState(filters);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: CatalogueFilters) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), FILTER_DEBOUNCE_MS);
  };

  return (
    <form action={pathname} method="get" aria-label="Sort and filters" className="flex flex-col gap-4 border-t border-slate-200 pt-5 dark:border-slate-800">
      <FilterFields draft={draft} onChange={change} locations={locations} idPrefix="sidebar" />
      {/* Without JavaScript the form is submitted as it is; with it, changes apply by themselves. */}
      <Button type="submit" size="sm" className="[[data-hydrated]_&]:hidden">
        Apply Filters
      </Button>
    </form>
  );
}
