"use client";

import Link from "next/link";
import { useState } from "react";
import { clearWishlistAction, moveToCartAction, removeFromWishlistAction, updateWishlistQuantityAction } from "@/lib/actions/cart";
import { formatKes } from "@/lib/format";
import { QuantityStepper } from "@/components/product/quantity-stepper";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LineImage, type CartViewLine } from "./line-image";
import { useOptimisticLines } from "./use-optimistic-lines";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

const linkButton = "text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300";
const primary = "inline-flex h-10 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-400";

/** The wishlist: quantities, Move to Cart, remove, and Clear Wishlist after a confirmation. */
export function WishlistView({ lines }: { lines: CartViewLine[] }) {
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
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-20 text-center">
        <h1 className="text-2xl font-bold">Your Wishlist is Empty</h1>
        <p className="text-slate-600 dark:text-slate-400">Tap the heart on anything you like and it waits for you here.</p>
        {footerLinks}
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-8 md:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Wishlist</h1>
        <button type="button" className="text-sm font-semibold text-red-700 hover:underline dark:text-red-400" onClick={() => setConfirmClear(true)}>
          Clear Wishlist
        </button>
      </div>
      <ul aria-label="Wishlist items" className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {shown.map((line) => {
          const { product } = line;
          const available = product.status === "active";
          return (
            <li key={line.id} className="flex gap-3 p-4 md:gap-4">
              <LineImage imageUrl={product.imageUrl} />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div>
                  <Link href={`/product/${product.id}`} className="line-clamp-2 font-semibold hover:underline">
                    {product.name}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{formatKes(product.price)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <QuantityStepper
                    label={`Quantity of ${product.name}`}
                    hideLabel
                    value={line.quantity}
                    onChange={(quantity) =>
                      change({ type: "quantity", productId: product.id, quantity }, [], () => updateWishlistQuantityAction({ productId: product.id, quantity }), WISHLIST_MESSAGES.updateFailed)
                    }
                  />
                  <button
                    type="button"
                    className={primary}
                    disabled={!available}
                    onClick={() =>
                      change(
                        { type: "remove", productId: product.id },
                        [{ type: "wishlist-remove", productId: product.id }, { type: "cart", delta: line.quantity }],
                        () => moveToCartAction({ productId: product.id, quantity: line.quantity }),
                        WISHLIST_MESSAGES.moveToCartFailed,
                      )
                    }
                  >
                    {available ? "Move to Cart" : "Not Available"}
                  </button>
                  <button
                    type="button"
                    className="text-sm font-semibold text-red-700 hover:underline dark:text-red-400"
                    aria-label={`Remove ${product.name}`}
                    onClick={() =>
                      change(
                        { type: "remove", productId: product.id },
                        [{ type: "wishlist-remove", productId: product.id }],
                        () => removeFromWishlistAction({ productId: product.id }),
                        WISHLIST_MESSAGES.removeItemFailed,
                      )
                    }
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
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
        onConfirm={() => change({ type: "clear" }, [{ type: "wishlist-clear" }], () => clearWishlistAction(), WISHLIST_MESSAGES.clearFailed)}
      />
    </section>
  );
}
