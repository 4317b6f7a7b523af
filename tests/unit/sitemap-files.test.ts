import { idRange, parseSitemapFileName, partsFor, renderSitemapIndex, renderUrlset, sitemapFileName } from "@/lib/seo/sitemap-files";
import { SITEMAP } from "@/lib/constants";

describe("the sitemap's id ranges", () => {
  it("cover the whole UUID space, each starting where the one before ends", () => {
    for (const parts of [1, 2, 3, 7, 25]) {
      const ranges = Array.from({ length: parts }, (_, part) => idRange(part, parts));
      expect(ranges[0]!.from).toBe("00000000-0000-0000-0000-000000000000");
      expect(ranges.at(-1)!.to).toBeNull();
      for (let i = 1; i < parts; i++) expect(ranges[i]!.from).toBe(ranges[i - 1]!.to);
      for (const range of ranges) expect(range.from).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(idRange(1, 2).from).toBe("80000000-0000-0000-0000-000000000000");
  });

  it("are about SITEMAP.FILL rows each, and one file for an empty catalogue", () => {
    expect(partsFor(0)).toBe(1);
    expect(partsFor(SITEMAP.FILL)).toBe(1);
    expect(partsFor(SITEMAP.FILL + 1)).toBe(2);
    expect(partsFor(1_000_000)).toBe(25);
    expect(partsFor(Number.MAX_SAFE_INTEGER)).toBe(SITEMAP.MAX_FILES);
  });
});

describe("the sitemap's file names", () => {
  it("read back as the file they name", () => {
    for (const file of [{ kind: "pages" } as const, { kind: "products", part: 0, parts: 1 } as const, { kind: "sellers", part: 24, parts: 25 } as const]) {
      expect(parseSitemapFileName(sitemapFileName(file))).toEqual(file);
    }
  });

  it("refuse anything else, and every second spelling of a file", () => {
    for (const name of ["pages", "products-1-of-1.xml", "products-0-of-0.xml", "products-01-of-2.xml", "products-0-of-02.xml", "orders-0-of-1.xml", `products-0-of-${SITEMAP.MAX_FILES + 1}.xml`, "products--1-of-2.xml", "products-0-of-1.xml/x"]) {
      expect(parseSitemapFileName(name)).toBeNull();
    }
  });
});

describe("the sitemap's XML", () => {
  it("escapes addresses and writes the change date in ISO form", () => {
    const xml = renderUrlset([{ url: "https://x.example/category/A&B's", lastModified: new Date("2026-11-26T10:00:00Z"), changeFrequency: "daily", priority: 0.7 }]);
    expect(xml).toContain("<url><loc>https://x.example/category/A&amp;B&apos;s</loc><lastmod>2026-11-26T10:00:00.000Z</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>");
    expect(renderSitemapIndex(["https://x.example/sitemap/pages.xml"])).toContain("<sitemap><loc>https://x.example/sitemap/pages.xml</loc></sitemap>");
  });
});
