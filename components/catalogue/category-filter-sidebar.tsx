"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { FILTER_DEBOUNCE_MS } from "@/lib/constants";
import { filtersToSearchParams, type CatalogueFilters } from "@/lib/catalogue/filters";
import { Button } from "@/components/ui/button";
import { FilterFields } from "./filter-fields";
import { useFilterNavigation } from "./filter-navigation";

type CategoryFilterSidebarProps = { filters: CatalogueFilters; locations: string[] };

/** Desktop: the filters under the category list; every change applies by itself, 300 ms after the last one. */
export function CategoryFilterSidebar({ filters, locations }: CategoryFilterSidebarProps) {
  const { apply, pending } = useFilterNavigation();
  const pathname = usePathname();
  const [draft, setDraft] = useState(filters);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A new address (a change applied, Clear filters, the chip, Back) is shown in the controls.
  // The form stays mounted, so the field being used keeps the keyboard focus; a change still
  // waiting for its debounce or still loading is not overwritten.
  const query = filtersToSearchParams(filters).toString();
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery && !waiting && !pending) {
    setShownQuery(query);
    setDraft(filters);
  }

  const change = (next: CatalogueFilters) => {
    setDraft(next);
    setWaiting(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWaiting(false);
      apply(next);
    }, FILTER_DEBOUNCE_MS);
  };

  return (
    <form action={pathname} method="get" aria-label="Sort and filters" className="flex flex-col gap-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <FilterFields draft={draft} onChange={change} locations={locations} idPrefix="sidebar" compact />
      {/* Without JavaScript the form is submitted as it is; with it, changes apply by themselves. */}
      <Button type="submit" size="sm" className="[[data-hydrated]_&]:hidden">
        Apply Filters
      </Button>
    </form>
  );
}
