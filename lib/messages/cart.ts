// The spec's cart texts (the spec's error catalogue, "Cart").
import { QUANTITY_MAX } from "@/lib/constants";

/** The quantity stepper's ceiling (ours). */
export const QUANTITY_MAX_MESSAGE = `Maximum quantity is ${QUANTITY_MAX}`;

export const CART_MESSAGES = {
  added: (name: string) => `${name} added to cart`,
  quantityUpdated: (name: string, quantity: number) => `${name} (quantity updated to ${quantity})`,
  removed: (name: string) => `${name} removed from cart`,
  updated: "Cart updated successfully",
  cleared: "Cart cleared successfully",
  updateFailed: "Failed to update cart",
  itemRemoved: "Item removed from cart",
  removeFailed: "Failed to remove item from cart",
  clearFailed: "Failed to clear cart",
  addFailed: "Failed to add to cart",
  empty: "Your cart is empty",
  loginToAdd: "Please login to add items to cart",
  unavailable: "This item is no longer available",
  own: "You cannot buy your own listing",
  clearQuestion: "Remove everything from your cart?",
  // Ours: the Undo offered after "−" takes a line out (see docs/decisions/cart-undo.md).
  undo: "Undo",
  undoLabel: (name: string) => `Undo: put ${name} back in your cart`,
  restored: (name: string) => `${name} is back in your cart`,
  restoreFailed: "Could not put the item back in your cart",
} as const;
