import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { demoSellerId, seededProduct, stableUuid } from "./demo";
import { jsonLdBlocks, richResultProblems } from "../../lib/seo/rich-results";
import { CATEGORY_NOT_FOUND } from "../../lib/messages/catalogue";
import { LEGAL_PAGES } from "../../lib/messages/legal";
import { expect, test } from "./fixtures";
import { isPhone, look, visit } from "./support";

// Search ranking, an unknown category is a real 404, /search?q=%00 hydrates cleanly,
// and the sitemap is an index of files at any catalogue size.

const productPath = (slug: string) => `/product/${stableUuid(`product:${slug}`)}`;

/** The first result's address on a search page (product cards link to their product). */
async function firstResult(page: Page): Promise<string | null> {
  const feed = page.getByRole("main");
  return feed.locator('a[href^="/product/"]').first().getAttribute("href");
}

test.describe("search", () => {
  for (const [query, slug] of [
    ["calculator", "casio-fx-991es-plus"],
    ["calculater", "casio-fx-991es-plus"],
    ["calculus", "calculus-early-transcendentals"],
    ["highlighter", "highlighters-set"],
  ] as const) {
    test(`'${query}' shows ${slug} first`, async ({ page }) => {
      await visit(page, `/search?q=${encodeURIComponent(query)}`);
      expect(await firstResult(page)).toBe(productPath(slug));
    });
  }

  test("the calculators come before the Calculus textbook", async ({ page }, testInfo) => {
    await visit(page, "/search?q=calculator");
    const hrefs = await page.getByRole("main").locator('a[href^="/product/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")))]);
    const textbook = hrefs.indexOf(productPath("calculus-early-transcendentals"));
    expect(hrefs.indexOf(productPath("wholesale-calculators"))).toBeLessThan(textbook);
    expect(hrefs.indexOf(productPath("casio-fx-991es-plus"))).toBeLessThan(textbook);
    await look(page, testInfo, `search-calculator-${isPhone(testInfo) ? "390" : "1280"}`);
  });

  test("a NUL in the address shows the empty search, with no error in the console", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    for (const path of ["/search?q=%00", "/search?q=desk%00lamp", "/search?q=%1B%07"]) {
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    expect(problems).toEqual([]);
  });
});

test.describe("an unknown category", () => {
  test("answers 404 with its not-found screen in the HTML, and noindex", async ({ request }) => {
    const response = await request.get("/category/nonsense");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${CATEGORY_NOT_FOUND.title}</h1>`));
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  test("links to the categories there are and to All Products", async ({ page }, testInfo) => {
    await visit(page, "/category/nonsense");
    await expect(page.getByRole("heading", { level: 1, name: CATEGORY_NOT_FOUND.title })).toBeVisible();
    const list = page.getByRole("navigation", { name: CATEGORY_NOT_FOUND.listLabel, exact: true });
    await expect(list.getByRole("link", { name: "Textbooks", exact: true })).toHaveAttribute("href", "/category/Textbooks");
    await page.getByRole("link", { name: CATEGORY_NOT_FOUND.allProducts }).click();
    await expect(page).toHaveURL(/\/category\/all$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await visit(page, "/category/nonsense");
    await look(page, testInfo, `category-not-found-${isPhone(testInfo) ? "390" : "1280"}`);
  });

  test("a category that exists, and All Products, still answer 200", async ({ request }) => {
    for (const path of ["/category/Textbooks", "/category/textbooks", "/category/all"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      // The segment's not-found screen travels in the page's data; it is not drawn.
      expect(await response.text(), path).not.toMatch(new RegExp(`<h1[^>]*>${CATEGORY_NOT_FOUND.title}</h1>`));
    }
  });
});

test.describe("sitemap", () => {
  test("robots.txt names the index, and every file the index names answers with its addresses", async ({ request, baseURL }) => {
    expect((await (await request.get("/robots.txt")).text()).split("\n").map((l) => l.trim())).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toBe("application/xml");
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files[0]).toBe("/sitemap/pages.xml");
    expect(files.some((file) => /^\/sitemap\/products-\d+-of-\d+\.xml$/.test(file))).toBe(true);

    const all: string[] = [];
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"], file).toBe("application/xml");
      const xml = await response.text();
      expect(xml, file).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(locs.length, file).toBeLessThanOrEqual(50_000);
      all.push(...locs);
    }
    for (const path of ["/home", "/studentmarketplace", "/category/all", ...Object.values(LEGAL_PAGES).map((p) => p.path)]) expect(all).toContain(path);
    expect(all).toContain(productPath("casio-fx-991es-plus"));
    expect(all).not.toContain(productPath("campbell-biology")); // sold
    expect(new Set(all).size).toBe(all.length);
  });

  test("a file the index does not have is 404", async ({ request }) => {
    for (const path of ["/sitemap/products-5-of-5.xml", "/sitemap/nothing.xml", "/sitemap/pages"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});

// Rich results (docs/decisions/rich-results.md): every JSON-LD block of each public page type has
// what Google requires (lib/seo/rich-results.ts), every page names the site and its locale to Open
// Graph, and a product's share image is a real 1200×630 PNG.

const head = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test.describe("rich results", () => {
  const casio = seededProduct("casio-fx-991es-plus");
  const PAGES: Array<[string, string[]]> = [
    ["/home", ["WebSite"]],
    ["/studentmarketplace", []],
    ["/search?q=calculator", []],
    ["/category/Textbooks", ["BreadcrumbList"]],
    ["/category/all", ["BreadcrumbList"]],
    [casio.path, ["Product", "BreadcrumbList"]],
    [`/seller/${demoSellerId("otieno")}`, ["Store", "ItemList"]],
    [`/seller/${demoSellerId("wholesale")}`, ["Organization", "ItemList"]],
    ...Object.values(LEGAL_PAGES).map((legal) => [legal.path, []] as [string, string[]]),
  ];

  for (const [path, types] of PAGES) {
    test(`${path} carries ${types.length ? types.join(", ") : "no JSON-LD"} with every field Google requires, and og:site_name and og:locale`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const blocks = jsonLdBlocks(html);
      expect(blocks.map((block) => (block as { "@type"?: string })["@type"])).toEqual(types);
      for (const block of blocks) expect({ block, problems: richResultProblems(block) }).toEqual({ block, problems: [] });
      expect(head(html, "og:site_name")).toBe("Campus Market");
      expect(head(html, "og:locale")).toBe("en_KE");
    });
  }

  test("a product page's breadcrumb runs Home › its category › the product", async ({ request, baseURL }) => {
    const [, breadcrumb] = jsonLdBlocks(await (await request.get(casio.path)).text()) as Array<{ itemListElement: Array<{ name: string; item?: string }> }>;
    expect(breadcrumb!.itemListElement.map(({ name, item }) => [name, item && new URL(item).pathname])).toEqual([
      ["Home", "/home"],
      ["Electronics", "/category/Electronics"],
      [casio.name, undefined],
    ]);
    expect(new URL(breadcrumb!.itemListElement[0]!.item!).origin).toBe(new URL(baseURL!).origin);
  });

  test("the seller page lists the products it shows, in order", async ({ page }) => {
    await visit(page, `/seller/${demoSellerId("otieno")}`);
    const list = JSON.parse((await page.locator('script[type="application/ld+json"]').nth(1).textContent())!) as { itemListElement: Array<{ url: string }> };
    const shown = await page.getByRole("main").locator('a[href^="/product/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")))]);
    expect(list.itemListElement.map(({ url }) => new URL(url).pathname)).toEqual(shown);
  });

  test("a product's og:image and twitter:image are its 1200×630 card: a PNG with a year's cache; a missing or malformed product is 404", async ({ request }, testInfo) => {
    const html = await (await request.get(casio.path)).text();
    const image = head(html, "og:image")!;
    expect(new URL(image).pathname).toMatch(new RegExp(`^/media/og/product/${casio.id}/[0-9a-z]+$`));
    expect([head(html, "og:image:width"), head(html, "og:image:height")]).toEqual(["1200", "630"]);
    expect(/<meta name="twitter:card" content="summary_large_image"/.test(html)).toBe(true);
    expect(/<meta name="twitter:image" content="([^"]*)"/.exec(html)?.[1]).toBe(image);

    const card = await request.get(new URL(image).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(card.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const png = await card.body();
    // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit numbers.
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await testInfo.attach("og-card", { body: png, contentType: "image/png" });
    writeFileSync(testInfo.outputPath("og-card.png"), png);

    // An older version's address is sent on to today's card.
    const older = await request.get(`/media/og/product/${casio.id}/0`, { maxRedirects: 0 });
    expect([older.status(), older.headers()["location"]]).toEqual([307, new URL(image).pathname]);
    for (const path of [`/media/og/product/${stableUuid("product:no-such-thing")}/0`, "/media/og/product/not-a-uuid/0", `/media/og/product/${casio.id}/..%2F..`]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});
