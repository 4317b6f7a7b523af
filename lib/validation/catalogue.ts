import { z } from "zod";
import { PRICE_FILTER, SEARCH_QUERY_MAX_LENGTH } from "@/lib/constants";
import { CONDITION_CODES } from "@/lib/catalogue/conditions";
import type { ProductCondition } from "@/lib/db/types";
import { stripControlCharacters, text } from "./fields";

// Browse state lives in the URL (style.md, convention 6). These schemas turn a
// page's search params into a query the database layer trusts: anything
// malformed falls back to the default instead of failing the page.

export const SORT_OPTIONS = [
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "newest", label: "Newest" },
] as const;

export type CatalogueSort = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: CatalogueSort = "price-asc";

export type SearchParams = Record<string, string | string[] | undefined>;

/** A query string as a page's search params (repeated keys become lists). */
export function searchParamsFrom(query: string): SearchParams {
  const params = new URLSearchParams(query);
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
}

/** Repeated params (?condition=new&condition=good) and comma lists both count. */
function listParam(value: string | string[] | undefined): string[] {
  const values = Array.isArray(value) ? value : value ? [value] : [];
  return [...new Set(values.flatMap((v) => stripControlCharacters(v).split(",")).map((v) => v.trim()).filter(Boolean))];
}

/** The first value of a param, without control characters (issue 11, A.11: a NUL must never reach a query). */
function firstParam(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : stripControlCharacters(first);
}

const priceParam = z.coerce.number().int().min(PRICE_FILTER.min).max(PRICE_FILTER.max).optional().catch(undefined);
const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1);

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

export function parseCatalogueFilters(params: SearchParams): CatalogueFilters {
  const sortValue = firstParam(params.sort);
  const sort = SORT_OPTIONS.some((o) => o.value === sortValue) ? (sortValue as CatalogueSort) : DEFAULT_SORT;
  const conditions = listParam(params.condition).filter((c): c is ProductCondition => (CONDITION_CODES as string[]).includes(c));
  const locations = listParam(params.location)
    .filter((l) => l.length <= 100)
    .slice(0, 20);
  const prices = effectivePriceFilter({
    minPrice: priceParam.parse(firstParam(params.minPrice) || undefined),
    maxPrice: priceParam.parse(firstParam(params.maxPrice) || undefined),
  });
  return { sort, conditions, ...prices, locations };
}

export function parsePage(params: SearchParams): number {
  return pageParam.parse(firstParam(params.page));
}

/** The search text: trimmed, cut to a sane length; empty means no search. */
export function parseSearchQuery(params: SearchParams): string {
  return (firstParam(params.q) ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
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

/** Server action input for the next page of a browse list. */
export const moreProductsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("marketplace"), page: z.number().int().min(2).max(10_000) }),
  z.object({
    kind: z.literal("category"),
    category: text().min(1).max(200),
    query: text().max(2_000),
    page: z.number().int().min(2).max(10_000),
  }),
  z.object({ kind: z.literal("search"), q: text().max(SEARCH_QUERY_MAX_LENGTH), page: z.number().int().min(2).max(10_000) }),
  z.object({ kind: z.literal("seller"), sellerId: z.uuid(), page: z.number().int().min(2).max(10_000) }),
  // My shop: the signed-in seller's own listings, every status.
  z.object({ kind: z.literal("own"), page: z.number().int().min(2).max(10_000) }),
]);
export type MoreProductsRequest = z.infer<typeof moreProductsSchema>;
