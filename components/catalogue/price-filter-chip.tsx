"use client";

import type { CatalogueFilters } from "@/lib/catalogue/filters";
import { priceRangeLabel } from "@/lib/catalogue/price-range";
import { BROWSE_TEXT } from "@/lib/messages/catalogue";
import { CloseIcon } from "@/components/ui/icons";
import { useFilterNavigation } from "./filter-navigation";

/** The active price range as a chip beside the results; pressing it removes the range and keeps every other filter. */
export function PriceFilterChip({ filters }: { filters: CatalogueFilters }) {
  const { apply } = useFilterNavigation();
  const label = priceRangeLabel(filters);
  if (!label) return null;
  return (
    <button
      type="button"
      onClick={() => apply({ ...filters, minPrice: undefined, maxPrice: undefined })}
      aria-label={BROWSE_TEXT.removePriceFilter(label)}
      className="inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 pr-2 pl-3 text-sm font-medium whitespace-nowrap text-brand-900 hover:bg-brand-100 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-100 dark:hover:bg-brand-900"
    >
      {label}
      <CloseIcon width={16} height={16} />
    </button>
  );
}
