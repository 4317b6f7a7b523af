import { db } from "@/lib/db/client";
import { runSeed } from "@/prisma/seed";
import { SITEMAP } from "@/lib/constants";
import { listSitemapFiles, sitemapFileEntries } from "@/lib/seo/sitemap";
import { sitemapFileName } from "@/lib/seo/sitemap-files";
import { siteUrl } from "@/lib/site";
import { GET as getIndex } from "@/app/sitemap.xml/route";
import { GET as getFile } from "@/app/sitemap/[file]/route";
import { createCategory, createProduct, createUser } from "./factories";

// The sitemap at scale. It once stopped at 45,000 products. The splitting rules do not depend
// on the numbers, so this test shrinks the file size (URL_LIMIT 500, about 400 a file) and
// proves them with 1,200 generated listings, inserted by the seed's bulk loader (one INSERT …
// SELECT over generate_series): each in exactly one file of the index, sold and out-of-stock
// ones in none, and no file over its limit. At the real sizes (50,000 a file, 40,000 filled)
// that is 120,000 listings and minutes of seeding for the same proof.
jest.mock("@/lib/constants", () => ({
  ...jest.requireActual("@/lib/constants"),
  SITEMAP: { URL_LIMIT: 500, FILL: 400, MAX_FILES: 10_000 },
}));

const BULK = 1_200;
const GENERATED = "Generated listing %";
const origin = siteUrl();

async function everyEntry() {
  const files = await listSitemapFiles();
  const entries = [];
  for (const file of files) {
    const listed = await sitemapFileEntries(sitemapFileName(file), origin);
    expect(listed).not.toBeNull();
    expect(listed!.length).toBeLessThanOrEqual(SITEMAP.URL_LIMIT);
    entries.push({ file, listed: listed! });
  }
  return { files, entries };
}

const idsUnder = (urls: string[], prefix: string) => urls.filter((url) => url.startsWith(`${origin}${prefix}`)).map((url) => url.slice(`${origin}${prefix}`.length));

describe("the sitemap index at 1,200 products, 400 to a file", () => {
  beforeAll(async () => {
    await runSeed(process.env.DATABASE_URL!, { products: BULK });
  }, 300_000);

  // Other test files share this database: take the generated listings away again, the way the
  // seed loads them (the per-row search-words trigger off, the word counts rebuilt in one go).
  afterAll(async () => {
    await db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`ALTER TABLE "products" DISABLE TRIGGER "products_record_search_words"`);
        await tx.$executeRaw`DELETE FROM products WHERE description LIKE ${GENERATED}`;
        await tx.$executeRawUnsafe(`ALTER TABLE "products" ENABLE TRIGGER "products_record_search_words"`);
        await tx.$executeRawUnsafe(`UPDATE "search_words" SET "listings" = 0`);
        await tx.$executeRawUnsafe(`
          INSERT INTO "search_words" ("word", "listings")
          SELECT w, count(*)::int FROM "products", listing_search_words("name", "description") AS w GROUP BY w
          ON CONFLICT ("word") DO UPDATE SET "listings" = EXCLUDED."listings"`);
      },
      { timeout: 300_000 },
    );
  }, 300_000);

  it("lists every active product exactly once, and no sold or out-of-stock one", async () => {
    const { files, entries } = await everyEntry();
    const productFiles = files.filter((file) => file.kind === "products");
    expect(productFiles.length).toBeGreaterThanOrEqual(Math.ceil(BULK / SITEMAP.FILL));

    const listed = idsUnder(entries.flatMap((e) => e.listed.map((entry) => entry.url)), "/product/");
    const active = (await db.product.findMany({ where: { status: "active" }, select: { id: true } })).map((p) => p.id);
    expect(active.length).toBeGreaterThan(BULK * 0.7);
    expect(listed.length).toBe(active.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(new Set(active));
  }, 120_000);

  it("dates each product by its last change", async () => {
    const { entries } = await everyEntry();
    const file = entries.find((e) => e.file.kind === "products")!;
    const sample = file.listed.slice(0, 50);
    const ids = idsUnder(sample.map((entry) => entry.url), "/product/");
    const rows = await db.product.findMany({ where: { id: { in: ids } }, select: { id: true, updatedAt: true } });
    const updatedAt = new Map(rows.map((row) => [row.id, row.updatedAt.toISOString()]));
    for (const [i, id] of ids.entries()) expect((sample[i]!.lastModified as Date).toISOString()).toBe(updatedAt.get(id));
  }, 120_000);

  it("puts the public pages and categories in the first file, and the sellers with something to sell", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory();
    await createProduct(seller.id, { categoryId: category.id });
    const idle = await createUser({ isSeller: true });
    await createProduct(idle.id, { status: "sold" });

    const { files, entries } = await everyEntry();
    expect(files[0]).toEqual({ kind: "pages" });
    const pages = entries[0]!.listed.map((entry) => entry.url);
    for (const path of ["/home", "/studentmarketplace", "/category/all", "/about", "/safety", "/contact", "/terms", "/privacy"]) {
      expect(pages).toContain(`${origin}${path}`);
    }
    expect(pages).toContain(`${origin}/category/${encodeURIComponent(category.name)}`);
    const sellers = idsUnder(entries.flatMap((e) => e.listed.map((entry) => entry.url)), "/seller/");
    expect(sellers).toContain(seller.id);
    expect(sellers).not.toContain(idle.id);
    expect(new Set(sellers).size).toBe(sellers.length);
  }, 120_000);

  it("serves the index and its files as XML, and 404 for a file it does not have", async () => {
    const index = await getIndex(new Request(`${origin}/sitemap.xml`));
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toBe("application/xml");
    const body = await index.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locations[0]).toBe(`${origin}/sitemap/pages.xml`);
    expect(locations.filter((loc) => /\/sitemap\/products-\d+-of-\d+\.xml$/.test(loc)).length).toBeGreaterThanOrEqual(3);

    const name = locations.at(-1)!.split("/").at(-1)!;
    const file = await getFile(new Request(locations.at(-1)!), { params: Promise.resolve({ file: name }) });
    expect(file.status).toBe(200);
    const xml = await file.text();
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toMatch(/<url><loc>[^<]+\/product\/[0-9a-f-]{36}<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);

    for (const bad of ["products-3-of-3.xml", "products-01-of-3.xml", "products-0-of-0.xml", "orders-0-of-1.xml", "pages", "../sitemap.xml"]) {
      const missing = await getFile(new Request(`${origin}/sitemap/${bad}`), { params: Promise.resolve({ file: bad }) });
      expect(missing.status).toBe(404);
    }
  }, 120_000);
});
