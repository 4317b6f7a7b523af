// The spec's cart and wishlist texts (section 8), in one place.

/** Buy Now and checkout for someone not signed in (spec section 5, "Checkout start"). */
export const LOGIN_TO_CONTINUE_MESSAGE = "Please log in to continue";

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
} as const;

export const WISHLIST_MESSAGES = {
  added: (name: string) => `${name} added to wishlist`,
  removed: (name: string) => `${name} removed from wishlist`,
  movedToCart: (name: string) => `${name} moved to cart`,
  movedToWishlist: (name: string) => `${name} moved to wishlist`,
  alreadyThere: (name: string) => `${name} is already in your wishlist`,
  updateFailed: "Failed to update wishlist",
  addFailed: "Failed to add to wishlist",
  removeFailed: "Failed to remove from wishlist",
  removeItemFailed: "Failed to remove item",
  cleared: "Wishlist cleared successfully",
  itemRemoved: "Item removed from wishlist",
  clearFailed: "Failed to clear wishlist",
  loadFailed: "Failed to load wishlist",
  moveToWishlistFailed: "Failed to move item to wishlist",
  moveToCartFailed: "Failed to move item to cart",
  halfMoved: "Added to cart but failed to remove from wishlist",
  loginToAdd: "Please login to add items to wishlist",
  clearQuestion: "Remove everything from your wishlist?",
} as const;
