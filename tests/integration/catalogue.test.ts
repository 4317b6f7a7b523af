import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { correctSearchWords, searchProducts } from "@/lib/db/product-search";
import {
  countCategoryProducts,
  getProductDetail,
  getSellerPublicProfile,
  listCategoryProducts,
  listCategoryProductsWithCount,
  listFeaturedShops,
  listMarketplaceProducts,
  listSellerProducts,
} from "@/lib/db/products";
import { loadCategoryPage, loadMoreProducts, resolveCategory } from "@/lib/catalogue/browse";
import { EMPTY_FILTERS, type CatalogueFilters } from "@/lib/validation/catalogue";
import { createCategory, createProduct, createUser } from "./factories";
import { CATALOGUE_COUNT_CAP, SEARCH_PLAN } from "@/lib/constants";

// Each test builds its own category, campus name or words, so the shared test
// database (and other files running beside this one) cannot change the answer.

const unique = () => randomUUID().slice(0, 8);

/** A category with 8 products over every condition, price and two campuses, plus one sold and one out of stock. */
async function stockedCategory() {
  const seller = await createUser({ isSeller: true });
  const category = await createCategory(`Cat ${unique()}`);
  const base = Date.now();
  const rows = [
    { price: 500, condition: "new", location: "Main Campus" },
    { price: 1000, condition: "like_new", location: "Main Campus" },
    { price: 2500, condition: "good", location: "City Campus" },
    { price: 4000, condition: "fair", location: "City Campus" },
    { price: 5000, condition: "new", location: "City Campus" },
    { price: 7500, condition: "good", location: "Main Campus" },
    { price: 12000, condition: "like_new", location: "City Campus" },
    { price: 99000, condition: "new", location: "Main Campus" },
  ] as const;
  const products = [];
  for (const [index, row] of rows.entries()) {
    products.push(
      await createProduct(seller.id, { ...row, categoryId: category.id, name: `Item ${index}`, createdAt: new Date(base - index * 60_000) }),
    );
  }
  const sold = await createProduct(seller.id, { categoryId: category.id, price: 3000, status: "sold" });
  const outOfStock = await createProduct(seller.id, { categoryId: category.id, price: 3000, status: "out_of_stock" });
  return { seller, category, products, sold, outOfStock };
}

const filters = (overrides: Partial<CatalogueFilters>): CatalogueFilters => ({ ...EMPTY_FILTERS, ...overrides });
const prices = (page: { products: Array<{ price: number }> }) => page.products.map((p) => p.price);

describe("category listing", () => {
  it("shows only active products of the category, cheapest first by default", async () => {
    const { category } = await stockedCategory();
    const page = await listCategoryProducts(category.id, EMPTY_FILTERS);
    expect(prices(page)).toEqual([500, 1000, 2500, 4000, 5000, 7500, 12000, 99000]);
    expect(page.products.every((p) => p.status === "active")).toBe(true);
    expect(page.hasMore).toBe(false);
    await expect(countCategoryProducts(category.id, EMPTY_FILTERS)).resolves.toBe(8);
  });

  it("sorts by price descending and by newest", async () => {
    const { category, products } = await stockedCategory();
    expect(prices(await listCategoryProducts(category.id, filters({ sort: "price-desc" })))).toEqual([99000, 12000, 7500, 5000, 4000, 2500, 1000, 500]);
    const newest = await listCategoryProducts(category.id, filters({ sort: "newest" }));
    expect(newest.products.map((p) => p.id)).toEqual(products.map((p) => p.id));
  });

  it.each([
    [["new"], [500, 5000, 99000]],
    [["like_new"], [1000, 12000]],
    [["good"], [2500, 7500]],
    [["fair"], [4000]],
    [["new", "fair"], [500, 4000, 5000, 99000]],
  ] as const)("filters by condition %j", async (conditions, expected) => {
    const { category } = await stockedCategory();
    const page = await listCategoryProducts(category.id, filters({ conditions: [...conditions] }));
    expect(prices(page)).toEqual(expected);
    await expect(countCategoryProducts(category.id, filters({ conditions: [...conditions] }))).resolves.toBe(expected.length);
  });

  it.each([
    [{ minPrice: 5000 }, [5000, 7500, 12000, 99000]],
    [{ maxPrice: 4000 }, [500, 1000, 2500, 4000]],
    [{ minPrice: 1000, maxPrice: 7500 }, [1000, 2500, 4000, 5000, 7500]],
    [{ minPrice: 13000, maxPrice: 20000 }, []],
  ])("filters by price %j with both ends included", async (range, expected) => {
    const { category } = await stockedCategory();
    expect(prices(await listCategoryProducts(category.id, filters(range)))).toEqual(expected);
  });

  it("filters by location", async () => {
    const { category } = await stockedCategory();
    expect(prices(await listCategoryProducts(category.id, filters({ locations: ["City Campus"] })))).toEqual([2500, 4000, 5000, 12000]);
    expect(prices(await listCategoryProducts(category.id, filters({ locations: ["City Campus", "Main Campus"] })))).toHaveLength(8);
    expect(prices(await listCategoryProducts(category.id, filters({ locations: ["Parklands Campus"] })))).toEqual([]);
  });

  it("combines condition, price, location and sort", async () => {
    const { category } = await stockedCategory();
    const page = await listCategoryProducts(
      category.id,
      filters({ conditions: ["new", "like_new"], minPrice: 1000, maxPrice: 20000, locations: ["City Campus"], sort: "price-desc" }),
    );
    expect(prices(page)).toEqual([12000, 5000]);
    await expect(countCategoryProducts(category.id, filters({ conditions: ["new", "like_new"], minPrice: 1000, maxPrice: 20000, locations: ["City Campus"] }))).resolves.toBe(2);
  });

  it("pages without repeating or skipping, and says when more follow", async () => {
    const { category } = await stockedCategory();
    const first = await listCategoryProducts(category.id, EMPTY_FILTERS, { page: 1, pageSize: 3 });
    const second = await listCategoryProducts(category.id, EMPTY_FILTERS, { page: 2, pageSize: 3 });
    const third = await listCategoryProducts(category.id, EMPTY_FILTERS, { page: 3, pageSize: 3 });
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false]);
    expect([...prices(first), ...prices(second), ...prices(third)]).toEqual([500, 1000, 2500, 4000, 5000, 7500, 12000, 99000]);
  });

  it("ties on price keep a stable order across pages", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory(`Cat ${unique()}`);
    for (let i = 0; i < 7; i++) await createProduct(seller.id, { categoryId: category.id, price: 800 });
    const ids = [];
    for (let page = 1; page <= 4; page++) ids.push(...(await listCategoryProducts(category.id, EMPTY_FILTERS, { page, pageSize: 2 })).products.map((p) => p.id));
    expect(new Set(ids).size).toBe(7);
  });

  it("All Products spans categories with the same filters", async () => {
    const campus = `Campus ${unique()}`;
    const seller = await createUser({ isSeller: true });
    await createProduct(seller.id, { location: campus, price: 100 });
    await createProduct(seller.id, { location: campus, price: 200, condition: "good" });
    await createProduct(seller.id, { location: campus, price: 300, status: "sold" });
    expect(prices(await listCategoryProducts(null, filters({ locations: [campus] })))).toEqual([100, 200]);
    expect(prices(await listCategoryProducts(null, filters({ locations: [campus], conditions: ["good"] })))).toEqual([200]);
  });

  it("reads filters straight from a page address", async () => {
    const { category } = await stockedCategory();
    const view = await resolveCategory(encodeURIComponent(category.name.toUpperCase()));
    expect(view.category?.id).toBe(category.id);
    const result = await loadCategoryPage(view, { condition: ["new", "good"], minPrice: "2000", sort: "price-desc" }, 1);
    expect(prices(result)).toEqual([99000, 7500, 5000, 2500]);
    expect(result.total).toBe(4);
  });
});

describe("category lookup", () => {
  it("finds a category by id or by name without case, and knows All Products", async () => {
    const category = await createCategory(`Study Kits ${unique()}`);
    await expect(resolveCategory(category.id)).resolves.toMatchObject({ category: { id: category.id }, title: category.name });
    await expect(resolveCategory(category.name.toLowerCase())).resolves.toMatchObject({ category: { id: category.id } });
    await expect(resolveCategory("all")).resolves.toMatchObject({ category: null, isAll: true, title: "All Products" });
  });

  it("an unknown name shows capitalised and empty; an unknown id shows 'Other'", async () => {
    const byName = await resolveCategory("surfboards");
    expect(byName).toMatchObject({ category: null, isAll: false, title: "Surfboards" });
    await expect(loadCategoryPage(byName, {}, 1)).resolves.toEqual({ products: [], hasMore: false, total: 0 });
    await expect(resolveCategory(randomUUID())).resolves.toMatchObject({ category: null, title: "Other" });
  });

  it("a pending category is not shown", async () => {
    const name = `Pending ${unique()}`;
    await db.category.create({ data: { name, nameKey: name.toLowerCase(), status: "pending" } });
    await expect(resolveCategory(name)).resolves.toMatchObject({ category: null });
  });
});

describe("a category page's one read", () => {
  it("gives the same cards, order, pages and capped count as the list and the count", async () => {
    const { category } = await stockedCategory();
    const cases: Array<[CatalogueFilters, number]> = [
      [EMPTY_FILTERS, 1],
      [filters({ sort: "price-desc", conditions: ["new", "good"] }), 1],
      [filters({ sort: "newest", minPrice: 1000, maxPrice: 12000, locations: ["City Campus"] }), 1],
      [filters({ sort: "price-asc" }), 2],
      [filters({ conditions: ["fair"], minPrice: 50_000 }), 1],
    ];
    for (const [f, page] of cases) {
      const both = await listCategoryProductsWithCount(category.id, f, { page, pageSize: 3 });
      expect(both).toEqual({ ...(await listCategoryProducts(category.id, f, { page, pageSize: 3 })), total: await countCategoryProducts(category.id, f) });
    }
  });

  it("counts up to the cap, past which the page says 1,000+", async () => {
    const cap = await listCategoryProductsWithCount(null, EMPTY_FILTERS, { pageSize: 1 });
    expect(cap.total).toBeLessThanOrEqual(CATALOGUE_COUNT_CAP + 1);
    expect(cap.total).toBe(await countCategoryProducts(null, EMPTY_FILTERS));
  });
});

describe("search", () => {
  async function searchable() {
    // Letters only (a word the search indexes), and 16 of them, each hex digit its own letter:
    // mapping every digit to one letter made the words of different tests so alike that a
    // typo could be corrected to another test's word.
    const word = `zyph${randomUUID().replace(/-/g, "").slice(0, 16).replace(/[0-9]/g, (digit) => "ghijklmnop"[Number(digit)]!)}`;
    const seller = await createUser({ isSeller: true });
    const inName = await createProduct(seller.id, { name: `Graphing calculator ${word}`, description: "Barely used." });
    const inDescription = await createProduct(seller.id, { name: "Lab coat", description: `Comes with a ${word} badge.` });
    const sold = await createProduct(seller.id, { name: `Sold ${word}`, status: "sold" });
    return { word, seller, inName, inDescription, sold };
  }

  it("matches name and description, name first, and leaves out what cannot be bought", async () => {
    const { word, inName, inDescription } = await searchable();
    const page = await searchProducts(word);
    expect(page.products.map((p) => p.id)).toEqual([inName.id, inDescription.id]);
  });

  it("finds a product from a misspelt word", async () => {
    const { word, inName } = await searchable();
    const typo = `${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`; // two letters swapped at the end
    const page = await searchProducts(`${typo}`);
    expect(page.products.map((p) => p.id)).toContain(inName.id);
  });

  it("treats the last word as unfinished", async () => {
    const { word, inName } = await searchable();
    const page = await searchProducts(`graphing ${word.slice(0, 6)}`);
    expect(page.products.map((p) => p.id)).toContain(inName.id);
  });

  it("needs every word to match", async () => {
    const { word } = await searchable();
    await expect(searchProducts(`${word} trombone`)).resolves.toEqual({ products: [], hasMore: false });
  });

  it("matches part of a name the way the spec's 'contains' did", async () => {
    const { word, inName } = await searchable();
    const page = await searchProducts(word.slice(2, 9));
    expect(page.products.map((p) => p.id)).toContain(inName.id);
  });

  it("reads LIKE wildcards and tsquery syntax as plain text", async () => {
    await expect(searchProducts("%")).resolves.toEqual({ products: [], hasMore: false });
    await expect(searchProducts("_")).resolves.toEqual({ products: [], hasMore: false });
    await expect(searchProducts("a & | ! : * ( ) 'x")).resolves.toBeDefined();
    await expect(searchProducts("   ")).resolves.toEqual({ products: [], hasMore: false });
  });

  it("pages through many results", async () => {
    const word = `plex${unique().replace(/[0-9]/g, "k")}`;
    const seller = await createUser({ isSeller: true });
    for (let i = 0; i < 5; i++) await createProduct(seller.id, { name: `${word} item ${i}` });
    const first = await searchProducts(word, { page: 1, pageSize: 2 });
    const last = await searchProducts(word, { page: 3, pageSize: 2 });
    expect(first).toMatchObject({ hasMore: true });
    expect(first.products).toHaveLength(2);
    expect(last).toMatchObject({ hasMore: false });
    expect(last.products).toHaveLength(1);
  });

  it("corrects words against the words listings use, and keeps known and short ones", async () => {
    const { word } = await searchable();
    await expect(correctSearchWords(["graphing", `${word.slice(0, -1)}x`, "ab"])).resolves.toEqual(["graphing", word, "ab"]);
  });

  it("learns the words of a renamed product", async () => {
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id);
    const word = `quor${unique().replace(/[0-9]/g, "m")}`;
    await db.product.update({ where: { id: product.id }, data: { name: `Renamed ${word}` } });
    await expect(db.searchWord.findUnique({ where: { word } })).resolves.toEqual({ word, listings: 1 });
  });

  it("counts the listings that use each word as products are added, renamed and deleted", async () => {
    const seller = await createUser({ isSeller: true });
    const [kept, moved] = [`quor${unique().replace(/[0-9]/g, "m")}`, `quor${unique().replace(/[0-9]/g, "n")}`];
    const listings = async (word: string) => (await db.searchWord.findUnique({ where: { word } }))?.listings;
    const first = await createProduct(seller.id, { name: `${kept} ${kept}`, description: `A ${moved}.` });
    await createProduct(seller.id, { name: kept });
    expect([await listings(kept), await listings(moved)]).toEqual([2, 1]);
    await db.product.update({ where: { id: first.id }, data: { description: "Nothing else." } });
    expect([await listings(kept), await listings(moved)]).toEqual([2, 0]);
    await db.product.delete({ where: { id: first.id } });
    expect(await listings(kept)).toBe(1);
  });
});

describe("search stays bounded at any catalogue size", () => {
  // The real thresholds need tens of thousands of listings; these tests shrink them
  // (SEARCH_PLAN is read on each call) and claim a word is common by its count.
  const restore: Array<() => void> = [];
  afterEach(() => restore.splice(0).forEach((undo) => undo()));
  function planWith(overrides: Partial<Record<keyof typeof SEARCH_PLAN, number>>) {
    const plan = SEARCH_PLAN as Record<string, number>;
    for (const [key, value] of Object.entries(overrides)) {
      const before = plan[key]!;
      plan[key] = value;
      restore.push(() => (plan[key] = before));
    }
  }
  async function listingsOf(count: number, word: string, createdAt: (i: number) => Date) {
    const seller = await createUser({ isSeller: true });
    const made = [];
    for (let i = 0; i < count; i++) made.push(await createProduct(seller.id, { name: `${word} lot ${i}`, createdAt: createdAt(i) }));
    // Off the shelves afterwards, so other tests' "newest" lists never meet them.
    restore.push(() => void db.product.updateMany({ where: { sellerId: seller.id }, data: { status: "sold" } }).catch(() => undefined));
    return made;
  }
  const common = (word: string) => db.searchWord.update({ where: { word }, data: { listings: 1_000_000 } });
  const searchAll = async (word: string) => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const result = await searchProducts(word, { page, pageSize: 2 });
      ids.push(...result.products.map((p) => p.id));
      if (!result.hasMore) return ids;
    }
  };
  const word = () => `vex${unique().replace(/[0-9]/g, "q")}`;

  it("a query of common words ranks only the newest listings in the window it walks", async () => {
    const w = word();
    const made = await listingsOf(5, w, (i) => new Date(Date.now() + 3_600_000 - i * 1_000));
    await common(w);
    planWith({ NEWEST_WINDOW: 3 });
    await expect(searchAll(w)).resolves.toEqual(made.slice(0, 3).map((p) => p.id));
  });

  it("a query of common words that the newest listings do not answer is looked up in the index", async () => {
    const w = word();
    const made = await listingsOf(3, w, (i) => new Date(Date.now() - 5 * 365 * 86_400_000 - i * 1_000));
    await common(w);
    planWith({ NEWEST_WINDOW: 3 });
    await listingsOf(3, word(), (i) => new Date(Date.now() + 3_600_000 - i * 1_000)); // the window's newer listings
    await expect(searchAll(w)).resolves.toEqual(made.map((p) => p.id));
  });

  it("a query with a rare word finds old listings through the index, ranking at most the cap", async () => {
    const w = word();
    await listingsOf(5, w, (i) => new Date(Date.now() - 5 * 365 * 86_400_000 - i * 1_000));
    planWith({ NEWEST_WINDOW: 3, RANKED_MATCHES: 4 });
    await expect(searchAll(w)).resolves.toHaveLength(4);
  });
});

describe("marketplace, product and seller reads", () => {
  it("the marketplace lists active products newest first", async () => {
    const seller = await createUser({ isSeller: true });
    const older = await createProduct(seller.id, { createdAt: new Date(Date.now() + 60_000) });
    const newer = await createProduct(seller.id, { createdAt: new Date(Date.now() + 120_000) });
    await createProduct(seller.id, { status: "sold", createdAt: new Date(Date.now() + 180_000) });
    const page = await listMarketplaceProducts({ pageSize: 2 });
    expect(page.products.map((p) => p.id)).toEqual([newer.id, older.id]);
    await db.product.deleteMany({ where: { sellerId: seller.id } });
  });

  it("a product page reads any status, with its seller and shop", async () => {
    const seller = await createUser({ isSeller: true, fullName: "Amina Seller" });
    await db.shop.create({ data: { id: seller.id, shopName: "Amina's Books" } });
    const sold = await createProduct(seller.id, { status: "sold", description: null });
    await expect(getProductDetail(sold.id)).resolves.toMatchObject({
      id: sold.id,
      status: "sold",
      description: null,
      seller: { id: seller.id, fullName: "Amina Seller", campusLocation: "Main Campus", shopName: "Amina's Books" },
    });
    await expect(getProductDetail(randomUUID())).resolves.toBeNull();
  });

  it("a seller has a public page and a buyer does not", async () => {
    const seller = await createUser({ isSeller: true, fullName: "Brian Seller" });
    const buyer = await createUser();
    await expect(getSellerPublicProfile(seller.id)).resolves.toMatchObject({ id: seller.id, fullName: "Brian Seller", shop: null });
    await expect(getSellerPublicProfile(buyer.id)).resolves.toBeNull();
    await expect(getSellerPublicProfile(randomUUID())).resolves.toBeNull();
  });

  it("a seller page lists only that seller's active products, and pages on", async () => {
    const seller = await createUser({ isSeller: true });
    const other = await createUser({ isSeller: true });
    const mine = [await createProduct(seller.id), await createProduct(seller.id)];
    await createProduct(seller.id, { status: "out_of_stock" });
    await createProduct(other.id);
    const page = await listSellerProducts(seller.id);
    expect(page.products.map((p) => p.id).sort()).toEqual(mine.map((p) => p.id).sort());
    await expect(loadMoreProducts({ kind: "seller", sellerId: seller.id, page: 2 })).resolves.toEqual({ products: [], hasMore: false });
  });
});

describe("featured shops", () => {
  it("the newest shops with something to sell, each with at most 3 newest active products (once no Pro is running)", async () => {
    const later = new Date(Date.now() + 10 * 60_000);
    const busy = await createUser({ isSeller: true });
    const idle = await createUser({ isSeller: true });
    await db.shop.create({ data: { id: busy.id, shopName: "Busy", createdAt: later } });
    await db.shop.create({ data: { id: idle.id, shopName: "Idle", createdAt: new Date(later.getTime() + 1000) } });
    const products = [];
    for (let i = 0; i < 5; i++) products.push(await createProduct(busy.id, { createdAt: new Date(Date.now() - i * 1000) }));
    await createProduct(idle.id, { status: "sold" });

    // Read as of a year ahead, when every Pro period other tests paid for has ended: Pro shops
    // come first while they run (tests/integration/subscriptions.test.ts).
    const shops = await listFeaturedShops(new Date(Date.now() + 366 * 24 * 60 * 60 * 1000));
    expect(shops.length).toBeLessThanOrEqual(6);
    expect(shops[0]).toMatchObject({ id: busy.id, shopName: "Busy" });
    expect(shops[0]!.products.map((p) => p.id)).toEqual(products.slice(0, 3).map((p) => p.id));
    expect(shops.some((s) => s.id === idle.id)).toBe(false);
    for (const shop of shops) expect(shop.products.length).toBeLessThanOrEqual(3);
    await db.shop.deleteMany({ where: { id: { in: [busy.id, idle.id] } } });
  });
});

describe("load more", () => {
  it("continues a filtered category from its address, one page at a time", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory(`Cat ${unique()}`);
    await db.product.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        name: `Bulk ${i}`,
        price: 100 + i,
        categoryId: category.id,
        sellerId: seller.id,
        condition: i % 3 === 0 ? ("good" as const) : ("new" as const),
      })),
    });
    const query = new URLSearchParams([["condition", "new"], ["sort", "price-desc"]]).toString();
    // 20 "new" products: page 1 holds 24, so page 2 is empty; without the filter page 2 holds 6.
    await expect(loadMoreProducts({ kind: "category", category: category.name, query, page: 2 })).resolves.toEqual({ products: [], hasMore: false });
    const unfiltered = await loadMoreProducts({ kind: "category", category: category.name, query: "sort=price-desc", page: 2 });
    expect(prices(unfiltered)).toEqual([105, 104, 103, 102, 101, 100]);
    expect(unfiltered.hasMore).toBe(false);
  });
});
