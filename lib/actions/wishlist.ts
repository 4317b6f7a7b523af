"use server";

import { logger } from "@/lib/log/logger.mjs";
import { z } from "zod";
import { addToWishlist, clearWishlist, moveCartLineToWishlist, removeFromWishlist, setWishlistQuantity } from "@/lib/db/wishlist";
import { addToCart, productName } from "@/lib/db/cart";
import { refusalMessage, type ShopperNotice } from "@/lib/cart/rules";
import { refreshShopperPages } from "@/lib/cart/revalidate";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";
import { wishlistQuantitySchema } from "@/lib/validation/cart";
import { productRefSchema } from "@/lib/validation/ids";
import { refuse, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// Wishlist writes, and the moves between cart and wishlist: the caller's own
// rows only, every badge and heart refreshed after.

export const addToWishlistAction = userActionClient
  .metadata({ name: "addToWishlist", failed: WISHLIST_MESSAGES.addFailed, signedOut: WISHLIST_MESSAGES.loginToAdd })
  .inputSchema(productRefSchema)
  .action(async ({ parsedInput: { productId }, ctx: { user } }) => {
    const result = await addToWishlist(user.id, productId);
    if (!result.ok) refuse(refusalMessage(result.reason, WISHLIST_MESSAGES.addFailed));
    refreshShopperPages();
    // Adding one already there only shows the success message (the spec's states).
    return succeeded(WISHLIST_MESSAGES.added(result.name));
  });

export const removeFromWishlistAction = userActionClient
  .metadata({ name: "removeFromWishlist", failed: WISHLIST_MESSAGES.removeFailed })
  .inputSchema(productRefSchema)
  .action(async ({ parsedInput: { productId }, ctx: { user } }) => {
    const name = await productName(productId);
    if (!(await removeFromWishlist(user.id, productId))) refuse(WISHLIST_MESSAGES.removeFailed);
    refreshShopperPages();
    return succeeded(name ? WISHLIST_MESSAGES.removed(name) : WISHLIST_MESSAGES.itemRemoved);
  });

export const updateWishlistQuantityAction = userActionClient
  .metadata({ name: "updateWishlistQuantity", failed: WISHLIST_MESSAGES.updateFailed })
  .inputSchema(wishlistQuantitySchema)
  .action(async ({ parsedInput: { productId, quantity }, ctx: { user } }) => {
    if (!(await setWishlistQuantity(user.id, productId, quantity))) refuse(WISHLIST_MESSAGES.updateFailed);
    refreshShopperPages();
    // The spec has no message for a wishlist quantity: the stepper shows the change.
    return succeeded();
  });

export const clearWishlistAction = userActionClient
  .metadata({ name: "clearWishlist", failed: WISHLIST_MESSAGES.clearFailed })
  .inputSchema(z.undefined())
  .action(async ({ ctx: { user } }) => {
    await clearWishlist(user.id);
    refreshShopperPages();
    return succeeded(WISHLIST_MESSAGES.cleared);
  });

export const moveToWishlistAction = userActionClient
  .metadata({ name: "moveToWishlist", failed: WISHLIST_MESSAGES.moveToWishlistFailed })
  .inputSchema(productRefSchema)
  .action(async ({ parsedInput: { productId }, ctx: { user } }) => {
    const moved = await moveCartLineToWishlist(user.id, productId);
    if (!moved) refuse(WISHLIST_MESSAGES.moveToWishlistFailed);
    refreshShopperPages();
    // Already there: the spec's info message, and the item still leaves the cart.
    if (moved.alreadyThere) return succeeded<ShopperNotice>(WISHLIST_MESSAGES.alreadyThere(moved.name), { tone: "info" });
    return succeeded<ShopperNotice>(WISHLIST_MESSAGES.movedToWishlist(moved.name));
  });

/**
 * Move to Cart: the product joins the cart with the wishlist's quantity, then
 * leaves the wishlist. The cart add is what the buyer wants most, so it stands
 * even if the removal then fails, and the spec's message says exactly that.
 */
export const moveToCartAction = userActionClient
  .metadata({ name: "moveToCart", failed: WISHLIST_MESSAGES.moveToCartFailed })
  .inputSchema(wishlistQuantitySchema)
  .action(async ({ parsedInput: { productId, quantity }, ctx: { user } }) => {
    const added = await addToCart(user.id, productId, quantity);
    if (!added.ok) refuse(refusalMessage(added.reason, WISHLIST_MESSAGES.moveToCartFailed));
    refreshShopperPages();
    try {
      await removeFromWishlist(user.id, productId);
    } catch (error) {
      logger.error({ err: error }, "action moveToCart: wishlist row not removed after the cart add");
      return succeeded<ShopperNotice>(WISHLIST_MESSAGES.halfMoved, { tone: "error" });
    }
    return succeeded<ShopperNotice>(WISHLIST_MESSAGES.movedToCart(added.name));
  });
