// What a browse address shows (lib/catalogue/browse.ts), with the database stood in for:
// which category, which list and page, and which filters reach the query.
const listCatalogueFacets = jest.fn();
const db = {
  listCategoryProductsWithCount: jest.fn(),
  listCategoryProducts: jest.fn(),
  listMarketplaceProducts: jest.fn(),
  listSellerProducts: jest.fn(),
  searchProducts: jest.fn(),
};
jest.mock("@/lib/db/products", () => ({
  listCategoryProductsWithCount: (...args: unknown[]) => db.listCategoryProductsWithCount(...args),
  listCategoryProducts: (...args: unknown[]) => db.listCategoryProducts(...args),
  listMarketplaceProducts: (...args: unknown[]) => db.listMarketplaceProducts(...args),
  listSellerProducts: (...args: unknown[]) => db.listSellerProducts(...args),
}));
jest.mock("@/lib/db/product-search", () => ({
  searchProducts: (...args: unknown[]) => db.searchProducts(...args),
}));

// The pages' cached reads (lib/catalogue/public-reads.ts), stood in for by the same fakes.
jest.mock("@/lib/catalogue/public-reads", () => ({
  cachedCatalogueFacets: () => listCatalogueFacets(),
  cachedCategoryPage: (categoryId: string | null, filters: unknown, page: number) => db.listCategoryProductsWithCount(categoryId, filters, { page }),
}));

import { loadCategoryPage, loadMoreProducts, resolveCategory } from "@/lib/catalogue/browse";

const ELECTRONICS = { id: "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70", name: "Electronics" };
const STUDY = { id: "4a2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f71", name: "Study Materials" };
const PAGE = { products: [{ id: "p-1" }], hasMore: true };
const EMPTY = { products: [], hasMore: false };

beforeEach(() => {
  jest.clearAllMocks();
  listCatalogueFacets.mockResolvedValue({ categories: [ELECTRONICS, STUDY], campuses: ["Main Campus"] });
  for (const fn of Object.values(db)) fn.mockResolvedValue(PAGE);
  db.listCategoryProductsWithCount.mockResolvedValue({ ...PAGE, total: 31 });
});

describe("a /category/<value> address", () => {
  it("'all', in any case, is All Products without asking the database", async () => {
    expect(await resolveCategory("all")).toEqual({ category: null, isAll: true, title: "All Products" });
    expect(await resolveCategory("ALL")).toEqual({ category: null, isAll: true, title: "All Products" });
    expect(listCatalogueFacets).not.toHaveBeenCalled();
  });

  it("a known category, written in any case or encoded, is that category under its own name", async () => {
    expect(await resolveCategory("electronics")).toEqual({ category: ELECTRONICS, isAll: false, title: "Electronics" });
    expect(await resolveCategory(" ELECTRONICS\u0000")).toMatchObject({ category: ELECTRONICS });
    expect(await resolveCategory("study%20materials")).toEqual({ category: STUDY, isAll: false, title: "Study Materials" });
    expect(await resolveCategory(STUDY.id)).toMatchObject({ category: STUDY });
  });

  it("an unknown one is empty under its capitalised name; a broken encoding is taken as written", async () => {
    expect(await resolveCategory("furniture")).toEqual({ category: null, isAll: false, title: "Furniture" });
    expect(await resolveCategory("%E0%A4%A")).toMatchObject({ category: null, isAll: false, title: "%E0%A4%A" });
  });
});

describe("a category page's products", () => {
  it("an unknown category has none, and the database is not asked", async () => {
    expect(await loadCategoryPage({ category: null, isAll: false, title: "Furniture" }, {}, 1)).toEqual({ products: [], hasMore: false, total: 0 });
    expect(db.listCategoryProductsWithCount).not.toHaveBeenCalled();
  });

  it("a category's page and total come with the address's filters", async () => {
    const result = await loadCategoryPage({ category: ELECTRONICS, isAll: false, title: "Electronics" }, { condition: "new", sort: "newest", minPrice: "1000" }, 2);
    expect(result).toEqual({ ...PAGE, total: 31 });
    const filters = { sort: "newest", conditions: ["new"], minPrice: 1000, maxPrice: undefined, locations: [] };
    expect(db.listCategoryProductsWithCount).toHaveBeenCalledWith(ELECTRONICS.id, filters, { page: 2 });
  });

  it("All Products lists every category", async () => {
    await loadCategoryPage({ category: null, isAll: true, title: "All Products" }, {}, 1);
    expect(db.listCategoryProductsWithCount).toHaveBeenCalledWith(null, expect.any(Object), { page: 1 });
  });
});

describe("Load more", () => {
  it("asks the list the feed came from, for the page asked", async () => {
    expect(await loadMoreProducts({ kind: "marketplace", page: 2 })).toBe(PAGE);
    expect(db.listMarketplaceProducts).toHaveBeenCalledWith({ page: 2 });
    await loadMoreProducts({ kind: "search", q: "calculator", page: 3 });
    expect(db.searchProducts).toHaveBeenCalledWith("calculator", { page: 3 });
    await loadMoreProducts({ kind: "seller", sellerId: ELECTRONICS.id, page: 4 });
    expect(db.listSellerProducts).toHaveBeenCalledWith(ELECTRONICS.id, { page: 4 });
  });

  it("a category's next page keeps its filters", async () => {
    await loadMoreProducts({ kind: "category", category: "electronics", query: "condition=good&sort=price-desc", page: 2 });
    expect(db.listCategoryProducts).toHaveBeenCalledWith(ELECTRONICS.id, { sort: "price-desc", conditions: ["good"], minPrice: undefined, maxPrice: undefined, locations: [] }, { page: 2 });
    await loadMoreProducts({ kind: "category", category: "all", query: "", page: 5 });
    expect(db.listCategoryProducts).toHaveBeenLastCalledWith(null, expect.any(Object), { page: 5 });
  });

  it("an unknown category has no next page", async () => {
    db.listCategoryProducts.mockClear();
    expect(await loadMoreProducts({ kind: "category", category: "furniture", query: "", page: 2 })).toEqual(EMPTY);
    expect(db.listCategoryProducts).not.toHaveBeenCalled();
  });
});
