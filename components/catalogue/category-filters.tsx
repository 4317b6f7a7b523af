"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { createContext, use, useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { usePathname, useRouter } from "next/navigation";
import { CONDITION_CODES, CONDITION_LABELS } from "@/lib/catalogue/conditions";
import { FILTER_DEBOUNCE_MS, PRICE_FILTER } from "@/lib/constants";
import { formatKes } from "@/lib/format";
import { EMPTY_FILTERS, filtersToSearchParams, SORT_OPTIONS, type CatalogueFilters, type CatalogueSort } from "@/lib/validation/catalogue";
import { CloseIcon, FilterIcon } from "@/components/ui/icons";

// Sort and filters live in the URL (shareable, reloadable, back-button safe).
// Controls only rewrite the address; the server page reads it and renders.

type FilterNavigation = { pending: boolean; apply: (filters: CatalogueFilters) => void };
const FilterNavigationContext = createContext<FilterNavigation | null>(null);

function useFilterNavigation(): FilterNavigation {
  const value = use(FilterNavigationContext);
  if (!value) throw new Error("Filter controls must sit inside <FilterNavigationProvider>");
  return value;
}

export function FilterNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const apply = (filters: CatalogueFilters) => {
    const query = filtersToSearchParams(filters).toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };
  return <FilterNavigationContext value={{ pending, apply }}>{children}</FilterNavigationContext>;
}

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

export function ClearFiltersButton({ filters, label = "Clear filters", variant = "link" }: { filters: CatalogueFilters; label?: string; variant?: "link" | "button" }) {
  const { apply } = useFilterNavigation();
  return (
    <button
      type="button"
      onClick={() => apply({ ...EMPTY_FILTERS, sort: filters.sort })}
      className={
        variant === "button"
          ? "inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
          : "text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      }
    >
      {label}
    </button>
  );
}

type FilterFieldsProps = {
  draft: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  locations: string[];
  idPrefix: string;
};

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Sort, condition, price range and location: named inputs, so the form also works as a plain GET. */
function FilterFields({ draft, onChange, locations, idPrefix }: FilterFieldsProps) {
  const min = draft.minPrice ?? PRICE_FILTER.min;
  const max = draft.maxPrice ?? PRICE_FILTER.max;
  const legend = "mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100";
  const option = "flex items-center gap-2 py-1 text-sm text-slate-700 dark:text-slate-300";
  const box = "size-4 rounded accent-brand-700 dark:accent-brand-400";
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-sort`} className={legend}>
          Sort by
        </label>
        <select
          id={`${idPrefix}-sort`}
          name="sort"
          value={draft.sort}
          onChange={(e) => onChange({ ...draft, sort: e.target.value as CatalogueSort })}
          className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className={legend}>Condition</legend>
        {CONDITION_CODES.map((code) => (
          <label key={code} className={option}>
            <input
              type="checkbox"
              name="condition"
              value={code}
              checked={draft.conditions.includes(code)}
              onChange={() => onChange({ ...draft, conditions: toggle(draft.conditions, code) })}
              className={box}
            />
            {CONDITION_LABELS[code]}
          </label>
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className={legend}>Price</legend>
        <label htmlFor={`${idPrefix}-min`} className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
          <span>Minimum price</span>
          <output htmlFor={`${idPrefix}-min`} className="font-medium">
            {formatKes(min)}
          </output>
        </label>
        <input
          id={`${idPrefix}-min`}
          type="range"
          name="minPrice"
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          value={min}
          onChange={(e) => {
            const value = Number(e.target.value);
            onChange({ ...draft, minPrice: value, maxPrice: Math.max(value, max) });
          }}
          className="accent-brand-700 dark:accent-brand-400"
        />
        <label htmlFor={`${idPrefix}-max`} className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
          <span>Maximum price</span>
          <output htmlFor={`${idPrefix}-max`} className="font-medium">
            {formatKes(max)}
          </output>
        </label>
        <input
          id={`${idPrefix}-max`}
          type="range"
          name="maxPrice"
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          value={max}
          onChange={(e) => {
            const value = Number(e.target.value);
            onChange({ ...draft, maxPrice: value, minPrice: Math.min(value, min) });
          }}
          className="accent-brand-700 dark:accent-brand-400"
        />
      </fieldset>

      {locations.length > 0 ? (
        <fieldset>
          <legend className={legend}>Location</legend>
          {locations.map((location) => (
            <label key={location} className={option}>
              <input
                type="checkbox"
                name="location"
                value={location}
                checked={draft.locations.includes(location)}
                onChange={() => onChange({ ...draft, locations: toggle(draft.locations, location) })}
                className={box}
              />
              {location}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** The full price range means "no price filter", as the server reads it. */
function normalise(filters: CatalogueFilters): CatalogueFilters {
  return {
    ...filters,
    minPrice: filters.minPrice === PRICE_FILTER.min ? undefined : filters.minPrice,
    maxPrice: filters.maxPrice === PRICE_FILTER.max ? undefined : filters.maxPrice,
  };
}

type CategoryFiltersProps = { filters: CatalogueFilters; locations: string[] };

/** Desktop sidebar: every change applies by itself, 300 ms after the last one. */
export function CategoryFilterSidebar({ filters, locations }: CategoryFiltersProps) {
  const { apply } = useFilterNavigation();
  const pathname = usePathname();
  const [draft, setDraft] = useState(filters);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: CatalogueFilters) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(normalise(next)), FILTER_DEBOUNCE_MS);
  };

  return (
    <form action={pathname} method="get" aria-label="Sort and filters" className="flex flex-col gap-4 border-t border-slate-200 pt-5 dark:border-slate-800">
      <FilterFields draft={draft} onChange={change} locations={locations} idPrefix="sidebar" />
      {/* Without JavaScript the form is submitted as it is; with it, changes apply by themselves. */}
      <button type="submit" className="h-10 rounded-lg bg-brand-700 font-semibold text-white [[data-hydrated]_&]:hidden">
        Apply Filters
      </button>
    </form>
  );
}

/** Phones: a panel sliding in from the side; nothing changes until Apply Filters. */
export function CategoryFilterSheet({ filters, locations }: CategoryFiltersProps) {
  const { apply } = useFilterNavigation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const active = filters.conditions.length + filters.locations.length + (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(filters);
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
        <FilterIcon width={18} height={18} />
        Sort &amp; Filters{active ? ` (${active})` : ""}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in-right_200ms_ease-out] motion-reduce:animate-none dark:bg-slate-900">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <Dialog.Title className="text-lg font-bold">Sort &amp; Filters</Dialog.Title>
            <Dialog.Close aria-label="Close filters" className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Choose how to sort and which products to show, then apply.</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            <FilterFields draft={draft} onChange={setDraft} locations={locations} idPrefix="sheet" />
          </div>
          <div className="flex gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-800">
            <button
              type="button"
              onClick={() => setDraft({ ...EMPTY_FILTERS, sort: draft.sort })}
              className="h-11 flex-1 rounded-lg border border-slate-300 font-semibold text-slate-800 dark:border-slate-700 dark:text-slate-100"
            >
              Clear filters
            </button>
            <button
              type="button"
              onClick={() => {
                apply(normalise(draft));
                setOpen(false);
              }}
              className="h-11 flex-1 rounded-lg bg-brand-700 font-semibold text-white dark:bg-brand-500 dark:text-slate-950"
            >
              Apply Filters
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
