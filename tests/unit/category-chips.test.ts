import { chipCategories, orderByActiveCount } from "@/lib/catalogue/category-order";
import { MOBILE_CATEGORY_CHIP_LIMIT } from "@/lib/constants";

// A-Z, as the catalogue lists them.
const names = ["Art", "Books", "Clothing", "Dorm", "Electronics", "Furniture", "Games", "Other", "Sports", "Stationery", "Study Materials", "Textbooks"];
const categories = names.map((name) => ({ id: `id-${name}`, name }));
const counts: Record<string, number> = { "id-Textbooks": 40, "id-Stationery": 30, "id-Study Materials": 30, "id-Electronics": 12, "id-Art": 1 };

describe("the phone's category chips", () => {
  it("put the categories with the most active products first, equal counts by name", () => {
    expect(orderByActiveCount(categories, counts).map((c) => c.name).slice(0, 6)).toEqual(["Textbooks", "Stationery", "Study Materials", "Electronics", "Art", "Books"]);
  });

  it("leave room for All Products and More within the spec's ten chips", () => {
    const chips = chipCategories(categories, counts, null);
    expect(MOBILE_CATEGORY_CHIP_LIMIT).toBe(10);
    expect(chips).toHaveLength(8);
    // The landing page's categories are reachable from the strip, not cut off by the alphabet.
    expect(chips.map((c) => c.name)).toEqual(expect.arrayContaining(["Textbooks", "Stationery", "Study Materials", "Electronics"]));
  });

  it("always show the category being viewed, in place of the last chip that fits", () => {
    const chips = chipCategories(categories, counts, "id-Sports");
    expect(chips).toHaveLength(8);
    expect(chips.at(-1)?.name).toBe("Sports");
    expect(chips[0]?.name).toBe("Textbooks");
    expect(chipCategories(categories, counts, "id-Textbooks")).toEqual(chipCategories(categories, counts, null));
  });

  it("keep every category when there are few, busiest first", () => {
    const few = categories.slice(0, 3);
    expect(chipCategories(few, { "id-Clothing": 2 }, null).map((c) => c.name)).toEqual(["Clothing", "Art", "Books"]);
  });
});
