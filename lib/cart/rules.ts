import { CART_MESSAGES } from "@/lib/messages/cart";

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
