import { PRICE_FILTER } from "@/lib/constants";
import type { CatalogueFilters } from "./filters";

// The price filter's two bounds as the controls handle them: a two-thumb slider in
// the spec's steps (0 to 100000, step 1000) and two number inputs that take any
// whole shilling, since most student listings cost under KES 3,000. No zod: this runs in
// visitors' browsers.

type PriceBounds = Pick<CatalogueFilters, "minPrice" | "maxPrice">;

/** The [min, max] a filter state shows: a missing bound is the end of the range. */
export function priceBounds(filters: PriceBounds): [number, number] {
  return [filters.minPrice ?? PRICE_FILTER.min, filters.maxPrice ?? PRICE_FILTER.max];
}

/** What a number input holds as a whole number of shillings within the range, or null when it is not a number. */
export function parsePriceInput(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, "");
  if (!/^\d+(\.\d*)?$/.test(cleaned)) return null;
  const value = Math.round(Number(cleaned));
  return Math.min(PRICE_FILTER.max, Math.max(PRICE_FILTER.min, value));
}

/**
 * The bounds after one of them is set. The maximum never ends below the minimum: a bound set
 * past the other one takes the other along (min 5000 over max 3000 makes both 5000), so the
 * visitor's latest choice is the one kept.
 */
export function setPriceBound(bounds: [number, number], which: "min" | "max", value: number): [number, number] {
  const [min, max] = bounds;
  return which === "min" ? [value, Math.max(value, max)] : [Math.min(value, min), value];
}

/** The bounds as a filter state; the full range is written as "no bound" (lib/catalogue/filters.ts). */
export function boundsToFilter([min, max]: [number, number]): PriceBounds {
  return { minPrice: min === PRICE_FILTER.min ? undefined : min, maxPrice: max === PRICE_FILTER.max ? undefined : max };
}

const shillings = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 });

/** The active range in words, for its removable chip, or null when no price filter is on. */
export function priceRangeLabel(filters: PriceBounds): string | null {
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined) return `KES ${shillings.format(minPrice)} – ${shillings.format(maxPrice)}`;
  if (minPrice !== undefined) return `From KES ${shillings.format(minPrice)}`;
  if (maxPrice !== undefined) return `Up to KES ${shillings.format(maxPrice)}`;
  return null;
}
