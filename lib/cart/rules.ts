import { CART_MESSAGES } from "@/lib/messages/cart";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import type { OrderRefusal } from "@/lib/db/orders";

// What the cart and the wishlist share: why a product cannot be added, and how
// a write that succeeded but has something to say is shown.

export type AddRefusal = "missing" | "unavailable" | "own";

/** The spec's reason a product cannot be added, or the write's own failure. */
export function refusalMessage(refusal: AddRefusal, failed: string): string {
  if (refusal === "own") return CART_MESSAGES.own;
  if (refusal === "unavailable") return CART_MESSAGES.unavailable;
  return failed;
}

/**
 * A successful write whose toast is not the usual green: 'already in your
 * wishlist' is info (blue); 'Added to cart but failed to remove from wishlist'
 * is an error (red) although the cart add stands.
 */
export type ShopperNotice = { tone: "info" | "error" };

/** Why an order cannot be paid for as it is (see docs/decisions/stock.md): a product gone, or fewer left than ordered. */
export function shortageMessage({ productName, left }: { productName: string; left: number }): string {
  return left > 0 ? CHECKOUT_MESSAGES.shortOf(productName, left) : CHECKOUT_MESSAGES.noLongerAvailable(productName);
}

/** Why the cart (or Buy Now) could not become an order: each refusal names the product in the way. */
export function orderRefusalMessage(refusal: OrderRefusal): string {
  switch (refusal.kind) {
    case "empty":
      return CART_MESSAGES.empty;
    case "missing":
      return CART_MESSAGES.unavailable;
    case "own":
      return CART_MESSAGES.own;
    case "unavailable":
      return CHECKOUT_MESSAGES.noLongerAvailable(refusal.productName);
    case "short":
      return shortageMessage(refusal);
    case "belowPayoutMinimum":
      return CHECKOUT_MESSAGES.belowPayoutMinimum(refusal.productName);
  }
}
