import { logger } from "@/lib/log/logger.mjs";
import type { Metadata } from "next";
import { getCurrentUser } from "@/lib/auth/session";
import { catalogueFacets } from "@/lib/catalogue/browse";
import type { ProductPage } from "@/lib/db/types";
import { cachedMarketplacePage } from "@/lib/catalogue/public-reads";
import { parsePage, type SearchParams } from "@/lib/validation/catalogue";
import { FALLBACK } from "@/lib/constants";
import { BrowseLayout } from "@/components/catalogue/browse-layout";
import { ProductFeed } from "@/components/catalogue/product-feed";
import { BROWSE_GRID_IMAGE_SIZES } from "@/components/product/product-card";
import { CATALOGUE_MESSAGES } from "@/lib/messages/catalogue";
import { ListMessage } from "@/components/catalogue/empty-state";

export const metadata: Metadata = {
  title: "Student Marketplace",
  description: "Everything students are selling on campus right now: textbooks, electronics, stationery and more, priced in KES.",
  alternates: { canonical: "/studentmarketplace" },
};

type MarketplacePageProps = { searchParams: Promise<SearchParams> };

export default async function MarketplacePage({ searchParams }: MarketplacePageProps) {
  const params = await searchParams;
  const page = parsePage(params);
  const [user, categories, result] = await Promise.all([
    getCurrentUser(),
    catalogueFacets().then((facets) => facets.categories),
    cachedMarketplacePage(page).catch((error: unknown): ProductPage | null => {
      logger.error({ err: error }, "marketplace products failed");
      return null;
    }),
  ]);

  return (
    <BrowseLayout categories={categories} currentCategoryId={null}>
      <h1 className="text-2xl font-bold md:text-3xl">Welcome, {user?.fullName || FALLBACK.studentName}</h1>
      <p className="mt-1 mb-5 text-slate-600 dark:text-slate-400">What students are selling on campus, newest first.</p>
      {result === null ? (
        <ListMessage title={CATALOGUE_MESSAGES.loadFailed} tone="error" />
      ) : result.products.length === 0 ? (
        <ListMessage title={CATALOGUE_MESSAGES.empty} />
      ) : (
        <div data-tour="product-cards">
          <ProductFeed
            label="Products"
            products={result.products}
            page={page}
            hasMore={result.hasMore}
            more={{ kind: "marketplace" }}
            nextPageHref={`/studentmarketplace?page=${page + 1}`}
            viewerId={user?.id ?? null}
            imageSizes={BROWSE_GRID_IMAGE_SIZES}
          />
        </div>
      )}
    </BrowseLayout>
  );
}
