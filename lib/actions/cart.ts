"use server";

import { revalidatePath } from "next/cache";
import { getCurrentUser } from "@/lib/auth/session";
import {
  addToCart,
  addToWishlist,
  clearCart,
  clearWishlist,
  moveCartLineToWishlist,
  productName,
  removeFromCart,
  removeFromWishlist,
  setCartQuantity,
  setWishlistQuantity,
  type AddRefusal,
} from "@/lib/db/cart";
import { CART_MESSAGES, WISHLIST_MESSAGES } from "@/lib/cart/messages";
import { addToCartSchema, cartQuantitySchema, productRefSchema, wishlistQuantitySchema } from "@/lib/validation/cart";

// Cart and wishlist writes. Each checks the session, validates its input and
// acts only on the caller's own rows; the layout is revalidated so every badge
// and list shows the new state right after.

export type CartActionResult = { ok: boolean; message: string; tone: "success" | "info" | "error" };

const success = (message: string): CartActionResult => ({ ok: true, message, tone: "success" });
const info = (message: string): CartActionResult => ({ ok: true, message, tone: "info" });
const failure = (message: string): CartActionResult => ({ ok: false, message, tone: "error" });

function refreshShopperPages() {
  revalidatePath("/", "layout");
}

function refusalMessage(refusal: AddRefusal, fallback: string): string {
  if (refusal === "own") return CART_MESSAGES.own;
  if (refusal === "unavailable") return CART_MESSAGES.unavailable;
  return fallback;
}

/** Runs a write, turning any unexpected failure into the spec's message. */
async function guarded(failed: string, write: () => Promise<CartActionResult>): Promise<CartActionResult> {
  try {
    return await write();
  } catch (error) {
    console.error(failed, error);
    return failure(failed);
  }
}

export async function addToCartAction(input: unknown): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(CART_MESSAGES.loginToAdd);
  const parsed = addToCartSchema.safeParse(input);
  if (!parsed.success) return failure(CART_MESSAGES.addFailed);
  return guarded(CART_MESSAGES.addFailed, async () => {
    const result = await addToCart(user.id, parsed.data.productId, parsed.data.quantity);
    if (!result.ok) return failure(refusalMessage(result.refusal, CART_MESSAGES.addFailed));
    refreshShopperPages();
    return success(result.added ? CART_MESSAGES.added(result.name) : CART_MESSAGES.quantityUpdated(result.name, result.quantity));
  });
}

export async function updateCartQuantityAction(input: unknown): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(CART_MESSAGES.updateFailed);
  const parsed = cartQuantitySchema.safeParse(input);
  if (!parsed.success) return failure(CART_MESSAGES.updateFailed);
  return guarded(CART_MESSAGES.updateFailed, async () => {
    const changed = await setCartQuantity(user.id, parsed.data.productId, parsed.data.quantity);
    if (!changed) return failure(CART_MESSAGES.updateFailed);
    refreshShopperPages();
    return success(parsed.data.quantity === 0 ? CART_MESSAGES.itemRemoved : CART_MESSAGES.updated);
  });
}

export async function removeFromCartAction(input: unknown): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(CART_MESSAGES.removeFailed);
  const parsed = productRefSchema.safeParse(input);
  if (!parsed.success) return failure(CART_MESSAGES.removeFailed);
  return guarded(CART_MESSAGES.removeFailed, async () => {
    const name = await productName(parsed.data.productId);
    if (!(await removeFromCart(user.id, parsed.data.productId))) return failure(CART_MESSAGES.removeFailed);
    refreshShopperPages();
    return success(name ? CART_MESSAGES.removed(name) : CART_MESSAGES.itemRemoved);
  });
}

export async function clearCartAction(): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(CART_MESSAGES.clearFailed);
  return guarded(CART_MESSAGES.clearFailed, async () => {
    await clearCart(user.id);
    refreshShopperPages();
    return success(CART_MESSAGES.cleared);
  });
}

export async function moveToWishlistAction(input: unknown): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(WISHLIST_MESSAGES.moveToWishlistFailed);
  const parsed = productRefSchema.safeParse(input);
  if (!parsed.success) return failure(WISHLIST_MESSAGES.moveToWishlistFailed);
  return guarded(WISHLIST_MESSAGES.moveToWishlistFailed, async () => {
    const moved = await moveCartLineToWishlist(user.id, parsed.data.productId);
    if (!moved) return failure(WISHLIST_MESSAGES.moveToWishlistFailed);
    refreshShopperPages();
    // Already there: the spec's info message, and the item still leaves the cart.
    return moved.alreadyThere ? info(WISHLIST_MESSAGES.alreadyThere(moved.name)) : success(WISHLIST_MESSAGES.movedToWishlist(moved.name));
  });
}

export async function addToWishlistAction(input: unknown): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(WISHLIST_MESSAGES.loginToAdd);
  const parsed = productRefSchema.safeParse(input);
  if (!parsed.success) return failure(WISHLIST_MESSAGES.addFailed);
  return guarded(WISHLIST_MESSAGES.addFailed, async () => {
    const result = await addToWishlist(user.id, parsed.data.productId);
    if (!result.ok) return failure(refusalMessage(result.refusal, WISHLIST_MESSAGES.addFailed));
    refreshShopperPages();
    // Adding one already there only shows the success message (spec section 4).
    return success(WISHLIST_MESSAGES.added(result.name));
  });
}

export async function removeFromWishlistAction(input: unknown): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(WISHLIST_MESSAGES.removeFailed);
  const parsed = productRefSchema.safeParse(input);
  if (!parsed.success) return failure(WISHLIST_MESSAGES.removeFailed);
  return guarded(WISHLIST_MESSAGES.removeFailed, async () => {
    const name = await productName(parsed.data.productId);
    if (!(await removeFromWishlist(user.id, parsed.data.productId))) return failure(WISHLIST_MESSAGES.removeFailed);
    refreshShopperPages();
    return success(name ? WISHLIST_MESSAGES.removed(name) : WISHLIST_MESSAGES.itemRemoved);
  });
}

export async function updateWishlistQuantityAction(input: unknown): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(WISHLIST_MESSAGES.updateFailed);
  const parsed = wishlistQuantitySchema.safeParse(input);
  if (!parsed.success) return failure(WISHLIST_MESSAGES.updateFailed);
  return guarded(WISHLIST_MESSAGES.updateFailed, async () => {
    if (!(await setWishlistQuantity(user.id, parsed.data.productId, parsed.data.quantity))) return failure(WISHLIST_MESSAGES.updateFailed);
    refreshShopperPages();
    return success("Wishlist updated");
  });
}

export async function clearWishlistAction(): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(WISHLIST_MESSAGES.clearFailed);
  return guarded(WISHLIST_MESSAGES.clearFailed, async () => {
    await clearWishlist(user.id);
    refreshShopperPages();
    return success(WISHLIST_MESSAGES.cleared);
  });
}

/**
 * Move to Cart: the product joins the cart with the wishlist's quantity, then
 * leaves the wishlist. The cart add is what the buyer wants most, so it stands
 * even if the removal then fails, and the spec's message says exactly that.
 */
export async function moveToCartAction(input: unknown): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(WISHLIST_MESSAGES.moveToCartFailed);
  const parsed = wishlistQuantitySchema.safeParse(input);
  if (!parsed.success) return failure(WISHLIST_MESSAGES.moveToCartFailed);
  let added;
  try {
    added = await addToCart(user.id, parsed.data.productId, parsed.data.quantity);
  } catch (error) {
    console.error("move to cart failed", error);
    return failure(WISHLIST_MESSAGES.moveToCartFailed);
  }
  if (!added.ok) return failure(refusalMessage(added.refusal, WISHLIST_MESSAGES.moveToCartFailed));
  refreshShopperPages();
  try {
    await removeFromWishlist(user.id, parsed.data.productId);
  } catch (error) {
    console.error("wishlist row not removed after move", error);
    return { ok: true, message: WISHLIST_MESSAGES.halfMoved, tone: "error" };
  }
  return success(WISHLIST_MESSAGES.movedToCart(added.name));
}
