// The spec's inline catalogue states (the spec's error catalogue, "Inline and silent").

export const CATALOGUE_MESSAGES = {
  loadFailed: "Failed to load products",
  empty: "No products found",
  noFeaturedShops: "No featured shops found",
  shopsLoadFailed: (message: string) => `Error loading shops: ${message}`,
} as const;

// Browsing controls: the filter sidebar, the price range, the phone's category chips.
export const BROWSE_TEXT = {
  /** Short enough to show whole in the desktop sidebar's 220px box, whatever the system font. */
  searchPlaceholder: "Search products",
  updatingResults: "Updating results...",
  price: "Price",
  minPrice: "Minimum price",
  maxPrice: "Maximum price",
  minPriceInput: "Min (KES)",
  maxPriceInput: "Max (KES)",
  removePriceFilter: (range: string) => `Remove price filter ${range}`,
  /** The phone's chip strip; the desktop sidebar's list is "Categories" (landmark names are unique). */
  popularCategories: "Popular categories",
  moreCategories: "More",
  allCategories: "All categories",
  closeAllCategories: "Close all categories",
} as const;

// An address naming no category: a real 404 with a way to the categories there are.
export const CATEGORY_NOT_FOUND = {
  title: "Category Not Found",
  text: "We have no category by that name. Pick one of these, or browse everything.",
  listLabel: "Categories",
  allProducts: "Browse All Products",
} as const;
