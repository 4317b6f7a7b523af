"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { EMPTY_FILTERS, type CatalogueFilters } from "@/lib/catalogue/filters";
import { Button, buttonClasses } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { FilterFields } from "./filter-fields";
import { useFilterNavigation } from "./filter-navigation";

type FilterSheetDialogProps = {
  filters: CatalogueFilters;
  locations: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it: the dialog has no Radix trigger, so closing hands the focus back here. */
  returnFocus: () => void;
};

/**
 * Phones: a panel sliding in from the side (a Radix dialog); nothing changes until Apply Filters.
 * Loaded the first time the button opens it (CategoryFilterSheet).
 */
export function FilterSheetDialog({ filters, locations, open, onOpenChange, returnFocus }: FilterSheetDialogProps) {
  const { apply } = useFilterNavigation();
  const [draft, setDraft] = useState(filters);
  // Each opening starts from what the page shows, not from an abandoned draft.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filters);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in-right_200ms_ease-out] motion-reduce:animate-none dark:bg-slate-900">
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
                onOpenChange(false);
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
