import { logger } from "@/lib/log/logger.mjs";
import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { CATALOGUE_COUNT_CAP } from "@/lib/constants";
import { catalogueFacets, loadCategoryPage, resolveCategory } from "@/lib/catalogue/browse";
import { formerCategoryPath } from "@/lib/catalogue/record-pages";
import { ALL_PRODUCTS_SLUG, categoryPath } from "@/lib/catalogue/category-display";
import { filtersToSearchParams, hasActiveFilters, parseCatalogueFilters, parsePage, type SearchParams } from "@/lib/validation/catalogue";
import { BrowseLayout } from "@/components/catalogue/browse-layout";
import { Breadcrumb } from "@/components/catalogue/breadcrumb";
import { ProductFeed } from "@/components/catalogue/product-feed";
import { BROWSE_GRID_IMAGE_SIZES } from "@/components/product/product-card";
import { ListMessage } from "@/components/catalogue/empty-state";
import { CATALOGUE_MESSAGES } from "@/lib/messages/catalogue";
import { FilterNavigationProvider } from "@/components/catalogue/filter-navigation";
import { CategoryFilterSidebar } from "@/components/catalogue/category-filter-sidebar";
import { CategoryFilterSheet } from "@/components/catalogue/category-filter-sheet";
import { ClearFiltersButton } from "@/components/catalogue/clear-filters-button";
import { FilteredResults } from "@/components/catalogue/filtered-results";
import { PriceFilterChip } from "@/components/catalogue/price-filter-chip";
import CategoryNotFound, { metadata as notFoundMetadata } from "./not-found";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";
import { siteUrl } from "@/lib/site";

type CategoryPageProps = { params: Promise<{ categoryName: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const view = await resolveCategory((await params).categoryName);
  if (!view.isAll && !view.category) return notFoundMetadata;
  const path = view.category ? categoryPath(view.category.name) : `/category/${ALL_PRODUCTS_SLUG}`;
  return {
    title: view.title,
    description: `${view.title} for sale by students on campus, priced in KES. Filter by condition, price and campus.`,
    alternates: { canonical: path },
  };
}

export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  const [{ categoryName }, query] = await Promise.all([params, searchParams]);
  const filters = parseCatalogueFilters(query);
  const page = parsePage(query);
  const view = await resolveCategory(categoryName);
  // Drawn here rather than through notFound(), whose screen Next.js renders only
  // in the browser; middleware sets the 404 (lib/catalogue/record-pages.ts).
  if (!view.isAll && !view.category) {
    // A category renamed or merged away, reached by a link inside the app (a page loaded
    // whole is sent on by middleware, with a 308).
    const moved = await formerCategoryPath(categoryName);
    if (moved) {
      const filterQuery = filtersToSearchParams(filters).toString();
      permanentRedirect(filterQuery ? `${moved}?${filterQuery}` : moved);
    }
    return <CategoryNotFound />;
  }
  const [user, { categories, campuses: locations }, result] = await Promise.all([
    getCurrentUser(),
    catalogueFacets(),
    loadCategoryPage(view, query, page).catch((error: unknown) => {
      logger.error({ err: error }, "category products failed");
      return null;
    }),
  ]);
  const filterQuery = filtersToSearchParams(filters).toString();
  const basePath = view.isAll ? `/category/${ALL_PRODUCTS_SLUG}` : categoryPath(view.category?.name ?? categoryName);
  const filtered = hasActiveFilters(filters);
  const currentId = view.isAll ? ALL_PRODUCTS_SLUG : (view.category?.id ?? null);

  return (
    <FilterNavigationProvider>
      <BrowseLayout
        categories={categories}
        currentCategoryId={currentId}
        sidebarExtra={<CategoryFilterSidebar filters={filters} locations={locations} />}
      >
        <JsonLd data={breadcrumbJsonLd([{ name: "Home", path: "/home" }, { name: view.title }], siteUrl())} />
        <Breadcrumb items={[{ label: "Home", href: "/home" }, { label: view.title }]} />
        <div className="mt-2 mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold md:text-3xl">{view.title}</h1>
            {result ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="item-count">
                {result.total > CATALOGUE_COUNT_CAP ? `${CATALOGUE_COUNT_CAP.toLocaleString("en-KE")}+ items` : `${result.total.toLocaleString("en-KE")} ${result.total === 1 ? "item" : "items"}`}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <PriceFilterChip filters={filters} />
            {filtered ? <ClearFiltersButton filters={filters} /> : null}
            <div className="md:hidden">
              <CategoryFilterSheet key={filterQuery} filters={filters} locations={locations} />
            </div>
          </div>
        </div>
        <FilteredResults>
          {result === null ? (
            <ListMessage title={CATALOGUE_MESSAGES.loadFailed} tone="error" />
          ) : result.products.length === 0 ? (
            <ListMessage title={CATALOGUE_MESSAGES.empty}>
              {filtered ? (
                <>
                  <p className="text-sm text-slate-600 dark:text-slate-400">Nothing matches these filters.</p>
                  <ClearFiltersButton filters={filters} label="Reset Filters" variant="button" />
                </>
              ) : null}
            </ListMessage>
          ) : (
            <ProductFeed
              label={`${view.title} products`}
              products={result.products}
              page={page}
              hasMore={result.hasMore}
              more={{ kind: "category", category: categoryName, query: filterQuery }}
              nextPageHref={`${basePath}?${new URLSearchParams([...filtersToSearchParams(filters), ["page", String(page + 1)]])}`}
              viewerId={user?.id ?? null}
              imageSizes={BROWSE_GRID_IMAGE_SIZES}
            />
          )}
        </FilteredResults>
      </BrowseLayout>
    </FilterNavigationProvider>
  );
}
