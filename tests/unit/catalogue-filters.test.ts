import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  effectivePriceFilter,
  filtersToSearchParams,
  hasActiveFilters,
  parseCatalogueFilters,
  parsePage,
  parseSearchQuery,
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
