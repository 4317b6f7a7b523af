import { z } from "zod";
import { PRICE_FILTER, SEARCH_QUERY_MAX_LENGTH } from "@/lib/constants";
import { CONDITION_CODES } from "@/lib/catalogue/conditions";
import type { ProductCondition } from "@/lib/db/types";
import { stripControlCharacters, text } from "./fields";
import { DEFAULT_SORT, effectivePriceFilter, SORT_OPTIONS, type CatalogueFilters, type CatalogueSort, type SearchParams } from "@/lib/catalogue/filters";

export { DEFAULT_SORT, EMPTY_FILTERS, effectivePriceFilter, filtersToSearchParams, hasActiveFilters, SORT_OPTIONS } from "@/lib/catalogue/filters";
export type { CatalogueFilters, CatalogueSort, SearchParams } from "@/lib/catalogue/filters";

// Browse state lives in the URL (style.md, convention 6). These schemas turn a
// page's search params into a query the database layer trusts: anything
// malformed falls back to the default instead of failing the page.

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

/** The first value of a param, without control characters (a NUL must never reach a query). */
function firstParam(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : stripControlCharacters(first);
}

const priceParam = z.coerce.number().int().min(PRICE_FILTER.min).max(PRICE_FILTER.max).optional().catch(undefined);
const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1);

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
