"use client";

import Link from "next/link";
import { useState } from "react";
import { clearWishlistAction, moveToCartAction, removeFromWishlistAction, updateWishlistQuantityAction } from "@/lib/actions/wishlist";
import { formatKes } from "@/lib/format";
import { QuantityStepper } from "@/components/product/quantity-stepper";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { buttonClasses } from "@/components/ui/button";
import { LineItem, RemoveLineButton, type CartViewLine } from "@/components/cart/line-item";
import { useOptimisticLines } from "@/components/cart/use-optimistic-lines";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

const linkButton = buttonClasses({ variant: "link", size: "sm" });
const primary = buttonClasses({ size: "sm" });

/**
 * The wishlist: quantities, Move to Cart, remove, and Clear Wishlist after a confirmation.
 * `embedded`: inside the profile's Wishlist tab, whose tab names it (no page heading or margins).
 */
export function WishlistView({ lines, embedded = false }: { lines: CartViewLine[]; embedded?: boolean }) {
  const { shown, change } = useOptimisticLines(lines);
  const [confirmClear, setConfirmClear] = useState(false);

  const footerLinks = (
    <div className="flex flex-wrap gap-4">
      <Link href="/studentmarketplace" className={linkButton}>
        Continue Shopping
      </Link>
      <Link href="/cart" className={linkButton}>
        View Cart
      </Link>
    </div>
  );

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
        <button type="button" className={buttonClasses({ variant: "danger-link", size: "sm" })} onClick={() => setConfirmClear(true)}>
          Clear Wishlist
        </button>
      </div>
      <ul aria-label="Wishlist items" className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {shown.map((line) => {
          const { product } = line;
          const available = product.status === "active";
          return (
            <LineItem key={line.id} line={line} details={<p className="text-sm text-slate-600 dark:text-slate-400">{formatKes(product.price)}</p>}>
              <QuantityStepper
                label={`Quantity of ${product.name}`}
                hideLabel
                value={line.quantity}
                onChange={(quantity) =>
                  change(
                    { type: "quantity", productId: product.id, quantity },
                    { changes: [], action: updateWishlistQuantityAction, input: { productId: product.id, quantity }, failed: WISHLIST_MESSAGES.updateFailed },
                  )
                }
              />
              <button
                type="button"
                className={primary}
                disabled={!available}
                onClick={() =>
                  change(
                    { type: "remove", productId: product.id },
                    {
                      changes: [{ type: "wishlist-remove", productId: product.id }, { type: "cart", delta: line.quantity }],
                      action: moveToCartAction,
                      input: { productId: product.id, quantity: line.quantity },
                      failed: WISHLIST_MESSAGES.moveToCartFailed,
                    },
                  )
                }
              >
                {available ? "Move to Cart" : "Not Available"}
              </button>
              <RemoveLineButton
                productName={product.name}
                onRemove={() =>
                  change(
                    { type: "remove", productId: product.id },
                    {
                      changes: [{ type: "wishlist-remove", productId: product.id }],
                      action: removeFromWishlistAction,
                      input: { productId: product.id },
                      failed: WISHLIST_MESSAGES.removeItemFailed,
                    },
                  )
                }
              />
            </LineItem>
          );
        })}
      </ul>
      <div className="mt-4">{footerLinks}</div>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear Wishlist"
        question={WISHLIST_MESSAGES.clearQuestion}
        confirmLabel="Clear Wishlist"
        danger
        onConfirm={() => change({ type: "clear" }, { changes: [{ type: "wishlist-clear" }], action: clearWishlistAction, input: undefined, failed: WISHLIST_MESSAGES.clearFailed })}
      />
    </section>
  );
}
