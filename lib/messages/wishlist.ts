// The spec's wishlist texts (the spec's error catalogue, "Wishlist").

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
