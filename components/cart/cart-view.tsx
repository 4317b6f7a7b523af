"use client";

import Link from "next/link";
import { useState } from "react";
import { clearCartAction, moveToWishlistAction, removeFromCartAction, updateCartQuantityAction } from "@/lib/actions/cart";
import { formatKes } from "@/lib/format";
import { QuantityStepper } from "@/components/product/quantity-stepper";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LineImage, type CartViewLine } from "./line-image";
import { useOptimisticLines } from "./use-optimistic-lines";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

const linkButton = "text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300";

/** The cart's lines and Order Summary; every change shows at once and rolls back if the server refuses it. */
export function CartView({ lines }: { lines: CartViewLine[] }) {
  const { shown, change } = useOptimisticLines(lines);
  const [confirmClear, setConfirmClear] = useState(false);

  const count = shown.reduce((sum, l) => sum + l.quantity, 0);
  const subtotal = shown.reduce((sum, l) => sum + l.product.price * l.quantity, 0);

  if (shown.length === 0) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-20 text-center">
        <h1 className="text-2xl font-bold">Your Cart is Empty</h1>
        <p className="text-slate-600 dark:text-slate-400">Find textbooks, gadgets and more from students on your campus.</p>
        <Link
          href="/studentmarketplace"
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950"
        >
          Continue Shopping
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[1fr_20rem] md:px-6">
      <div>
        <div className="flex items-end justify-between gap-3">
          <h1 className="text-2xl font-bold">Cart</h1>
          <button type="button" className={linkButton} onClick={() => setConfirmClear(true)}>
            Clear Cart
          </button>
        </div>
        <ul aria-label="Cart items" className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {shown.map((line) => {
            const { product } = line;
            const available = product.status === "active";
            return (
              <li key={line.id} className="flex gap-3 p-4 md:gap-4">
                <LineImage imageUrl={product.imageUrl} />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
                    <div className="min-w-0">
                      <Link href={`/product/${product.id}`} className="line-clamp-2 font-semibold hover:underline">
                        {product.name}
                      </Link>
                      <p className="text-sm text-slate-600 dark:text-slate-400">{formatKes(product.price)} each</p>
                      {!available ? <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{CART_MESSAGES.unavailable}</p> : null}
                    </div>
                    <p className="font-semibold whitespace-nowrap" aria-label={`Line total ${formatKes(product.price * line.quantity)}`}>
                      {formatKes(product.price * line.quantity)}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                    <QuantityStepper
                      label={`Quantity of ${product.name}`}
                      hideLabel
                      min={0}
                      value={line.quantity}
                      onChange={(quantity) =>
                        change(
                          { type: "quantity", productId: product.id, quantity },
                          [{ type: "cart", delta: quantity - line.quantity }],
                          () => updateCartQuantityAction({ productId: product.id, quantity }),
                          quantity === 0 ? CART_MESSAGES.removeFailed : CART_MESSAGES.updateFailed,
                        )
                      }
                    />
                    <button
                      type="button"
                      className={linkButton}
                      onClick={() =>
                        change(
                          { type: "remove", productId: product.id },
                          [{ type: "cart", delta: -line.quantity }, { type: "wishlist-add", productId: product.id }],
                          () => moveToWishlistAction({ productId: product.id }),
                          WISHLIST_MESSAGES.moveToWishlistFailed,
                        )
                      }
                    >
                      Move to Wishlist
                    </button>
                    <button
                      type="button"
                      className="text-sm font-semibold text-red-700 hover:underline dark:text-red-400"
                      aria-label={`Remove ${product.name}`}
                      onClick={() =>
                        change(
                          { type: "remove", productId: product.id },
                          [{ type: "cart", delta: -line.quantity }],
                          () => removeFromCartAction({ productId: product.id }),
                          CART_MESSAGES.removeFailed,
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
        <Link href="/studentmarketplace" className={`mt-4 inline-block ${linkButton}`}>
          Continue Shopping
        </Link>
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
      </aside>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear Cart"
        question="Remove everything from your cart?"
        confirmLabel="Clear Cart"
        onConfirm={() => change({ type: "clear" }, [{ type: "cart-set", count: 0 }], () => clearCartAction(), CART_MESSAGES.clearFailed)}
      />
    </section>
  );
}
