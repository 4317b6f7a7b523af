import { PRICE_FILTER } from "@/lib/constants";
import type { ProductCondition } from "@/lib/db/types";

// Browse filter state as the filter controls and the server both use it: its shape, its
// defaults and its URL form. No zod here: the controls run in visitors' browsers, and the
// schemas that read an address (lib/validation/catalogue.ts) stay on the server.

export const SORT_OPTIONS = [
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "newest", label: "Newest" },
] as const;

export type CatalogueSort = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: CatalogueSort = "price-asc";

export type SearchParams = Record<string, string | string[] | undefined>;

export type CatalogueFilters = {
  sort: CatalogueSort;
  conditions: ProductCondition[];
  minPrice?: number;
  maxPrice?: number;
  locations: string[];
};

export const EMPTY_FILTERS: CatalogueFilters = { sort: DEFAULT_SORT, conditions: [], locations: [] };

/**
 * The price filter a state really asks for. The full range (0 to 100000) is no
 * price filter: a bound at its end of the range is dropped, so the sliders left
 * at their ends and an address without prices mean the same. A reversed range
 * is read the way it was meant. Used by the server reading the address and by
 * the filter controls writing it.
 */
export function effectivePriceFilter<T extends Pick<CatalogueFilters, "minPrice" | "maxPrice">>(filters: T): T {
  let minPrice = filters.minPrice === PRICE_FILTER.min ? undefined : filters.minPrice;
  let maxPrice = filters.maxPrice === PRICE_FILTER.max ? undefined : filters.maxPrice;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return { ...filters, minPrice, maxPrice };
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return filters.conditions.length > 0 || filters.locations.length > 0 || filters.minPrice !== undefined || filters.maxPrice !== undefined;
}

/** The URL query for a filter state, defaults left out so shared links stay short. */
export function filtersToSearchParams(filters: CatalogueFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.sort !== DEFAULT_SORT) query.set("sort", filters.sort);
  for (const condition of filters.conditions) query.append("condition", condition);
  if (filters.minPrice !== undefined) query.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) query.set("maxPrice", String(filters.maxPrice));
  for (const location of filters.locations) query.append("location", location);
  return query;
}

