"use server";

import { revalidatePath } from "next/cache";
import { getCurrentUser } from "@/lib/auth/session";
import { addToCart, addToWishlist, clearCart, clearWishlist, moveCartLineToWishlist, productName, removeFromCart, removeFromWishlist, setCartQuantity, setWishlistQuantity, type AddRefusal } from "@/lib/db/cart";
import { addToCartSchema, cartQuantitySchema, productRefSchema, wishlistQuantitySchema } from "@/lib/validation/cart";
import { z } from "zod";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

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

type Guard<T> = { schema: z.ZodType<T>; failed: string; signedOut?: string };

/**
 * Every cart and wishlist write: a signed-in user, input that passes its
 * schema, and any unexpected failure turned into the spec's message. The write
 * gets the caller's own id, never one from the request.
 */
async function shopperWrite<T>(input: unknown, { schema, failed, signedOut = failed }: Guard<T>, write: (userId: string, data: T) => Promise<CartActionResult>): Promise<CartActionResult> {
  const user = await getCurrentUser();
  if (!user) return failure(signedOut);
  const parsed = schema.safeParse(input);
  if (!parsed.success) return failure(failed);
  try {
    return await write(user.id, parsed.data);
  } catch (error) {
    console.error(failed, error);
    return failure(failed);
  }
}

const noInput = z.unknown();

export async function addToCartAction(input: unknown): Promise<CartActionResult> {
  return shopperWrite(input, { schema: addToCartSchema, failed: CART_MESSAGES.addFailed, signedOut: CART_MESSAGES.loginToAdd }, async (userId, { productId, quantity }) => {
    const result = await addToCart(userId, productId, quantity);
    if (!result.ok) return failure(refusalMessage(result.refusal, CART_MESSAGES.addFailed));
    refreshShopperPages();
    return success(result.added ? CART_MESSAGES.added(result.name) : CART_MESSAGES.quantityUpdated(result.name, result.quantity));
  });
}

export async function updateCartQuantityAction(input: unknown): Promise<CartActionResult> {
  return shopperWrite(input, { schema: cartQuantitySchema, failed: CART_MESSAGES.updateFailed }, async (userId, { productId, quantity }) => {
    if (!(await setCartQuantity(userId, productId, quantity))) return failure(CART_MESSAGES.updateFailed);
    refreshShopperPages();
    return success(quantity === 0 ? CART_MESSAGES.itemRemoved : CART_MESSAGES.updated);
  });
}

export async function removeFromCartAction(input: unknown): Promise<CartActionResult> {
  return shopperWrite(input, { schema: productRefSchema, failed: CART_MESSAGES.removeFailed }, async (userId, { productId }) => {
    const name = await productName(productId);
    if (!(await removeFromCart(userId, productId))) return failure(CART_MESSAGES.removeFailed);
    refreshShopperPages();
    return success(name ? CART_MESSAGES.removed(name) : CART_MESSAGES.itemRemoved);
  });
}

export async function clearCartAction(): Promise<CartActionResult> {
  return shopperWrite(undefined, { schema: noInput, failed: CART_MESSAGES.clearFailed }, async (userId) => {
    await clearCart(userId);
    refreshShopperPages();
    return success(CART_MESSAGES.cleared);
  });
}

export async function moveToWishlistAction(input: unknown): Promise<CartActionResult> {
  return shopperWrite(input, { schema: productRefSchema, failed: WISHLIST_MESSAGES.moveToWishlistFailed }, async (userId, { productId }) => {
    const moved = await moveCartLineToWishlist(userId, productId);
    if (!moved) return failure(WISHLIST_MESSAGES.moveToWishlistFailed);
    refreshShopperPages();
    // Already there: the spec's info message, and the item still leaves the cart.
    return moved.alreadyThere ? info(WISHLIST_MESSAGES.alreadyThere(moved.name)) : success(WISHLIST_MESSAGES.movedToWishlist(moved.name));
  });
}

export async function addToWishlistAction(input: unknown): Promise<CartActionResult> {
  return shopperWrite(input, { schema: productRefSchema, failed: WISHLIST_MESSAGES.addFailed, signedOut: WISHLIST_MESSAGES.loginToAdd }, async (userId, { productId }) => {
    const result = await addToWishlist(userId, productId);
    if (!result.ok) return failure(refusalMessage(result.refusal, WISHLIST_MESSAGES.addFailed));
    refreshShopperPages();
    // Adding one already there only shows the success message (spec section 4).
    return success(WISHLIST_MESSAGES.added(result.name));
  });
}

export async function removeFromWishlistAction(input: unknown): Promise<CartActionResult> {
  return shopperWrite(input, { schema: productRefSchema, failed: WISHLIST_MESSAGES.removeFailed }, async (userId, { productId }) => {
    const name = await productName(productId);
    if (!(await removeFromWishlist(userId, productId))) return failure(WISHLIST_MESSAGES.removeFailed);
    refreshShopperPages();
    return success(name ? WISHLIST_MESSAGES.removed(name) : WISHLIST_MESSAGES.itemRemoved);
  });
}

export async function updateWishlistQuantityAction(input: unknown): Promise<CartActionResult> {
  return shopperWrite(input, { schema: wishlistQuantitySchema, failed: WISHLIST_MESSAGES.updateFailed }, async (userId, { productId, quantity }) => {
    if (!(await setWishlistQuantity(userId, productId, quantity))) return failure(WISHLIST_MESSAGES.updateFailed);
    refreshShopperPages();
    return success("Wishlist updated");
  });
}

export async function clearWishlistAction(): Promise<CartActionResult> {
  return shopperWrite(undefined, { schema: noInput, failed: WISHLIST_MESSAGES.clearFailed }, async (userId) => {
    await clearWishlist(userId);
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
  return shopperWrite(input, { schema: wishlistQuantitySchema, failed: WISHLIST_MESSAGES.moveToCartFailed }, async (userId, { productId, quantity }) => {
    const added = await addToCart(userId, productId, quantity);
    if (!added.ok) return failure(refusalMessage(added.refusal, WISHLIST_MESSAGES.moveToCartFailed));
    refreshShopperPages();
    try {
      await removeFromWishlist(userId, productId);
    } catch (error) {
      console.error("wishlist row not removed after move", error);
      return { ok: true, message: WISHLIST_MESSAGES.halfMoved, tone: "error" };
    }
    return success(WISHLIST_MESSAGES.movedToCart(added.name));
  });
}
