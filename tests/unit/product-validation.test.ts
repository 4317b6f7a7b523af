import { PRICE_MAX, productFormSchema, productStatusSchema, type ProductFormInput } from "@/lib/validation/product";
import { CONDITION_CODES } from "@/lib/catalogue/conditions";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";

// The add/edit product form (the spec's validation rules): name, price, description, category and
// condition, each with the message the form shows under the field.

const CATEGORY_ID = "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70";
const valid: ProductFormInput = { name: "Desk lamp", price: "1,500", description: "Bright, solar and battery.", categoryId: CATEGORY_ID, condition: "like_new" };

/** The messages of a product form with these fields changed, field by field. */
function errorsFor(input: Record<string, unknown>) {
  const result = productFormSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => [String(issue.path[0]), issue.message]);
}

const priceOf = (price: string) => productFormSchema.parse({ ...valid, price }).price;
const priceError = (price: unknown) => errorsFor({ price });

describe("the product form", () => {
  it("a complete product is read with its name and description trimmed, the price in whole shillings and the condition as its code", () => {
    expect(productFormSchema.parse({ ...valid, name: "  Desk lamp  ", description: "\n  Bright.\n  ", categoryId: ` ${CATEGORY_ID} ` })).toEqual({
      name: "Desk lamp",
      price: 1500,
      description: "Bright.",
      categoryId: CATEGORY_ID,
      condition: "like_new",
      quantityAvailable: null,
    });
  });

  describe("quantity available", () => {
    const quantityOf = (quantityAvailable: unknown) => productFormSchema.parse({ ...valid, quantityAvailable }).quantityAvailable;
    it("blank, spaces or missing means not tracked", () => {
      expect([quantityOf(undefined), quantityOf(""), quantityOf("   ")]).toEqual([null, null, null]);
    });
    it("takes whole numbers from 0 to 10,000, spaces around ignored", () => {
      expect([quantityOf("0"), quantityOf(" 1 "), quantityOf("10000")]).toEqual([0, 1, 10_000]);
    });
    it.each(["10001", "-1", "1.5", "2e3", "0x10", "ten", "99999999"])("%j is refused with the quantity message", (quantityAvailable) => {
      expect(errorsFor({ quantityAvailable })).toEqual([["quantityAvailable", PRODUCT_MESSAGES.quantityInvalid]]);
    });
  });

  describe("name", () => {
    it("is required: missing, empty and blank are refused with 'Product name is required'", () => {
      for (const name of [undefined, "", "   ", 42]) expect(errorsFor({ name })).toEqual([["name", "Product name is required"]]);
    });

    it("a name of 120 characters is accepted and 121 is refused with 'Product name must be at most 120 characters'", () => {
      expect(productFormSchema.parse({ ...valid, name: "n".repeat(120) }).name).toHaveLength(120);
      expect(errorsFor({ name: "n".repeat(121) })).toEqual([["name", "Product name must be at most 120 characters"]]);
      expect(PRODUCT_MESSAGES.nameTooLong).toBe("Product name must be at most 120 characters");
    });

    it("spaces around a name do not count toward its 120 characters", () => {
      expect(productFormSchema.parse({ ...valid, name: ` ${"n".repeat(120)} ` }).name).toHaveLength(120);
    });
  });

  describe("description", () => {
    it("is required: missing, empty and blank are refused with 'Description is required'", () => {
      for (const description of [undefined, "", " \n\t "]) expect(errorsFor({ description })).toEqual([["description", "Description is required"]]);
    });

    it("a description of 2,000 characters is accepted and 2,001 is refused with 'Description must be at most 2000 characters'", () => {
      expect(productFormSchema.parse({ ...valid, description: "d".repeat(2000) }).description).toHaveLength(2000);
      expect(errorsFor({ description: "d".repeat(2001) })).toEqual([["description", "Description must be at most 2000 characters"]]);
    });

    it("keeps its lines", () => {
      expect(productFormSchema.parse({ ...valid, description: "Line one\nLine two" }).description).toBe("Line one\nLine two");
    });
  });

  describe("price", () => {
    it("is required: missing, empty and blank are refused with 'Price is required' first", () => {
      for (const price of [undefined, "", "   ", 1500]) expect([price, priceError(price)[0]]).toEqual([price, ["price", "Price is required"]]);
    });

    it("reads plain digits and digits grouped by thousands as the same whole shillings", () => {
      expect(priceOf("1500")).toBe(1500);
      expect(priceOf("1,500")).toBe(1500);
      expect(priceOf("12,500")).toBe(12_500);
      expect(priceOf("123,456")).toBe(123_456);
      expect(priceOf("1,000,000")).toBe(1_000_000);
      expect(priceOf("999,999")).toBe(999_999);
      expect(priceOf("0010")).toBe(10);
    });

    it(`accepts ${PRICE_MAX.toLocaleString("en")} and refuses one shilling more with 'Price must be at most KES 1,000,000'`, () => {
      expect(PRICE_MAX).toBe(1_000_000);
      expect(priceOf("1000000")).toBe(PRICE_MAX);
      expect(priceError("1000001")).toEqual([["price", "Price must be at most KES 1,000,000"]]);
      expect(priceError("1,000,001")).toEqual([["price", "Price must be at most KES 1,000,000"]]);
    });

    it("refuses 0 with 'Price must be positive', and 1 to 9 as under what M-Pesa can pay the seller; 10 is the least", () => {
      expect(priceError("0")).toEqual([["price", "Price must be positive"]]);
      for (const price of ["1", "5", "9", "09"]) expect([price, priceError(price)]).toEqual([price, [["price", "Price must be at least KES 10, the least M-Pesa can pay out"]]]);
      expect(priceOf("10")).toBe(10);
      expect(priceOf("010")).toBe(10);
    });

    it("a negative price is refused as not positive, with or without a space after the minus", () => {
      for (const price of ["-5", "-1,500", "- 5", "-  12"]) expect([price, priceError(price)]).toEqual([price, [["price", "Price must be positive"]]]);
    });

    it("a price with a decimal point is refused with 'Price must be in whole shillings'", () => {
      for (const price of ["12.50", "12.5", "12.", ".5", "1,500.00", "1,500.5"]) expect([price, priceError(price)]).toEqual([price, [["price", "Price must be in whole shillings"]]]);
    });

    it("anything else is refused with 'Enter the price in digits, like 1500', never converted by Number()", () => {
      const notDigits = ["abc", "0x10", "1e3", "x12", "12x", "1-5", "-", "-abc", "a12.50", "12.50a", "1.2.3", "12.5.", "KES 500", "500 KES", "1 500"];
      const badGroups = ["1,50", "1,5000", "1234,567", "1,500,00", ",500", "1,", "1,,500"];
      for (const price of [...notDigits, ...badGroups]) expect([price, priceError(price)]).toEqual([price, [["price", "Enter the price in digits, like 1500"]]]);
    });

    it("a refused price gives one message only", () => {
      expect(priceError("0x10")).toHaveLength(1);
      expect(priceError("12.50")).toHaveLength(1);
    });
  });

  describe("category", () => {
    it("must be the id of a category: missing, blank or anything but a UUID is refused with 'Category is required'", () => {
      for (const categoryId of [undefined, "", "  ", "electronics", `${CATEGORY_ID}x`, 7]) {
        expect([categoryId, errorsFor({ categoryId })]).toEqual([categoryId, [["categoryId", "Category is required"]]]);
      }
    });
  });

  describe("condition", () => {
    it("is one of the four stored codes", () => {
      expect(CONDITION_CODES).toEqual(["new", "like_new", "good", "fair"]);
      for (const condition of CONDITION_CODES) expect(productFormSchema.parse({ ...valid, condition }).condition).toBe(condition);
    });

    it("a label, an unknown code or nothing is refused with 'Condition is required'", () => {
      for (const condition of [undefined, "", "Used - Good", "mint", "NEW"]) expect([condition, errorsFor({ condition })]).toEqual([condition, [["condition", "Condition is required"]]]);
    });
  });

  it("every missing field is reported at once, each with its own message", () => {
    expect(productFormSchema.safeParse({}).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "Product name is required"],
      ["price", "Price is required"],
      ["description", "Description is required"],
      ["categoryId", "Category is required"],
      ["condition", "Condition is required"],
    ]);
  });
});

describe("a product's status change", () => {
  const productId = "0b7e2c1a-5d4f-4e3b-9a8c-7d6e5f4a3b2c";

  it("marks one's product active, sold or out of stock", () => {
    for (const status of ["active", "sold", "out_of_stock"]) expect(productStatusSchema.parse({ productId, status })).toEqual({ productId, status });
  });

  it("refuses any other status and a product id that is not a UUID", () => {
    expect(productStatusSchema.safeParse({ productId, status: "deleted" }).success).toBe(false);
    expect(productStatusSchema.safeParse({ productId, status: "Sold" }).success).toBe(false);
    expect(productStatusSchema.safeParse({ productId: "42", status: "sold" }).success).toBe(false);
  });
});
