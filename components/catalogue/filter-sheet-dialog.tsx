"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { EMPTY_FILTERS, type CatalogueFilters } from "@/lib/catalogue/filters";
import { Button, buttonClasses } from "@/components/ui/button";
import { CloseIcon, FilterIcon } from "@/components/ui/icons";
import { FilterFields } from "./filter-fields";
import { useFilterNavigation } from "./filter-navigation";

type CategoryFilterSheetProps = { filters: CatalogueFilters; locations: string[] };

/** Phones: a panel sliding in from the side (a Radix dialog); nothing changes until Apply Filters. */
export function CategoryFilterSheet({ filters, locations }: CategoryFilterSheetProps) {
  const { apply } = useFilterNavigation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const active = filters.conditions.length + filters.locations.length + (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Each opening starts from what the page shows, not from an abandoned draft.
        if (next) setDraft(filters);
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={buttonClasses({ variant: "secondary", size: "sm" })}>
        <FilterIcon width={18} height={18} />
        Sort &amp; Filters{active ? ` (${active})` : ""}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in-right_200ms_ease-out] motion-reduce:animate-none dark:bg-slate-900">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <Dialog.Title className="text-lg font-bold">Sort &amp; Filters</Dialog.Title>
            <Dialog.Close aria-label="Close filters" className={buttonClasses({ variant: "ghost", size: "icon", className: "-mr-2" })}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Choose how to sort and which products to show, then apply.</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            <FilterFields draft={draft} onChange={setDraft} locations={locations} idPrefix="sheet" />
          </div>
          <div className="flex gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-800">
            <Button variant="secondary" className="flex-1" onClick={() => setDraft({ ...EMPTY_FILTERS, sort: draft.sort })}>
              Clear filters
            </Button>
            <Button
              className="flex-1"
              onClick={() => {
                apply(draft);
                setOpen(false);
              }}
            >
              Apply Filters
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
