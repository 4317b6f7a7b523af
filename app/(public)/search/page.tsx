import { logger } from "@/lib/log/logger.mjs";
import type { Metadata } from "next";
import { getCurrentUser } from "@/lib/auth/session";
import { catalogueFacets } from "@/lib/catalogue/browse";
import type { ProductPage } from "@/lib/db/types";
import { cachedSearch } from "@/lib/catalogue/public-reads";
import { parsePage, parseSearchQuery, type SearchParams } from "@/lib/validation/catalogue";
import { BrowseLayout } from "@/components/catalogue/browse-layout";
import { ProductFeed } from "@/components/catalogue/product-feed";
import { BROWSE_GRID_IMAGE_SIZES } from "@/components/product/product-card";
import { CATALOGUE_MESSAGES } from "@/lib/messages/catalogue";
import { ListMessage } from "@/components/catalogue/empty-state";

type SearchPageProps = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const q = parseSearchQuery(await searchParams);
  return {
    title: q ? `Search: ${q}` : "Search",
    // Result pages are endless variations of the catalogue: not for indexes.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const params = await searchParams;
  const q = parseSearchQuery(params);
  const page = parsePage(params);
  const [user, categories, result] = await Promise.all([
    getCurrentUser(),
    catalogueFacets().then((facets) => facets.categories),
    q
      ? cachedSearch(q, page).catch((error: unknown): ProductPage | null => {
          logger.error({ err: error }, "search failed");
          return null;
        })
      : Promise.resolve<ProductPage>({ products: [], hasMore: false }),
  ]);

  return (
    <BrowseLayout categories={categories} currentCategoryId={null} searchQuery={q}>
      <h1 className="mb-5 text-2xl font-bold md:text-3xl">{q ? <>Results for &lsquo;{q}&rsquo;</> : "Search"}</h1>
      {!q ? (
        <ListMessage title="Type what you are looking for in the search box." />
      ) : result === null ? (
        <ListMessage title={CATALOGUE_MESSAGES.loadFailed} tone="error" />
      ) : result.products.length === 0 ? (
        <ListMessage title={CATALOGUE_MESSAGES.empty} />
      ) : (
        <ProductFeed
          key={q}
          label={`Results for ${q}`}
          products={result.products}
          page={page}
          hasMore={result.hasMore}
          more={{ kind: "search", q }}
          nextPageHref={`/search?${new URLSearchParams({ q, page: String(page + 1) })}`}
          viewerId={user?.id ?? null}
          imageSizes={BROWSE_GRID_IMAGE_SIZES}
        />
      )}
    </BrowseLayout>
  );
}
