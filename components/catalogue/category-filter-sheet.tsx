"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import type { CatalogueFilters } from "@/lib/catalogue/filters";
import { buttonClasses } from "@/components/ui/button";
import { FilterIcon } from "@/components/ui/icons";

// The dialog, its fields and Radix (about 17 KB gzip) are fetched when a phone user first opens
// it: a visitor who only scrolls the category never downloads them (docs/performance.md).
const FilterSheetDialog = dynamic(() => import("./filter-sheet-dialog").then((m) => m.FilterSheetDialog), { ssr: false });

type CategoryFilterSheetProps = { filters: CatalogueFilters; locations: string[] };

/** Phones: the Sort & Filters button; the panel it opens is FilterSheetDialog. */
export function CategoryFilterSheet({ filters, locations }: CategoryFilterSheetProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and the draft logic lives with the dialog.
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const active = filters.conditions.length + filters.locations.length + (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <FilterIcon width={18} height={18} />
        Sort &amp; Filters{active ? ` (${active})` : ""}
      </button>
      {wanted ? <FilterSheetDialog filters={filters} locations={locations} open={open} onOpenChange={setOpen} returnFocus={() => trigger.current?.focus()} /> : null}
    </>
  );
}
