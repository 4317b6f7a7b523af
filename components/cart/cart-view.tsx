"use client";

import { AppLink } from "@/components/navigation/app-link";
import { clearCartAction, removeFromCartAction, restoreCartLineAction, updateCartQuantityAction } from "@/lib/actions/cart";
import { moveToWishlistAction } from "@/lib/actions/wishlist";
import { cartItemCount, cartSubtotal } from "@/lib/cart/totals";
import { formatKes } from "@/lib/format";
import { Button, buttonClasses } from "@/components/ui/button";
import { useStartCheckout } from "@/components/checkout/use-start-checkout";
import type { CartViewLine } from "./line-item";
import { lineWrite, SavedLines, type SavedLinesKind } from "./saved-lines";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

const linkButton = buttonClasses({ variant: "link", size: "sm" });

const CART: SavedLinesKind = {
  name: "Cart",
  clear: { question: CART_MESSAGES.clearQuestion, write: lineWrite({ changes: [{ type: "cart-set", count: 0 }], action: clearCartAction, input: undefined, failed: CART_MESSAGES.clearFailed }) },
  quantityMin: 0,
  quantity: (line, quantity) =>
    lineWrite({
      changes: [{ type: "cart", delta: quantity - line.quantity }],
      action: updateCartQuantityAction,
      input: { productId: line.product.id, quantity },
      failed: quantity === 0 ? CART_MESSAGES.removeFailed : CART_MESSAGES.updateFailed,
    }),
  move: {
    label: () => "Move to Wishlist",
    className: linkButton,
    write: (line) =>
      lineWrite({
        changes: [{ type: "cart", delta: -line.quantity }, { type: "wishlist-add", productId: line.product.id }],
        action: moveToWishlistAction,
        input: { productId: line.product.id },
        failed: WISHLIST_MESSAGES.moveToWishlistFailed,
      }),
  },
  remove: (line) => lineWrite({ changes: [{ type: "cart", delta: -line.quantity }], action: removeFromCartAction, input: { productId: line.product.id }, failed: CART_MESSAGES.removeFailed }),
  // "−" at 1 is easy to hit by thumb: the line goes at once, and the toast offers it back (docs/decisions/cart-undo.md).
  undo: {
    text: CART_MESSAGES.undo,
    label: (line) => CART_MESSAGES.undoLabel(line.product.name),
    restore: (line) =>
      lineWrite({
        changes: [{ type: "cart", delta: line.quantity }],
        action: restoreCartLineAction,
        input: { productId: line.product.id, quantity: line.quantity, addedAt: line.createdAt ?? new Date() },
        failed: CART_MESSAGES.restoreFailed,
      }),
  },
  details: ({ product }) => (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{formatKes(product.price)} each</p>
      {product.status !== "active" ? <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{CART_MESSAGES.unavailable}</p> : null}
    </>
  ),
  aside: ({ product, quantity }) => (
    // A paragraph cannot be named (aria-label on it is ignored): the words are in the text.
    <p className="font-semibold whitespace-nowrap">
      <span className="sr-only">Line total </span>
      {formatKes(product.price * quantity)}
    </p>
  ),
};

/** The cart's lines and Order Summary; every change shows at once and rolls back if the server refuses it. */
export function CartView({ lines }: { lines: CartViewLine[] }) {
  const checkout = useStartCheckout();
  return (
    <SavedLines lines={lines} kind={CART}>
      {({ shown, list, askToClear }) => {
        const count = cartItemCount(shown);
        const subtotal = cartSubtotal(shown);
        if (shown.length === 0) {
          return (
            <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-20 text-center">
              <h1 className="text-2xl font-bold">Your Cart is Empty</h1>
              <p className="text-slate-600 dark:text-slate-400">Find textbooks, gadgets and more from students on your campus.</p>
              <AppLink
                href="/studentmarketplace"
                className={buttonClasses()}
              >
                Continue Shopping
              </AppLink>
            </section>
          );
        }

        return (
          <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[1fr_20rem] md:px-6">
            <div>
              <div className="flex items-end justify-between gap-3">
                <h1 className="text-2xl font-bold">Cart</h1>
                <button type="button" className={linkButton} onClick={askToClear}>
                  Clear Cart
                </button>
              </div>
              {list}
              <AppLink href="/studentmarketplace" className={`mt-4 inline-block ${linkButton}`}>
                Continue Shopping
              </AppLink>
            </div>
            <aside aria-labelledby="summary-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-5 md:mt-12 dark:border-slate-800 dark:bg-slate-900">
              <h2 id="summary-heading" className="text-lg font-bold">
                Order Summary
              </h2>
              <dl className="mt-4 flex flex-col gap-2 text-sm">
                <div className="flex justify-between">
                  <dt>
                    Subtotal ({count} {count === 1 ? "item" : "items"})
                  </dt>
                  <dd data-testid="cart-subtotal">{formatKes(subtotal)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>Delivery</dt>
                  <dd>
                    Free <span className="text-slate-500 dark:text-slate-400">(KES 0.00)</span>
                  </dd>
                </div>
                <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800">
                  <dt>Total</dt>
                  <dd data-testid="cart-total">{formatKes(subtotal)}</dd>
                </div>
              </dl>
              <Button size="lg" className="mt-5 w-full" pending={checkout.pending} onClick={() => void checkout.checkoutCart()}>
                Proceed to Checkout
              </Button>
              <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">Pay with M-Pesa on the next page.</p>
            </aside>
          </section>
        );
      }}
    </SavedLines>
  );
}
