import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { listCatalogueFacets, listCategoriesByName } from "@/lib/db/categories";
import {
  getProductDetail,
  getSellerPage,
  listCategoryProductsWithCount,
  listFeaturedShops,
  listMarketplaceProducts,
} from "@/lib/db/products";
import { searchProducts } from "@/lib/db/product-search";
import type { CatalogueFilters } from "@/lib/catalogue/filters";
import { PUBLIC_TAGS } from "@/lib/cache/public-tags";
import { env } from "@/lib/env";

// The public pages' reads, cached in each instance: what every visitor sees the
// same. Per-user parts (the session, badges, hearts, owner controls) are never read here.
// Each entry is tagged with what it shows and lives at most PUBLIC_CACHE_SECONDS (60 s);
// writes expire their tags at once on every instance (lib/cache/public-tags.ts). Checkout,
// the cart and anything paid read the database directly, never these.

function publicLifetime() {
  const seconds = env.PUBLIC_CACHE_SECONDS;
  cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
}

export async function cachedCatalogueFacets() {
  "use cache";
  publicLifetime();
  cacheTag(PUBLIC_TAGS.catalogue);
  return listCatalogueFacets();
}

export async function cachedLandingCategories(names: readonly string[]) {
  "use cache";
  publicLifetime();
  cacheTag(PUBLIC_TAGS.catalogue);
  return listCategoriesByName(names);
}

export async function cachedFeaturedShops() {
  "use cache";
  publicLifetime();
  cacheTag(PUBLIC_TAGS.catalogue);
  return listFeaturedShops();
}

export async function cachedMarketplacePage(page: number) {
  "use cache";
  publicLifetime();
  cacheTag(PUBLIC_TAGS.catalogue);
  return listMarketplaceProducts({ page });
}

export async function cachedCategoryPage(categoryId: string | null, filters: CatalogueFilters, page: number) {
  "use cache";
  publicLifetime();
  cacheTag(PUBLIC_TAGS.catalogue);
  return listCategoryProductsWithCount(categoryId, filters, { page });
}

export async function cachedSearch(query: string, page: number) {
  "use cache";
  publicLifetime();
  cacheTag(PUBLIC_TAGS.catalogue);
  return searchProducts(query, { page });
}

export async function cachedProductDetail(productId: string) {
  "use cache";
  publicLifetime();
  const product = await getProductDetail(productId);
  // The page shows the seller's name and campus too.
  cacheTag(PUBLIC_TAGS.product(productId), ...(product ? [PUBLIC_TAGS.seller(product.sellerId)] : []));
  return product;
}

/** The seller, a page of their products and a page of their visible reviews, in one query. */
export async function cachedSellerPage(sellerId: string, page: number, reviewsPage = 1) {
  "use cache";
  publicLifetime();
  cacheTag(PUBLIC_TAGS.seller(sellerId));
  return getSellerPage(sellerId, { page, reviewsPage });
}
