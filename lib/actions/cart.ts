"use server";

import { z } from "zod";
import { addToCart, clearCart, productName, removeFromCart, restoreCartLine, setCartQuantity } from "@/lib/db/cart";
import { refusalMessage } from "@/lib/cart/rules";
import { refreshShopperPages } from "@/lib/cart/revalidate";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { addToCartSchema, cartQuantitySchema, restoreCartLineSchema } from "@/lib/validation/cart";
import { productRefSchema } from "@/lib/validation/ids";
import { refuse, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// Cart writes: the caller's own rows only (the user comes from the session,
// never from the request). The layout is revalidated so every badge and list
// shows the new state right after.

export const addToCartAction = userActionClient
  .metadata({ name: "addToCart", failed: CART_MESSAGES.addFailed, signedOut: CART_MESSAGES.loginToAdd })
  .inputSchema(addToCartSchema)
  .action(async ({ parsedInput: { productId, quantity }, ctx: { user } }) => {
    const result = await addToCart(user.id, productId, quantity);
    if (!result.ok) refuse(refusalMessage(result.reason, CART_MESSAGES.addFailed));
    refreshShopperPages();
    return succeeded(result.added ? CART_MESSAGES.added(result.name) : CART_MESSAGES.quantityUpdated(result.name, result.quantity));
  });

export const updateCartQuantityAction = userActionClient
  .metadata({ name: "updateCartQuantity", failed: CART_MESSAGES.updateFailed })
  .inputSchema(cartQuantitySchema)
  .action(async ({ parsedInput: { productId, quantity }, ctx: { user } }) => {
    // Taking out a line that is already gone (a double tap on −) leaves the cart as asked: not a failure.
    if (!(await setCartQuantity(user.id, productId, quantity)) && quantity !== 0) refuse(CART_MESSAGES.updateFailed);
    refreshShopperPages();
    return succeeded(quantity === 0 ? CART_MESSAGES.itemRemoved : CART_MESSAGES.updated);
  });

/** Undo after "−" took a line out: the line comes back as it was (see docs/decisions/cart-undo.md). */
export const restoreCartLineAction = userActionClient
  .metadata({ name: "restoreCartLine", failed: CART_MESSAGES.restoreFailed })
  .inputSchema(restoreCartLineSchema)
  .action(async ({ parsedInput: { productId, quantity, addedAt }, ctx: { user } }) => {
    const result = await restoreCartLine(user.id, productId, quantity, addedAt);
    if (!result.ok) refuse(refusalMessage(result.reason, CART_MESSAGES.restoreFailed));
    refreshShopperPages();
    return succeeded(CART_MESSAGES.restored(result.name));
  });

export const removeFromCartAction = userActionClient
  .metadata({ name: "removeFromCart", failed: CART_MESSAGES.removeFailed })
  .inputSchema(productRefSchema)
  .action(async ({ parsedInput: { productId }, ctx: { user } }) => {
    const name = await productName(productId);
    if (!(await removeFromCart(user.id, productId))) refuse(CART_MESSAGES.removeFailed);
    refreshShopperPages();
    return succeeded(name ? CART_MESSAGES.removed(name) : CART_MESSAGES.itemRemoved);
  });

export const clearCartAction = userActionClient
  .metadata({ name: "clearCart", failed: CART_MESSAGES.clearFailed })
  .inputSchema(z.undefined())
  .action(async ({ ctx: { user } }) => {
    await clearCart(user.id);
    refreshShopperPages();
    return succeeded(CART_MESSAGES.cleared);
  });
