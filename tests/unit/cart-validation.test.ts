import { addToCartSchema, cartQuantitySchema, restoreCartLineSchema, wishlistQuantitySchema } from "@/lib/validation/cart";
import { QUANTITY_MAX } from "@/lib/constants";

// Cart and wishlist requests (the spec's validation rules): whole quantities; an add is clamped to 99,
// a cart line takes 0 (removes it) to 99, a wishlist stepper 1 to 99.

const productId = "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70";
const accepts = (schema: { safeParse: (input: unknown) => { success: boolean } }, input: unknown) => schema.safeParse(input).success;

describe("adding to the cart", () => {
  it("adds one when no quantity is given", () => {
    expect(addToCartSchema.parse({ productId })).toEqual({ productId, quantity: 1 });
  });

  it("keeps a quantity from 1 to 99 as it is", () => {
    expect(addToCartSchema.parse({ productId, quantity: 1 }).quantity).toBe(1);
    expect(addToCartSchema.parse({ productId, quantity: 7 }).quantity).toBe(7);
    expect(addToCartSchema.parse({ productId, quantity: 99 }).quantity).toBe(99);
  });

  it("clamps a quantity over 99 to 99 instead of refusing it", () => {
    expect(QUANTITY_MAX).toBe(99);
    expect(addToCartSchema.parse({ productId, quantity: 100 }).quantity).toBe(99);
    expect(addToCartSchema.parse({ productId, quantity: 5000 }).quantity).toBe(99);
  });

  it("refuses 0, negative and fractional quantities, quantities as text, and a product id that is not a UUID", () => {
    for (const quantity of [0, -1, 1.5, "3"]) expect([quantity, accepts(addToCartSchema, { productId, quantity })]).toEqual([quantity, false]);
    expect(accepts(addToCartSchema, { productId: "lamp", quantity: 1 })).toBe(false);
    expect(accepts(addToCartSchema, { quantity: 1 })).toBe(false);
  });
});

describe("changing a cart line", () => {
  it("takes 0 (remove the line) to 99", () => {
    expect(cartQuantitySchema.parse({ productId, quantity: 0 })).toEqual({ productId, quantity: 0 });
    expect(cartQuantitySchema.parse({ productId, quantity: 99 }).quantity).toBe(99);
  });

  it("refuses -1, 100, fractions, a missing quantity and a product id that is not a UUID", () => {
    for (const quantity of [-1, 100, 2.5, undefined]) expect([quantity, accepts(cartQuantitySchema, { productId, quantity })]).toEqual([quantity, false]);
    expect(accepts(cartQuantitySchema, { productId: "lamp", quantity: 1 })).toBe(false);
  });
});

describe("a wishlist stepper", () => {
  it("takes 1 to 99", () => {
    expect(wishlistQuantitySchema.parse({ productId, quantity: 1 })).toEqual({ productId, quantity: 1 });
    expect(wishlistQuantitySchema.parse({ productId, quantity: 99 }).quantity).toBe(99);
  });

  it("refuses 0, 100, fractions, a missing quantity and a product id that is not a UUID", () => {
    for (const quantity of [0, 100, 2.5, undefined]) expect([quantity, accepts(wishlistQuantitySchema, { productId, quantity })]).toEqual([quantity, false]);
    expect(accepts(wishlistQuantitySchema, { productId: "lamp", quantity: 1 })).toBe(false);
  });
});

describe("an Undo of a cart line", () => {
  const addedAt = "2026-11-20T10:00:00.000Z";
  it("takes the quantity it had, 1 to 99, and when it was first added, as a date or its text", () => {
    expect(restoreCartLineSchema.parse({ productId, quantity: 1, addedAt })).toEqual({ productId, quantity: 1, addedAt: new Date(addedAt) });
    expect(restoreCartLineSchema.parse({ productId, quantity: 99, addedAt: new Date(addedAt) }).quantity).toBe(99);
    expect(restoreCartLineSchema.parse({ productId, quantity: 1, addedAt: "2000-01-01T00:00:00.000Z" }).addedAt).toEqual(new Date("2000-01-01T00:00:00.000Z"));
  });

  it("refuses 0, 100, fractions, no quantity, no, an unreadable or a last-century date, and a product id that is not a UUID", () => {
    for (const quantity of [0, 100, 2.5, undefined]) expect([quantity, accepts(restoreCartLineSchema, { productId, quantity, addedAt })]).toEqual([quantity, false]);
    for (const when of [undefined, "yesterday", "1999-12-31T23:59:59.999Z"]) expect([when, accepts(restoreCartLineSchema, { productId, quantity: 1, addedAt: when })]).toEqual([when, false]);
    expect(accepts(restoreCartLineSchema, { productId: "lamp", quantity: 1, addedAt })).toBe(false);
  });
});
