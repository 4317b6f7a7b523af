import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  effectivePriceFilter,
  filtersToSearchParams,
  hasActiveFilters,
  moreProductsSchema,
  parseCatalogueFilters,
  parsePage,
  parseSearchQuery,
  searchParamsFrom,
  SORT_OPTIONS,
} from "@/lib/validation/catalogue";
import { categoryDisplayName, categoryPath } from "@/lib/catalogue/category-display";

describe("catalogue filters from the address", () => {
  it("an empty address means cheapest first and no filters", () => {
    expect(parseCatalogueFilters({})).toEqual({ sort: "price-asc", conditions: [], minPrice: undefined, maxPrice: undefined, locations: [] });
    expect(DEFAULT_SORT).toBe("price-asc");
  });

  it("reads repeated and comma-separated lists, dropping unknown conditions and duplicates", () => {
    const filters = parseCatalogueFilters({ condition: ["new", "good,fair", "mint", "new"], location: "Main Campus,City Campus" });
    expect(filters.conditions).toEqual(["new", "good", "fair"]);
    expect(filters.locations).toEqual(["Main Campus", "City Campus"]);
  });

  it("falls back to defaults for malformed values instead of failing", () => {
    expect(parseCatalogueFilters({ sort: "cheapest", minPrice: "abc", maxPrice: "-5" })).toMatchObject({ sort: "price-asc", minPrice: undefined, maxPrice: undefined });
    expect(parseCatalogueFilters({ minPrice: "100001" }).minPrice).toBeUndefined();
    expect(parseCatalogueFilters({ minPrice: "12.5" }).minPrice).toBeUndefined();
  });

  it("the full 0 to 100000 range is no price filter, and a reversed range is swapped", () => {
    expect(parseCatalogueFilters({ minPrice: "0", maxPrice: "100000" })).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(parseCatalogueFilters({ minPrice: "8000", maxPrice: "2000" })).toMatchObject({ minPrice: 2000, maxPrice: 8000 });
  });

  it("the full price range is no price filter, whether it comes from the address or the sliders", () => {
    expect(effectivePriceFilter({ minPrice: 0, maxPrice: 100000 })).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(effectivePriceFilter({ minPrice: 0, maxPrice: 5000 })).toEqual({ minPrice: undefined, maxPrice: 5000 });
    expect(effectivePriceFilter({ minPrice: 2000, maxPrice: 100000 })).toEqual({ minPrice: 2000, maxPrice: undefined });
    expect(effectivePriceFilter({ minPrice: 2000, maxPrice: 5000 })).toEqual({ minPrice: 2000, maxPrice: 5000 });
    // Sliders left at both ends write no price into the address.
    const sliders = { ...EMPTY_FILTERS, sort: "newest" as const, minPrice: 0, maxPrice: 100000 };
    expect(filtersToSearchParams(effectivePriceFilter(sliders)).toString()).toBe("sort=newest");
    expect(hasActiveFilters(effectivePriceFilter(sliders))).toBe(false);
  });

  it("keeps the rest of the filter state as it is", () => {
    const filters = { ...EMPTY_FILTERS, conditions: ["new" as const], locations: ["Main Campus"], minPrice: 0, maxPrice: 3000 };
    expect(effectivePriceFilter(filters)).toEqual({ ...filters, minPrice: undefined });
  });

  it("writes a filter state back to a short address that reads the same", () => {
    const filters = parseCatalogueFilters({ sort: "newest", condition: ["new", "fair"], minPrice: "1000", maxPrice: "5000", location: "Main Campus" });
    const query = filtersToSearchParams(filters);
    expect(query.toString()).toBe("sort=newest&condition=new&condition=fair&minPrice=1000&maxPrice=5000&location=Main+Campus");
    expect(parseCatalogueFilters(Object.fromEntries([...new Set(query.keys())].map((k) => [k, query.getAll(k)])))).toEqual(filters);
    expect(filtersToSearchParams(parseCatalogueFilters({})).toString()).toBe("");
  });

  it("knows when any filter is on", () => {
    expect(hasActiveFilters(parseCatalogueFilters({ sort: "newest" }))).toBe(false);
    expect(hasActiveFilters(parseCatalogueFilters({ maxPrice: "3000" }))).toBe(true);
  });

  it("reads the page and the search text safely", () => {
    expect(parsePage({})).toBe(1);
    expect(parsePage({ page: "3" })).toBe(3);
    expect(parsePage({ page: "0" })).toBe(1);
    expect(parsePage({ page: "x" })).toBe(1);
    expect(parseSearchQuery({ q: "  casio  " })).toBe("casio");
    expect(parseSearchQuery({ q: "x".repeat(500) })).toHaveLength(100);
    expect(parseSearchQuery({})).toBe("");
  });
});

describe("category display", () => {
  it("a UUID-looking value shows as 'Other'; anything else capitalised", () => {
    expect(categoryDisplayName("3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70")).toBe("Other");
    expect(categoryDisplayName("electronics")).toBe("Electronics");
    expect(categoryDisplayName("Study Materials")).toBe("Study Materials");
    expect(categoryDisplayName("")).toBe("Other");
  });

  it("links a category by its name", () => {
    expect(categoryPath("Study Materials")).toBe("/category/Study%20Materials");
  });
});

describe("the sort order", () => {
  it("the sort menu offers cheapest first, dearest first and newest, in that order", () => {
    expect(SORT_OPTIONS).toEqual([
      { value: "price-asc", label: "Price: Low to High" },
      { value: "price-desc", label: "Price: High to Low" },
      { value: "newest", label: "Newest" },
    ]);
  });

  it("each offered order is read from the address; anything else falls back to cheapest first", () => {
    for (const sort of ["price-asc", "price-desc", "newest"]) expect(parseCatalogueFilters({ sort }).sort).toBe(sort);
    for (const sort of ["", "Newest", "price", "newest ", "constructor"]) expect([sort, parseCatalogueFilters({ sort }).sort]).toEqual([sort, "price-asc"]);
  });

  it("of a repeated sort, the first counts", () => {
    expect(parseCatalogueFilters({ sort: ["newest", "price-desc"] }).sort).toBe("newest");
    expect(parseCatalogueFilters({ sort: [] }).sort).toBe("price-asc");
  });
});

describe("condition and location lists", () => {
  it("blank entries and spaces around entries are dropped", () => {
    expect(parseCatalogueFilters({ condition: " new , ,good,", location: ["", " Main Campus ", ","] })).toMatchObject({ conditions: ["new", "good"], locations: ["Main Campus"] });
    expect(parseCatalogueFilters({ condition: "", location: "" })).toMatchObject({ conditions: [], locations: [] });
  });

  it("every condition code is read, labels are not", () => {
    expect(parseCatalogueFilters({ condition: "new,like_new,good,fair,Used - Good" }).conditions).toEqual(["new", "like_new", "good", "fair"]);
  });

  it("a location of 100 characters is kept and one of 101 is dropped", () => {
    const at100 = "L".repeat(100);
    expect(parseCatalogueFilters({ location: [at100, `${at100}x`, "Main Campus"] }).locations).toEqual([at100, "Main Campus"]);
  });

  it("at most 20 locations are read; the rest are dropped", () => {
    const many = Array.from({ length: 25 }, (_, i) => `Campus ${i + 1}`);
    expect(parseCatalogueFilters({ location: many }).locations).toEqual(many.slice(0, 20));
    expect(parseCatalogueFilters({ location: many.slice(0, 20) }).locations).toHaveLength(20);
  });
});

describe("the price filter from the address", () => {
  it("a bound of 0 to 100000 is read, anything outside the range or not whole is no bound", () => {
    expect(parseCatalogueFilters({ minPrice: "100000" }).minPrice).toBe(100000);
    expect(parseCatalogueFilters({ maxPrice: "0" }).maxPrice).toBe(0);
    expect(parseCatalogueFilters({ minPrice: "1", maxPrice: "99999" })).toMatchObject({ minPrice: 1, maxPrice: 99999 });
    expect(parseCatalogueFilters({ minPrice: "-1", maxPrice: "100001" })).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(parseCatalogueFilters({ maxPrice: "2.5" }).maxPrice).toBeUndefined();
  });

  it("an empty bound is no bound, not 0", () => {
    expect(parseCatalogueFilters({ minPrice: "", maxPrice: "" })).toMatchObject({ minPrice: undefined, maxPrice: undefined });
    expect(parseCatalogueFilters({ maxPrice: [""] }).maxPrice).toBeUndefined();
  });

  it("of a repeated bound, the first counts", () => {
    expect(parseCatalogueFilters({ minPrice: ["500", "900"], maxPrice: ["3000", "100"] })).toMatchObject({ minPrice: 500, maxPrice: 3000 });
  });

  it("only a range whose lower bound is above its upper one is swapped", () => {
    expect(effectivePriceFilter({ minPrice: 8000, maxPrice: 2000 })).toEqual({ minPrice: 2000, maxPrice: 8000 });
    expect(effectivePriceFilter({ minPrice: 2000, maxPrice: 8000 })).toEqual({ minPrice: 2000, maxPrice: 8000 });
    expect(effectivePriceFilter({ minPrice: 3000, maxPrice: 3000 })).toEqual({ minPrice: 3000, maxPrice: 3000 });
    expect(effectivePriceFilter({ minPrice: 8000, maxPrice: 0 })).toEqual({ minPrice: 0, maxPrice: 8000 });
  });

  it("a single bound stays where it is", () => {
    expect(effectivePriceFilter({ minPrice: 8000, maxPrice: undefined })).toEqual({ minPrice: 8000, maxPrice: undefined });
    expect(effectivePriceFilter({ minPrice: undefined, maxPrice: 2000 })).toEqual({ minPrice: undefined, maxPrice: 2000 });
    expect(effectivePriceFilter({ minPrice: 8000, maxPrice: 100000 })).toEqual({ minPrice: 8000, maxPrice: undefined });
    expect(effectivePriceFilter({ minPrice: 0, maxPrice: 2000 })).toEqual({ minPrice: undefined, maxPrice: 2000 });
  });
});

describe("whether any filter is on", () => {
  it("each filter alone counts", () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, conditions: ["good"] })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, locations: ["Main Campus"] })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, minPrice: 500 })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, maxPrice: 500 })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, minPrice: 0 })).toBe(true);
  });

  it("the sort order is not a filter", () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: "newest" })).toBe(false);
  });
});

describe("a filter state as an address", () => {
  it("writes each part alone, the default sort never", () => {
    const write = (filters: Partial<typeof EMPTY_FILTERS>) => filtersToSearchParams({ ...EMPTY_FILTERS, ...filters }).toString();
    expect(write({ sort: "price-asc" })).toBe("");
    expect(write({ sort: "price-desc" })).toBe("sort=price-desc");
    expect(write({ conditions: ["good", "fair"] })).toBe("condition=good&condition=fair");
    expect(write({ minPrice: 0 })).toBe("minPrice=0");
    expect(write({ maxPrice: 2500 })).toBe("maxPrice=2500");
    expect(write({ locations: ["Main Campus", "Town"] })).toBe("location=Main+Campus&location=Town");
  });

  it("a query string reads as a page's search params, repeated keys as lists", () => {
    expect(searchParamsFrom("condition=new&condition=good&sort=newest")).toEqual({ condition: ["new", "good"], sort: ["newest"] });
    expect(searchParamsFrom("")).toEqual({});
    expect(parseCatalogueFilters(searchParamsFrom("?location=Main%20Campus&maxPrice=3000"))).toMatchObject({ locations: ["Main Campus"], maxPrice: 3000 });
  });
});

describe("the page and the search text", () => {
  it("a page from 1 to 10000 is read; anything else is page 1", () => {
    expect(parsePage({ page: "1" })).toBe(1);
    expect(parsePage({ page: "10000" })).toBe(10000);
    for (const page of ["10001", "-2", "2.5", "", "two"]) expect([page, parsePage({ page })]).toEqual([page, 1]);
  });

  it("of a repeated page, the first counts", () => {
    expect(parsePage({ page: ["4", "9"] })).toBe(4);
  });

  it("a search of 100 characters is kept whole; longer is cut to 100; the first of a repeated q counts", () => {
    const at100 = "q".repeat(100);
    expect(parseSearchQuery({ q: at100 })).toBe(at100);
    expect(parseSearchQuery({ q: `${at100}xyz` })).toBe(at100);
    expect(parseSearchQuery({ q: ["lamp", "desk"] })).toBe("lamp");
    expect(parseSearchQuery({ q: "   " })).toBe("");
  });
});

describe("Load more (the next page of a browse list)", () => {
  const sellerId = "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70";
  const accepted = (request: unknown) => moreProductsSchema.safeParse(request).success;
  const requests = [
    { kind: "marketplace" },
    { kind: "category", category: "Textbooks", query: "condition=new" },
    { kind: "search", q: "lamp" },
    { kind: "seller", sellerId },
    { kind: "own" },
  ];

  it.each(requests.map((request) => [request.kind, request]))("a %s list takes pages 2 to 10000", (_kind, request) => {
    expect(moreProductsSchema.parse({ ...request, page: 2 })).toEqual({ ...request, page: 2 });
    expect(accepted({ ...request, page: 10000 })).toBe(true);
    for (const page of [1, 10001, 2.5, "2", undefined]) expect([page, accepted({ ...request, page })]).toEqual([page, false]);
  });

  it("an unknown kind is refused", () => {
    expect(accepted({ kind: "everything", page: 2 })).toBe(false);
    expect(accepted({ page: 2 })).toBe(false);
  });

  it("a category list needs a category name of 1 to 200 characters and a query of at most 2000", () => {
    const category = (fields: Record<string, unknown>) => accepted({ kind: "category", category: "Textbooks", query: "", page: 2, ...fields });
    expect(category({})).toBe(true);
    expect(category({ category: "c".repeat(200), query: "q".repeat(2000) })).toBe(true);
    expect(category({ category: "" })).toBe(false);
    expect(category({ category: "c".repeat(201) })).toBe(false);
    expect(category({ query: "q".repeat(2001) })).toBe(false);
    expect(category({ query: undefined })).toBe(false);
  });

  it("a search list takes a search of at most 100 characters", () => {
    expect(accepted({ kind: "search", q: "", page: 2 })).toBe(true);
    expect(accepted({ kind: "search", q: "q".repeat(100), page: 2 })).toBe(true);
    expect(accepted({ kind: "search", q: "q".repeat(101), page: 2 })).toBe(false);
  });

  it("a seller list names the seller by UUID", () => {
    expect(accepted({ kind: "seller", sellerId: "kiprop", page: 2 })).toBe(false);
    expect(accepted({ kind: "seller", page: 2 })).toBe(false);
  });
});
