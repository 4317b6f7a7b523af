"use client";

import Link from "next/link";
import { useState } from "react";
import { clearCartAction, removeFromCartAction, updateCartQuantityAction } from "@/lib/actions/cart";
import { moveToWishlistAction } from "@/lib/actions/wishlist";
import { cartItemCount, cartSubtotal } from "@/lib/cart/totals";
import { formatKes } from "@/lib/format";
import { QuantityStepper } from "@/components/product/quantity-stepper";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button, buttonClasses } from "@/components/ui/button";
import { useStartCheckout } from "@/components/checkout/use-start-checkout";
import { LineItem, RemoveLineButton, type CartViewLine } from "./line-item";
import { useOptimisticLines } from "./use-optimistic-lines";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

const linkButton = buttonClasses({ variant: "link", size: "sm" });

/** The cart's lines and Order Summary; every change shows at once and rolls back if the server refuses it. */
export function CartView({ lines }: { lines: CartViewLine[] }) {
  const { shown, change } = useOptimisticLines(lines);
  const [confirmClear, setConfirmClear] = useState(false);
  const checkout = useStartCheckout();

  const count = cartItemCount(shown);
  const subtotal = cartSubtotal(shown);

  if (shown.length === 0) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 py-20 text-center">
        <h1 className="text-2xl font-bold">Your Cart is Empty</h1>
        <p className="text-slate-600 dark:text-slate-400">Find textbooks, gadgets and more from students on your campus.</p>
        <Link
          href="/studentmarketplace"
          className={buttonClasses()}
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
            const lineTotal = formatKes(product.price * line.quantity);
            return (
              <LineItem
                key={line.id}
                line={line}
                details={
                  <>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{formatKes(product.price)} each</p>
                    {product.status !== "active" ? <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{CART_MESSAGES.unavailable}</p> : null}
                  </>
                }
                aside={
                  // A paragraph cannot be named (aria-label on it is ignored): the words are in the text.
                  <p className="font-semibold whitespace-nowrap">
                    <span className="sr-only">Line total </span>
                    {lineTotal}
                  </p>
                }
              >
                <QuantityStepper
                  label={`Quantity of ${product.name}`}
                  hideLabel
                  min={0}
                  value={line.quantity}
                  onChange={(quantity) =>
                    change(
                      { type: "quantity", productId: product.id, quantity },
                      {
                        changes: [{ type: "cart", delta: quantity - line.quantity }],
                        action: updateCartQuantityAction,
                        input: { productId: product.id, quantity },
                        failed: quantity === 0 ? CART_MESSAGES.removeFailed : CART_MESSAGES.updateFailed,
                      },
                    )
                  }
                />
                <button
                  type="button"
                  className={linkButton}
                  onClick={() =>
                    change(
                      { type: "remove", productId: product.id },
                      {
                        changes: [{ type: "cart", delta: -line.quantity }, { type: "wishlist-add", productId: product.id }],
                        action: moveToWishlistAction,
                        input: { productId: product.id },
                        failed: WISHLIST_MESSAGES.moveToWishlistFailed,
                      },
                    )
                  }
                >
                  Move to Wishlist
                </button>
                <RemoveLineButton
                  productName={product.name}
                  onRemove={() =>
                    change(
                      { type: "remove", productId: product.id },
                      { changes: [{ type: "cart", delta: -line.quantity }], action: removeFromCartAction, input: { productId: product.id }, failed: CART_MESSAGES.removeFailed },
                    )
                  }
                />
              </LineItem>
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
        <Button size="lg" className="mt-5 w-full" pending={checkout.pending} onClick={() => void checkout.checkoutCart()}>
          Proceed to Checkout
        </Button>
        <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">Pay with M-Pesa on the next page.</p>
      </aside>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear Cart"
        question={CART_MESSAGES.clearQuestion}
        confirmLabel="Clear Cart"
        danger
        onConfirm={() => change({ type: "clear" }, { changes: [{ type: "cart-set", count: 0 }], action: clearCartAction, input: undefined, failed: CART_MESSAGES.clearFailed })}
      />
    </section>
  );
}
