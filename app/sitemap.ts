import type { MetadataRoute } from "next";
import { listSitemapEntries } from "@/lib/db/products";
import { categoryPath } from "@/lib/catalogue/category-display";
import { siteUrl } from "@/lib/site";

// Built per request from the database, so new listings appear at once.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const { products, sellers, categories } = await listSitemapEntries();
  return [
    { url: `${origin}/home`, changeFrequency: "daily", priority: 1 },
    { url: `${origin}/studentmarketplace`, changeFrequency: "hourly", priority: 0.9 },
    ...categories.map((c) => ({ url: `${origin}${categoryPath(c.name)}`, changeFrequency: "daily" as const, priority: 0.7 })),
    ...sellers.map((s) => ({ url: `${origin}/seller/${s.id}`, lastModified: s.updatedAt ?? undefined, changeFrequency: "weekly" as const, priority: 0.5 })),
    ...products.map((p) => ({ url: `${origin}/product/${p.id}`, lastModified: p.updatedAt, changeFrequency: "weekly" as const, priority: 0.6 })),
  ];
}
