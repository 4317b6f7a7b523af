import fs from "node:fs";
import path from "node:path";
import { MAX_PRODUCT_ROWS_READ, productRowsScanned } from "@/scripts/measurements/plan-checks.mjs";

// docs/performance/PLANS.md holds the plans of every statement the public pages ran at a million
// products (scripts/measurements/explain-plans.mjs). This test keeps what it shows true: the
// file is from a large catalogue, every hot page is in it, and no plan reads a share of
// the products table that grows with the catalogue.

const plansFile = path.join(process.cwd(), "docs", "performance", "PLANS.md");

describe("the plan check", () => {
  const seqScan = (rows: number, removed: number, loops = 1) =>
    [
      "Limit  (cost=0.00..298.36 rows=1001 width=4) (actual time=0.014..1.433 rows=1001 loops=1)",
      `  ->  Seq Scan on products p  (cost=0.00..82752.88 rows=277639 width=4) (actual time=0.013..1.377 rows=${rows} loops=${loops})`,
      "        Filter: (status = 'active'::\"ProductStatus\")",
      `        Rows Removed by Filter: ${removed}`,
      "  ->  Seq Scan on categories c  (cost=0.00..14.80 rows=480 width=48) (actual time=0.003..0.003 rows=8 loops=1)",
      "        Rows Removed by Filter: 900000",
    ].join("\n");

  it("counts the rows a sequential scan of products kept and threw away, over its loops", () => {
    expect(productRowsScanned(seqScan(1001, 2541))).toBe(3542);
    expect(productRowsScanned(seqScan(10, 20_000, 3))).toBe(60_030);
  });

  it("passes a scan stopped early by a limit and fails one that reads most of the table", () => {
    expect(productRowsScanned(seqScan(1001, 2541))).toBeLessThanOrEqual(MAX_PRODUCT_ROWS_READ);
    expect(productRowsScanned(seqScan(25, 777_790))).toBeGreaterThan(MAX_PRODUCT_ROWS_READ);
    expect(productRowsScanned("Index Scan using products_pkey on products (actual time=0.01..0.01 rows=1 loops=1)")).toBe(0);
  });
});

describe("docs/performance/PLANS.md", () => {
  const text = fs.readFileSync(plansFile, "utf8");
  const pages = text.split(/^## /m).slice(1);

  it("was taken at a million products or more", () => {
    const count = Number(text.match(/^([\d,]+) products;/m)?.[1]?.replace(/,/g, ""));
    expect(count).toBeGreaterThanOrEqual(1_000_000);
  });

  it("has every hot public page, each with its statements explained", () => {
    const names = pages.map((page) => page.split("\n")[0] ?? "");
    for (const hot of ["/home", "/studentmarketplace", "/category/Electronics", "/category/all?", "/search?q=calculator", "/search?q=calculater", "/product/", "/seller/"]) {
      expect(names.some((name) => name.startsWith(hot))).toBe(true);
    }
    for (const page of pages) {
      expect(page).toMatch(/Execution Time: [\d.]+ ms/);
      expect(page).not.toMatch(/parameters sent in binary/);
    }
  });

  it("shows no plan reading a share of the products table that grows with it", () => {
    for (const page of pages) {
      for (const plan of page.split("```").filter((_, i) => i % 2 === 1)) expect(productRowsScanned(plan)).toBeLessThanOrEqual(MAX_PRODUCT_ROWS_READ);
    }
  });

  it("reads the product lists from their indexes", () => {
    const plansOf = (prefix: string) => pages.find((page) => page.startsWith(prefix)) ?? "";
    expect(plansOf("/studentmarketplace")).toMatch(/Index Scan using products_status_created_at_id_idx/);
    expect(plansOf("/category/Electronics")).toMatch(/Index Scan using products_status_category_id_price_id_idx/);
    expect(plansOf("/category/all?")).toMatch(/Index Scan Backward using products_status_price_id_idx/);
    expect(plansOf("/product/")).toMatch(/Index Scan using products_pkey/);
  });
});
