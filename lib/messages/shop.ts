// The spec's shop texts (the spec's error catalogue, "Product and shop"), the shop form's field
// messages (the spec's validation rules) and our texts for follows and becoming a seller.

export const SHOP_MESSAGES = {
  nameRequired: "Shop name is required",
  nameTooLong: "Shop name must be at most 80 characters",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  updated: "Shop settings updated successfully",
  updateFailed: "Failed to update shop settings",
  loadFailed: "Failed to load shop data",
  statsLoadFailed: "Failed to load shop statistics",
} as const;

export const CATEGORY_MESSAGES = {
  added: "New category added",
  failed: "Failed to add category",
  signIn: "Please sign in to add categories",
} as const;

export const FOLLOW_MESSAGES = {
  signedOut: "Please log in to follow shops",
  following: "Following",
  unfollowed: "Unfollowed",
} as const;

export const SELLER_MESSAGES = {
  registered: "You can now sell on Campus Market",
  termsRequired: "Please accept the seller terms to open your shop",
  notASeller: "Only sellers can do this. Register as a seller on My shop first.",
} as const;
