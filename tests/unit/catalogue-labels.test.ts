import { CONDITION_CODES, CONDITION_LABELS, STATUS_LABELS } from "@/lib/catalogue/conditions";
import { ALL_PRODUCTS_SLUG, categoryDisplayName, categoryPath } from "@/lib/catalogue/category-display";
import { refusalMessage } from "@/lib/cart/rules";

describe("what conditions and statuses are called", () => {
  it("the four conditions keep their codes and show the spec's labels, in the spec's order", () => {
    expect(CONDITION_CODES).toEqual(["new", "like_new", "good", "fair"]);
    expect(CONDITION_CODES.map((code) => CONDITION_LABELS[code])).toEqual(["New", "Used - Like New", "Used - Good", "Used - Fair"]);
  });

  it("a product's status shows as Active, Sold, Out of Stock, or Hidden when staff took it down", () => {
    expect(STATUS_LABELS).toEqual({ active: "Active", sold: "Sold", out_of_stock: "Out of Stock", hidden: "Hidden" });
  });
});

describe("category names and addresses", () => {
  it("a missing or blank category shows as 'Other', like a UUID-looking one", () => {
    expect(categoryDisplayName(null)).toBe("Other");
    expect(categoryDisplayName(undefined)).toBe("Other");
    expect(categoryDisplayName("   ")).toBe("Other");
    expect(categoryDisplayName("  textbooks ")).toBe("Textbooks");
  });

  it("All Products lives at /category/all", () => {
    expect(ALL_PRODUCTS_SLUG).toBe("all");
    expect(categoryPath("Study Materials")).toBe("/category/Study%20Materials");
  });
});

describe("why a product cannot go into the cart", () => {
  it("one's own listing and an unavailable one have the spec's texts; anything else is the write's own failure", () => {
    expect(refusalMessage("own", "Failed to add to cart")).toBe("You cannot buy your own listing");
    expect(refusalMessage("unavailable", "Failed to add to cart")).toBe("This item is no longer available");
    expect(refusalMessage("missing", "Failed to add to wishlist")).toBe("Failed to add to wishlist");
  });
});
