import { boundsToFilter, parsePriceInput, priceBounds, priceRangeLabel, setPriceBound } from "@/lib/catalogue/price-range";
import { PRICE_FILTER } from "@/lib/constants";

describe("the price range controls", () => {
  it("keep the spec's range: 0 to 100000 in steps of 1000", () => {
    expect(PRICE_FILTER).toEqual({ min: 0, max: 100_000, step: 1_000 });
  });

  it("show a missing bound as the end of the range", () => {
    expect(priceBounds({})).toEqual([0, 100_000]);
    expect(priceBounds({ minPrice: 1500 })).toEqual([1500, 100_000]);
    expect(priceBounds({ maxPrice: 3000 })).toEqual([0, 3000]);
  });

  it("read a typed amount as whole shillings within the range", () => {
    expect(parsePriceInput("1500")).toBe(1500);
    expect(parsePriceInput(" 2,500 ")).toBe(2500);
    expect(parsePriceInput("999.6")).toBe(1000);
    expect(parsePriceInput("250000")).toBe(100_000);
    expect(parsePriceInput("0")).toBe(0);
  });

  it("take an empty or unreadable field as no amount", () => {
    expect(parsePriceInput("")).toBeNull();
    expect(parsePriceInput("-5")).toBeNull();
    expect(parsePriceInput("abc")).toBeNull();
    expect(parsePriceInput("1e5")).toBeNull();
  });

  it("never leave the maximum below the minimum: a bound set past the other takes it along", () => {
    expect(setPriceBound([1000, 3000], "min", 2000)).toEqual([2000, 3000]);
    expect(setPriceBound([1000, 3000], "min", 5000)).toEqual([5000, 5000]);
    expect(setPriceBound([1000, 3000], "max", 500)).toEqual([500, 500]);
    expect(setPriceBound([1000, 3000], "max", 8000)).toEqual([1000, 8000]);
    for (const [which, value] of [["min", 99_000], ["max", 0], ["min", 0], ["max", 100_000]] as const) {
      const [min, max] = setPriceBound([20_000, 40_000], which, value);
      expect(max).toBeGreaterThanOrEqual(min);
    }
  });

  it("write the ends of the range as no bound, so an untouched range adds nothing to the address", () => {
    expect(boundsToFilter([0, 100_000])).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(boundsToFilter([1000, 100_000])).toEqual({ minPrice: 1000, maxPrice: undefined });
    expect(boundsToFilter([0, 2500])).toEqual({ minPrice: undefined, maxPrice: 2500 });
  });

  it("name the active range for its chip, and nothing when no price filter is on", () => {
    expect(priceRangeLabel({ minPrice: 1000, maxPrice: 2500 })).toBe("KES 1,000 – 2,500");
    expect(priceRangeLabel({ minPrice: 1000 })).toBe("From KES 1,000");
    expect(priceRangeLabel({ maxPrice: 3000 })).toBe("Up to KES 3,000");
    expect(priceRangeLabel({})).toBeNull();
  });
});
