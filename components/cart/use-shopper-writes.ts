"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { addToCartAction, addToWishlistAction, removeFromWishlistAction, type CartActionResult } from "@/lib/actions/cart";
import { CART_MESSAGES, WISHLIST_MESSAGES } from "@/lib/cart/messages";
import { notify } from "@/components/ui/notify";
import { useShopperState, type ShopperChange } from "./shopper-state";

/** Shows an action's answer in the spec's colours: success green, info blue, errors red. */
export function announce(result: CartActionResult) {
  if (result.tone === "success") notify.success(result.message);
  else if (result.tone === "info") notify.info(result.message);
  else notify.error(result.message);
}

/**
 * Add to cart and the wishlist heart, from any card or product page: the badge
 * and heart change at once, the server decides, and a failure puts them back.
 */
export function useShopperWrites() {
  const { apply, wishlistIds } = useShopperState();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const run = (changes: ShopperChange[], write: () => Promise<CartActionResult>, failed: string, then?: () => void) =>
    startTransition(async () => {
      changes.forEach(apply);
      const result = await write().catch((): CartActionResult => ({ ok: false, message: failed, tone: "error" }));
      announce(result);
      if (result.ok) then?.();
    });

  return {
    pending,
    inWishlist: (productId: string) => wishlistIds.has(productId),
    addToCart: (productId: string, quantity = 1) =>
      run([{ type: "cart", delta: quantity }], () => addToCartAction({ productId, quantity }), CART_MESSAGES.addFailed),
    /** Until checkout exists, Buy Now puts the quantity in the cart and opens it. */
    buyNow: (productId: string, quantity = 1) =>
      run([{ type: "cart", delta: quantity }], () => addToCartAction({ productId, quantity }), CART_MESSAGES.addFailed, () => router.push("/cart")),
    toggleWishlist: (productId: string) =>
      wishlistIds.has(productId)
        ? run([{ type: "wishlist-remove", productId }], () => removeFromWishlistAction({ productId }), WISHLIST_MESSAGES.removeFailed)
        : run([{ type: "wishlist-add", productId }], () => addToWishlistAction({ productId }), WISHLIST_MESSAGES.addFailed),
  };
}
