import "server-only";
import { cache } from "react";
import type { CategoryOption, ProductPage } from "@/lib/db/types";
import { cachedCatalogueFacets, cachedCategoryPage } from "./public-reads";
import { findCategoryIn, isAllProducts } from "./category-lookup";
import {
  listCategoryProducts,
  listMarketplaceProducts,
  listSellerProducts,
} from "@/lib/db/products";
import { searchProducts } from "@/lib/db/product-search";
import { parseCatalogueFilters, searchParamsFrom, type MoreProductsRequest, type SearchParams } from "@/lib/validation/catalogue";
import { categoryDisplayName } from "./category-display";

export type CategoryView = {
  /** The category itself, or null for All Products and for a name we do not know. */
  category: CategoryOption | null;
  isAll: boolean;
  title: string;
};

/**
 * The browse sidebar's categories and campuses, read once per request (React's cache) by
 * every part of the page that needs them: the category lookup, the list, the filters.
 */
export const catalogueFacets = cache(cachedCatalogueFacets);

export { findCategoryIn } from "./category-lookup";

/**
 * What a /category/<value> address shows: All Products, a known category, or an unknown one
 * (empty). Once per request (React's cache): the page's metadata and the page share it, and
 * it is found in the sidebar's list rather than by a query of its own.
 */
export const resolveCategory = cache(async function resolveCategory(param: string): Promise<CategoryView> {
  const value = decodeURIComponentSafe(param);
  if (isAllProducts(value)) return { category: null, isAll: true, title: "All Products" };
  const category = findCategoryIn((await catalogueFacets()).categories, value);
  return { category, isAll: false, title: category ? category.name : categoryDisplayName(value) };
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A category page's products and count; an unknown category has none. */
export async function loadCategoryPage(view: CategoryView, params: SearchParams, page: number): Promise<ProductPage & { total: number }> {
  if (!view.isAll && !view.category) return { products: [], hasMore: false, total: 0 };
  const filters = parseCatalogueFilters(params);
  const categoryId = view.category?.id ?? null;
  return cachedCategoryPage(categoryId, filters, page);
}

/** The next page of any browse list, for the feed's Load more. */
export async function loadMoreProducts(request: Exclude<MoreProductsRequest, { kind: "own" }>): Promise<ProductPage> {
  switch (request.kind) {
    case "marketplace":
      return listMarketplaceProducts({ page: request.page });
    case "search":
      return searchProducts(request.q, { page: request.page });
    case "seller":
      return listSellerProducts(request.sellerId, { page: request.page });
    case "category": {
      const view = await resolveCategory(request.category);
      if (!view.isAll && !view.category) return { products: [], hasMore: false };
      return listCategoryProducts(view.category?.id ?? null, parseCatalogueFilters(searchParamsFrom(request.query)), { page: request.page });
    }
  }
}
