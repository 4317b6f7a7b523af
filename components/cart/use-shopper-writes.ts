"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { addToCartAction, addToWishlistAction, removeFromWishlistAction, type CartActionResult } from "@/lib/actions/cart";
import { notify } from "@/components/ui/notify";
import { useShopperState, type ShopperChange } from "./shopper-state";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

/** Shows an action's answer in the spec's colours: success green, info blue, errors red. */
export function announce(result: CartActionResult) {
  if (result.tone === "success") notify.success(result.message);
  else if (result.tone === "info") notify.info(result.message);
  else notify.error(result.message);
}

type ShopperWrite = {
  /** What the badges and hearts should show meanwhile. */
  changes: ShopperChange[];
  write: () => Promise<CartActionResult>;
  /** The spec's message when the request itself fails. */
  failed: string;
  /** Other optimistic changes of the caller (a cart line), made in the same transition. */
  before?: () => void;
  then?: () => void;
};

/**
 * One cart or wishlist write: optimistic changes at once, the server's answer
 * in the spec's toast, and everything put back when it fails (the transition
 * ends without the server's new state).
 */
export function useShopperTransition() {
  const { apply } = useShopperState();
  const [pending, startTransition] = useTransition();
  const run = ({ changes, write, failed, before, then }: ShopperWrite) =>
    startTransition(async () => {
      before?.();
      changes.forEach(apply);
      const result = await write().catch((): CartActionResult => ({ ok: false, message: failed, tone: "error" }));
      announce(result);
      if (result.ok) then?.();
    });
  return { pending, run };
}

/** Add to cart and the wishlist heart, from any card or product page. */
export function useShopperWrites() {
  const { wishlistIds } = useShopperState();
  const router = useRouter();
  const { pending, run } = useShopperTransition();

  return {
    pending,
    inWishlist: (productId: string) => wishlistIds.has(productId),
    addToCart: (productId: string, quantity = 1) =>
      run({ changes: [{ type: "cart", delta: quantity }], write: () => addToCartAction({ productId, quantity }), failed: CART_MESSAGES.addFailed }),
    /** Until checkout exists, Buy Now puts the quantity in the cart and opens it. */
    buyNow: (productId: string, quantity = 1) =>
      run({
        changes: [{ type: "cart", delta: quantity }],
        write: () => addToCartAction({ productId, quantity }),
        failed: CART_MESSAGES.addFailed,
        then: () => router.push("/cart"),
      }),
    toggleWishlist: (productId: string) =>
      wishlistIds.has(productId)
        ? run({ changes: [{ type: "wishlist-remove", productId }], write: () => removeFromWishlistAction({ productId }), failed: WISHLIST_MESSAGES.removeFailed })
        : run({ changes: [{ type: "wishlist-add", productId }], write: () => addToWishlistAction({ productId }), failed: WISHLIST_MESSAGES.addFailed }),
  };
}
