import { applyLineChange, applyShopperChange, type ShopperState } from "@/components/cart/shopper-changes";
import { cartItemCount, cartSubtotal } from "@/lib/cart/totals";

const state = (cart: number, wishlist: string[]): ShopperState => ({ signedIn: true, counts: { cart, wishlist: wishlist.length, unreadMessages: 0 }, wishlistIds: new Set(wishlist) });

describe("optimistic badges and hearts", () => {
  it("cart deltas move the badge and never below zero; cart-set sets it", () => {
    expect(applyShopperChange(state(2, []), { type: "cart", delta: 3 }).counts?.cart).toBe(5);
    expect(applyShopperChange(state(2, []), { type: "cart", delta: -5 }).counts?.cart).toBe(0);
    expect(applyShopperChange(state(7, []), { type: "cart-set", count: 0 }).counts?.cart).toBe(0);
  });

  it("a heart added twice counts once; removing one not there changes nothing", () => {
    const once = applyShopperChange(state(0, ["a"]), { type: "wishlist-add", productId: "b" });
    expect([...once.wishlistIds].sort()).toEqual(["a", "b"]);
    expect(once.counts?.wishlist).toBe(2);
    expect(applyShopperChange(once, { type: "wishlist-add", productId: "b" }).counts?.wishlist).toBe(2);
    expect(applyShopperChange(state(0, ["a"]), { type: "wishlist-remove", productId: "z" }).counts?.wishlist).toBe(1);
    const removed = applyShopperChange(state(0, ["a", "b"]), { type: "wishlist-remove", productId: "a" });
    expect([...removed.wishlistIds]).toEqual(["b"]);
    expect(removed.counts?.wishlist).toBe(1);
  });

  it("clearing the wishlist empties hearts and badge; a visitor's state never changes", () => {
    const cleared = applyShopperChange(state(1, ["a", "b"]), { type: "wishlist-clear" });
    expect(cleared.wishlistIds.size).toBe(0);
    expect(cleared.counts?.wishlist).toBe(0);
    const visitor: ShopperState = { signedIn: false, counts: null, wishlistIds: new Set() };
    expect(applyShopperChange(visitor, { type: "cart", delta: 1 })).toBe(visitor);
  });
});

describe("optimistic cart and wishlist lines", () => {
  const lines = [
    { quantity: 1, product: { id: "a", price: 100 } },
    { quantity: 2, product: { id: "b", price: 250 } },
  ];

  it("a quantity change touches only its line; quantity 0 and remove drop it; clear empties", () => {
    expect(applyLineChange(lines, { type: "quantity", productId: "b", quantity: 5 })).toEqual([lines[0], { ...lines[1], quantity: 5 }]);
    expect(applyLineChange(lines, { type: "quantity", productId: "a", quantity: 0 })).toEqual([lines[1]]);
    expect(applyLineChange(lines, { type: "remove", productId: "b" })).toEqual([lines[0]]);
    expect(applyLineChange(lines, { type: "clear" })).toEqual([]);
  });

  it("an undone removal puts the line back at its place; one already there only takes its quantity", () => {
    const c = { quantity: 1, product: { id: "c", price: 50 } };
    expect(applyLineChange(lines, { type: "restore", line: c, at: 1 })).toEqual([lines[0], c, lines[1]]);
    expect(applyLineChange(lines, { type: "restore", line: c, at: 0 })).toEqual([c, lines[0], lines[1]]);
    expect(applyLineChange(lines, { type: "restore", line: c, at: 9 })).toEqual([lines[0], lines[1], c]);
    expect(applyLineChange(lines, { type: "restore", line: { ...lines[1]!, quantity: 1 }, at: 0 })).toEqual([lines[0], { ...lines[1], quantity: 1 }]);
  });

  it("the subtotal is price times quantity summed, and a vanished product counts nothing", () => {
    expect(cartSubtotal(lines)).toBe(600);
    expect(cartItemCount(lines)).toBe(3);
    expect(cartSubtotal([...lines, { quantity: 4, product: null }])).toBe(600);
  });
});
