import { serverOnly } from "@/tests/support/database-kind";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log/logger.mjs";
import { clearFaults, failNext } from "@/lib/db/faults";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { createProduct, createUser } from "./factories";

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { addToCartAction, clearCartAction, removeFromCartAction, restoreCartLineAction, updateCartQuantityAction } from "@/lib/actions/cart";
import { listCartItems } from "@/lib/db/cart";
import { addToWishlistAction, clearWishlistAction, moveToCartAction, moveToWishlistAction, removeFromWishlistAction, updateWishlistQuantityAction } from "@/lib/actions/wishlist";

async function shop() {
  const seller = await createUser({ isSeller: true });
  const buyer = await createUser();
  const product = await createProduct(seller.id, { name: "Casio fx-991ES", price: 1800 });
  signInAs(buyer);
  return { seller, buyer, product };
}

const cartRows = (userId: string) => db.cartItem.findMany({ where: { userId }, select: { productId: true, quantity: true } });

afterEach(() => {
  signOut();
});

describe("adding to the cart", () => {
  it("adds with the spec's message, and adding again raises the quantity", async () => {
    const { buyer, product } = await shop();
    await expect(run(addToCartAction, { productId: product.id })).resolves.toEqual({ ok: true, message: "Casio fx-991ES added to cart" });
    await expect(run(addToCartAction, { productId: product.id, quantity: 3 })).resolves.toEqual({ ok: true, message: "Casio fx-991ES (quantity updated to 4)" });
    await expect(cartRows(buyer.id)).resolves.toEqual([{ productId: product.id, quantity: 4 }]);
  });

  serverOnly("10 concurrent adds of the same product end in one row with the sum, capped at 99", async () => {
    const { buyer, product } = await shop();
    await Promise.all(Array.from({ length: 10 }, () => run(addToCartAction, { productId: product.id, quantity: 3 })));
    await expect(cartRows(buyer.id)).resolves.toEqual([{ productId: product.id, quantity: 30 }]);
    await Promise.all(Array.from({ length: 10 }, () => run(addToCartAction, { productId: product.id, quantity: 15 })));
    await expect(cartRows(buyer.id)).resolves.toEqual([{ productId: product.id, quantity: 99 }]);
  });

  it("a quantity over 99 in the request is held to 99; zero, negative and fractional ones are refused", async () => {
    const { buyer, product } = await shop();
    await run(addToCartAction, { productId: product.id, quantity: 5000 });
    await expect(cartRows(buyer.id)).resolves.toEqual([{ productId: product.id, quantity: 99 }]);
    for (const quantity of [0, -3, 1.5]) await expect(run(addToCartAction, { productId: product.id, quantity })).resolves.toMatchObject({ ok: false, message: "Failed to add to cart" });
  });

  it("a sold or out-of-stock product is refused and nothing is written", async () => {
    const { seller, buyer } = await shop();
    const sold = await createProduct(seller.id, { status: "sold" });
    const gone = await createProduct(seller.id, { status: "out_of_stock" });
    await expect(run(addToCartAction, { productId: sold.id })).resolves.toEqual({ ok: false, message: "This item is no longer available" });
    await expect(run(addToCartAction, { productId: gone.id })).resolves.toMatchObject({ ok: false });
    await expect(run(addToWishlistAction, { productId: sold.id })).resolves.toMatchObject({ ok: false });
    await expect(cartRows(buyer.id)).resolves.toEqual([]);
  });

  it("a seller cannot add their own product", async () => {
    const { seller, product } = await shop();
    signInAs(seller);
    await expect(run(addToCartAction, { productId: product.id })).resolves.toEqual({ ok: false, message: "You cannot buy your own listing" });
    await expect(run(addToWishlistAction, { productId: product.id })).resolves.toMatchObject({ ok: false });
    await expect(cartRows(seller.id)).resolves.toEqual([]);
  });

  it("a visitor is asked to log in", async () => {
    const { product } = await shop();
    signOut();
    await expect(run(addToCartAction, { productId: product.id })).resolves.toMatchObject({ ok: false, message: "Please login to add items to cart" });
    await expect(run(addToWishlistAction, { productId: product.id })).resolves.toMatchObject({ ok: false, message: "Please login to add items to wishlist" });
  });
});

describe("changing the cart", () => {
  it("sets quantities from 1 to 99, 0 removes the line, anything else is refused", async () => {
    const { buyer, product } = await shop();
    await run(addToCartAction, { productId: product.id });
    await expect(run(updateCartQuantityAction, { productId: product.id, quantity: 7 })).resolves.toMatchObject({ ok: true, message: "Cart updated successfully" });
    await expect(run(updateCartQuantityAction, { productId: product.id, quantity: 100 })).resolves.toMatchObject({ ok: false, message: "Failed to update cart" });
    await expect(cartRows(buyer.id)).resolves.toEqual([{ productId: product.id, quantity: 7 }]);
    await expect(run(updateCartQuantityAction, { productId: product.id, quantity: 0 })).resolves.toMatchObject({ ok: true, message: "Item removed from cart" });
    await expect(cartRows(buyer.id)).resolves.toEqual([]);
  });

  it("removes and clears with the spec's messages", async () => {
    const { buyer, seller, product } = await shop();
    const other = await createProduct(seller.id);
    await run(addToCartAction, { productId: product.id });
    await run(addToCartAction, { productId: other.id });
    await expect(run(removeFromCartAction, { productId: product.id })).resolves.toMatchObject({ ok: true, message: "Casio fx-991ES removed from cart" });
    await expect(run(clearCartAction)).resolves.toMatchObject({ ok: true, message: "Cart cleared successfully" });
    await expect(cartRows(buyer.id)).resolves.toEqual([]);
  });

  it("requests naming another user's rows change nothing", async () => {
    const { buyer, product } = await shop();
    await run(addToCartAction, { productId: product.id, quantity: 2 });
    await run(addToWishlistAction, { productId: product.id });
    const intruder = await createUser();
    signInAs(intruder);
    await expect(run(updateCartQuantityAction, { productId: product.id, quantity: 50 })).resolves.toMatchObject({ ok: false });
    await expect(run(removeFromCartAction, { productId: product.id })).resolves.toMatchObject({ ok: false });
    await expect(run(moveToWishlistAction, { productId: product.id })).resolves.toMatchObject({ ok: false });
    await expect(run(removeFromWishlistAction, { productId: product.id })).resolves.toMatchObject({ ok: false });
    await expect(run(updateWishlistQuantityAction, { productId: product.id, quantity: 9 })).resolves.toMatchObject({ ok: false });
    await run(clearCartAction);
    await run(clearWishlistAction);
    await expect(cartRows(buyer.id)).resolves.toEqual([{ productId: product.id, quantity: 2 }]);
    await expect(db.wishlistItem.count({ where: { userId: buyer.id } })).resolves.toBe(1);
  });
});

describe("undoing a line taken out with −", () => {
  it("taking out a line that is already gone (a double tap) is not a failure", async () => {
    const { buyer, product } = await shop();
    await run(addToCartAction, { productId: product.id });
    await expect(run(updateCartQuantityAction, { productId: product.id, quantity: 0 })).resolves.toMatchObject({ ok: true, message: "Item removed from cart" });
    await expect(run(updateCartQuantityAction, { productId: product.id, quantity: 0 })).resolves.toMatchObject({ ok: true, message: "Item removed from cart" });
    await expect(cartRows(buyer.id)).resolves.toEqual([]);
  });

  it("Undo puts the line back with its quantity, where it stood in the list", async () => {
    const { buyer, seller, product } = await shop();
    const older = await createProduct(seller.id, { name: "Lab coat" });
    const newer = await createProduct(seller.id, { name: "Graph paper" });
    for (const productId of [older.id, product.id, newer.id]) await run(addToCartAction, { productId, quantity: productId === product.id ? 3 : 1 });
    const before = await listCartItems(buyer.id);
    const taken = before.find((line) => line.product.id === product.id)!;
    await run(updateCartQuantityAction, { productId: product.id, quantity: 0 });
    await expect(run(restoreCartLineAction, { productId: product.id, quantity: 3, addedAt: taken.createdAt })).resolves.toEqual({ ok: true, message: "Casio fx-991ES is back in your cart" });
    const after = await listCartItems(buyer.id);
    expect(after.map((line) => [line.product.name, line.quantity])).toEqual(before.map((line) => [line.product.name, line.quantity]));
    expect(after.find((line) => line.product.id === product.id)!.createdAt).toEqual(taken.createdAt);
  });

  it("a second Undo, or two at once, still leave one line of the quantity it had", async () => {
    const { buyer, product } = await shop();
    const addedAt = new Date(Date.now() - 60_000);
    await Promise.all([1, 2].map(() => run(restoreCartLineAction, { productId: product.id, quantity: 2, addedAt })));
    await run(restoreCartLineAction, { productId: product.id, quantity: 2, addedAt });
    await expect(cartRows(buyer.id)).resolves.toEqual([{ productId: product.id, quantity: 2 }]);
  });

  it("never dates a line later than now, nor brings back a product that is gone, the buyer's own, or more than 99", async () => {
    const { buyer, seller, product } = await shop();
    await run(restoreCartLineAction, { productId: product.id, quantity: 1, addedAt: new Date("2999-01-01T00:00:00.000Z") });
    const [line] = await listCartItems(buyer.id);
    expect(line!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // The last date JavaScript has, a year PostgreSQL cannot read: held to now before it gets there.
    await expect(run(restoreCartLineAction, { productId: product.id, quantity: 2, addedAt: new Date(8.64e15) })).resolves.toMatchObject({ ok: true });
    const sold = await createProduct(seller.id, { status: "sold" });
    await expect(run(restoreCartLineAction, { productId: sold.id, quantity: 1, addedAt: new Date() })).resolves.toEqual({ ok: false, message: "This item is no longer available" });
    await expect(run(restoreCartLineAction, { productId: product.id, quantity: 100, addedAt: new Date() })).resolves.toMatchObject({ ok: false });
    signInAs(seller);
    await expect(run(restoreCartLineAction, { productId: product.id, quantity: 1, addedAt: new Date() })).resolves.toEqual({ ok: false, message: "You cannot buy your own listing" });
    await expect(cartRows(seller.id)).resolves.toEqual([]);
  });
});

describe("the wishlist and moves", () => {
  it("adding twice keeps one row and shows the success message both times", async () => {
    const { buyer, product } = await shop();
    await Promise.all([run(addToWishlistAction, { productId: product.id }), run(addToWishlistAction, { productId: product.id })]);
    await expect(run(addToWishlistAction, { productId: product.id })).resolves.toEqual({ ok: true, message: "Casio fx-991ES added to wishlist" });
    await expect(db.wishlistItem.count({ where: { userId: buyer.id } })).resolves.toBe(1);
  });

  it("move to wishlist takes the line out of the cart; already there gives the info message", async () => {
    const { buyer, product } = await shop();
    await run(addToCartAction, { productId: product.id, quantity: 2 });
    await expect(run(moveToWishlistAction, { productId: product.id })).resolves.toEqual({ ok: true, message: "Casio fx-991ES moved to wishlist" });
    await run(addToCartAction, { productId: product.id });
    await expect(run(moveToWishlistAction, { productId: product.id })).resolves.toEqual({ ok: true, message: "Casio fx-991ES is already in your wishlist", data: { tone: "info" } });
    await expect(cartRows(buyer.id)).resolves.toEqual([]);
    await expect(db.wishlistItem.findMany({ where: { userId: buyer.id }, select: { quantity: true } })).resolves.toEqual([{ quantity: 2 }]);
  });

  it("move to cart adds the wishlist quantity and removes the wishlist row", async () => {
    const { buyer, product } = await shop();
    await run(addToWishlistAction, { productId: product.id });
    // Changing a wishlist quantity says nothing: the spec has no 'Wishlist updated' toast.
    await expect(run(updateWishlistQuantityAction, { productId: product.id, quantity: 3 })).resolves.toEqual({ ok: true });
    await expect(run(moveToCartAction, { productId: product.id, quantity: 3 })).resolves.toEqual({ ok: true, message: "Casio fx-991ES moved to cart" });
    await expect(cartRows(buyer.id)).resolves.toEqual([{ productId: product.id, quantity: 3 }]);
    await expect(db.wishlistItem.count({ where: { userId: buyer.id } })).resolves.toBe(0);
  });

  it("when the wishlist row cannot be removed after the cart add, the spec's half-done message says so", async () => {
    const { buyer, product } = await shop();
    await run(addToWishlistAction, { productId: product.id });
    const logged = jest.spyOn(logger, "error").mockImplementation(() => {});
    failNext({ model: "WishlistItem", operation: "deleteMany" }, new Error("connection lost"));
    try {
      await expect(run(moveToCartAction, { productId: product.id, quantity: 1 })).resolves.toEqual({ ok: true, message: "Added to cart but failed to remove from wishlist", data: { tone: "error" } });
      expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining("moveToCart"));
    } finally {
      clearFaults();
      logged.mockRestore();
    }
    await expect(cartRows(buyer.id)).resolves.toEqual([{ productId: product.id, quantity: 1 }]);
  });

  it("clears the wishlist", async () => {
    const { buyer, product } = await shop();
    await run(addToWishlistAction, { productId: product.id });
    await expect(run(clearWishlistAction)).resolves.toMatchObject({ ok: true, message: "Wishlist cleared successfully" });
    await expect(db.wishlistItem.count({ where: { userId: buyer.id } })).resolves.toBe(0);
  });

  it("a failed write answers with the spec's failure message", async () => {
    const { product } = await shop();
    const logged = jest.spyOn(logger, "error").mockImplementation(() => {});
    failNext({ operation: "$queryRaw" }, new Error("database went away"));
    try {
      await expect(run(addToCartAction, { productId: product.id })).resolves.toEqual({ ok: false, message: "Failed to add to cart" });
      expect(logged).toHaveBeenCalledWith({ err: expect.objectContaining({ message: "database went away" }) }, "action addToCart failed");
    } finally {
      clearFaults();
      logged.mockRestore();
    }
  });
});
