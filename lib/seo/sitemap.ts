import "server-only";
import type { MetadataRoute } from "next";
import { SITEMAP } from "@/lib/constants";
import { listCatalogueFacets } from "@/lib/db/categories";
import { countActiveProducts, countSellers, listActiveProductsInRange, listSellersWithActiveProductsInRange } from "@/lib/db/sitemap";
import { ALL_PRODUCTS_SLUG, categoryPath } from "@/lib/catalogue/category-display";
import { LEGAL_PAGES } from "@/lib/messages/legal";
import { idRange, parseSitemapFileName, partsFor, sitemapFileName, type SitemapFile } from "./sitemap-files";

// What /sitemap.xml (the index) and /sitemap/<file> (its files) list: the public
// pages and categories in the first file, then the sellers with something to buy, then every
// active product once; sold and out-of-stock listings are left out.

/** The files of the index, in order: pages first, then sellers, then products. */
export async function listSitemapFiles(): Promise<SitemapFile[]> {
  const [products, sellers] = await Promise.all([countActiveProducts(), countSellers()]);
  const split = (kind: "products" | "sellers", parts: number) => Array.from({ length: parts }, (_, part) => ({ kind, part, parts }));
  return [{ kind: "pages" }, ...split("sellers", partsFor(sellers)), ...split("products", partsFor(products))];
}

/** The index's addresses of its files. */
export async function sitemapIndexLocations(origin: string): Promise<string[]> {
  return (await listSitemapFiles()).map((file) => `${origin}/sitemap/${sitemapFileName(file)}`);
}

async function pageEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const { categories } = await listCatalogueFacets();
  return [
    { url: `${origin}/home`, changeFrequency: "daily", priority: 1 },
    { url: `${origin}/studentmarketplace`, changeFrequency: "hourly", priority: 0.9 },
    { url: `${origin}/category/${ALL_PRODUCTS_SLUG}`, changeFrequency: "hourly", priority: 0.8 },
    ...categories.map((c) => ({ url: `${origin}${categoryPath(c.name)}`, changeFrequency: "daily" as const, priority: 0.7 })),
    ...Object.values(LEGAL_PAGES).map((page) => ({ url: `${origin}${page.path}`, changeFrequency: "monthly" as const, priority: 0.3 })),
  ];
}

/** One file's entries by its name in /sitemap/<name>; null when there is no such file. */
export async function sitemapFileEntries(name: string, origin: string): Promise<MetadataRoute.Sitemap | null> {
  const file = parseSitemapFileName(name);
  if (!file) return null;
  if (file.kind === "pages") return pageEntries(origin);
  const range = idRange(file.part, file.parts);
  if (file.kind === "sellers") {
    const sellers = await listSellersWithActiveProductsInRange(range, SITEMAP.URL_LIMIT);
    return sellers.map((s) => ({ url: `${origin}/seller/${s.id}`, lastModified: s.updatedAt, changeFrequency: "weekly" as const, priority: 0.5 }));
  }
  const products = await listActiveProductsInRange(range, SITEMAP.URL_LIMIT);
  return products.map((p) => ({ url: `${origin}/product/${p.id}`, lastModified: p.updatedAt, changeFrequency: "weekly" as const, priority: 0.6 }));
}
