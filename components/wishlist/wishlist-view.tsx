"use client";

import { AppLink } from "@/components/navigation/app-link";
import { clearWishlistAction, moveToCartAction, removeFromWishlistAction, updateWishlistQuantityAction } from "@/lib/actions/wishlist";
import { formatKes } from "@/lib/format";
import { buttonClasses } from "@/components/ui/button";
import type { CartViewLine } from "@/components/cart/line-item";
import { lineWrite, SavedLines, type SavedLinesKind } from "@/components/cart/saved-lines";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

const linkButton = buttonClasses({ variant: "link", size: "sm" });
const primary = buttonClasses({ size: "sm" });

const WISHLIST: SavedLinesKind = {
  name: "Wishlist",
  clear: { question: WISHLIST_MESSAGES.clearQuestion, write: lineWrite({ changes: [{ type: "wishlist-clear" }], action: clearWishlistAction, input: undefined, failed: WISHLIST_MESSAGES.clearFailed }) },
  quantity: (line, quantity) =>
    lineWrite({ changes: [], action: updateWishlistQuantityAction, input: { productId: line.product.id, quantity }, failed: WISHLIST_MESSAGES.updateFailed }),
  move: {
    label: (line) => (line.product.status === "active" ? "Move to Cart" : "Not Available"),
    className: primary,
    disabled: (line) => line.product.status !== "active",
    write: (line) =>
      lineWrite({
        changes: [{ type: "wishlist-remove", productId: line.product.id }, { type: "cart", delta: line.quantity }],
        action: moveToCartAction,
        input: { productId: line.product.id, quantity: line.quantity },
        failed: WISHLIST_MESSAGES.moveToCartFailed,
      }),
  },
  remove: (line) =>
    lineWrite({
      changes: [{ type: "wishlist-remove", productId: line.product.id }],
      action: removeFromWishlistAction,
      input: { productId: line.product.id },
      failed: WISHLIST_MESSAGES.removeItemFailed,
    }),
  details: ({ product }) => <p className="text-sm text-slate-600 dark:text-slate-400">{formatKes(product.price)}</p>,
};

/**
 * The wishlist: quantities, Move to Cart, remove, and Clear Wishlist after a confirmation.
 * `embedded`: inside the profile's Wishlist tab, whose tab names it (no page heading or margins).
 */
export function WishlistView({ lines, embedded = false }: { lines: CartViewLine[]; embedded?: boolean }) {
  const footerLinks = (
    <div className="flex flex-wrap gap-4">
      <AppLink href="/studentmarketplace" className={linkButton}>
        Continue Shopping
      </AppLink>
      <AppLink href="/cart" className={linkButton}>
        View Cart
      </AppLink>
    </div>
  );

  return (
    <SavedLines lines={lines} kind={WISHLIST}>
      {({ shown, list, askToClear }) => {
        if (shown.length === 0) {
          return (
            <section className={`mx-auto flex max-w-xl flex-col items-center gap-4 px-5 text-center ${embedded ? "py-12" : "py-20"}`}>
              {embedded ? <p className="text-xl font-bold">Your Wishlist is Empty</p> : <h1 className="text-2xl font-bold">Your Wishlist is Empty</h1>}
              <p className="text-slate-600 dark:text-slate-400">Tap the heart on anything you like and it waits for you here.</p>
              {footerLinks}
            </section>
          );
        }

        return (
          <section className={embedded ? "" : "mx-auto max-w-4xl px-4 py-8 md:px-6"}>
            <div className="flex flex-wrap items-end justify-between gap-3">
              {embedded ? <p className="text-sm text-slate-600 dark:text-slate-400">Saved for later. Move them to your cart when you are ready.</p> : <h1 className="text-2xl font-bold">Wishlist</h1>}
              <button type="button" className={buttonClasses({ variant: "danger-link", size: "sm" })} onClick={askToClear}>
                Clear Wishlist
              </button>
            </div>
            {list}
            <div className="mt-4">{footerLinks}</div>
          </section>
        );
      }}
    </SavedLines>
  );
}
