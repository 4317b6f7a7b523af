import { logger } from "@/lib/log/logger.mjs";
import type { Metadata } from "next";
import { Hero } from "@/components/home/hero";
import { CategoryCards } from "@/components/home/category-cards";
import { FeaturedShops } from "@/components/home/featured-shops";
import { cachedFeaturedShops, cachedLandingCategories } from "@/lib/catalogue/public-reads";
import { APP_DESCRIPTION, LANDING_CATEGORY_NAMES } from "@/lib/constants";
import { JsonLd } from "@/components/seo/json-ld";
import { websiteJsonLd } from "@/lib/seo/structured-data";
import { siteUrl } from "@/lib/site";

export const metadata: Metadata = {
  description: APP_DESCRIPTION,
  alternates: { canonical: "/home" },
};

export default async function HomePage() {
  const [categories, featured] = await Promise.all([
    cachedLandingCategories(LANDING_CATEGORY_NAMES),
    cachedFeaturedShops().then(
      (shops) => ({ shops }),
      (error: unknown) => {
        logger.error({ err: error }, "featured shops failed");
        return { error: error instanceof Error ? error.message : "unknown error" };
      },
    ),
  ]);
  return (
    <>
      <JsonLd data={websiteJsonLd(siteUrl())} />
      <Hero />
      <FeaturedShops {...featured} />
      <CategoryCards categories={categories} />
    </>
  );
}
