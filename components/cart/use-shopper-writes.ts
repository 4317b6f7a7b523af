"use client";

import { useTransition } from "react";
import { addToCartAction } from "@/lib/actions/cart";
import { addToWishlistAction, removeFromWishlistAction } from "@/lib/actions/wishlist";
import type { ActionResult, SafeResult } from "@/lib/actions/result";
import type { ShopperNotice } from "@/lib/cart/rules";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";
import { notify } from "@/components/ui/notify";
import { useShopperState } from "./shopper-state";
import type { ShopperChange } from "./shopper-changes";
import { useServerActions } from "@/components/ui/use-server-action";

/** Shows a write's answer in the spec's colours: success green, info blue, errors red. A success without a message shows nothing. */
export function announce(result: ActionResult<ShopperNotice | undefined>) {
  if (result.ok && !result.message) return;
  const tone = !result.ok ? "error" : (result.data?.tone ?? "success");
  const message = result.message ?? "";
  if (tone === "success") notify.success(message);
  else if (tone === "info") notify.info(message);
  else notify.error(message);
}

export type ShopperWrite<Input> = {
  /** What the badges and hearts should show meanwhile. */
  changes: ShopperChange[];
  action: (input: Input) => Promise<SafeResult<ShopperNotice | undefined> | undefined>;
  input: Input;
  /** The spec's message when the request itself fails. */
  failed: string;
  /** Other optimistic changes of the caller (a cart line), made in the same transition. */
  before?: () => void;
  then?: () => void;
  /** Says a success its own way instead of the plain toast (the cart's Undo offer). */
  announceSuccess?: (message: string | undefined) => void;
  /** After the server's answer, whatever it was. */
  settled?: () => void;
};

/**
 * One cart or wishlist write: optimistic changes at once, the server's answer
 * in the spec's toast, and everything put back when it fails (the transition
 * ends without the server's new state).
 */
export function useShopperTransition() {
  const { call } = useServerActions();
  const { apply } = useShopperState();
  const [pending, startTransition] = useTransition();
  const run = <Input>({ changes, action, input, failed, before, then, announceSuccess, settled }: ShopperWrite<Input>) =>
    startTransition(async () => {
      before?.();
      changes.forEach(apply);
      const result = await call(action, input, failed);
      settled?.();
      if (result.ok && announceSuccess) announceSuccess(result.message);
      else announce(result);
      if (result.ok) then?.();
    });
  return { pending, run };
}

/** Add to cart and the wishlist heart, from any card or product page. */
export function useShopperWrites() {
  const { wishlistIds } = useShopperState();
  const { pending, run } = useShopperTransition();

  return {
    pending,
    inWishlist: (productId: string) => wishlistIds.has(productId),
    addToCart: (productId: string, quantity = 1) =>
      run({ changes: [{ type: "cart", delta: quantity }], action: addToCartAction, input: { productId, quantity }, failed: CART_MESSAGES.addFailed }),
    /** Until checkout exists, Buy Now puts the quantity in the cart and opens it. */
    toggleWishlist: (productId: string) =>
      wishlistIds.has(productId)
        ? run({ changes: [{ type: "wishlist-remove", productId }], action: removeFromWishlistAction, input: { productId }, failed: WISHLIST_MESSAGES.removeFailed })
        : run({ changes: [{ type: "wishlist-add", productId }], action: addToWishlistAction, input: { productId }, failed: WISHLIST_MESSAGES.addFailed }),
  };
}
