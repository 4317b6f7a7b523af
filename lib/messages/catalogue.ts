// The spec's inline catalogue states (section 8, "Inline and silent").

export const CATALOGUE_MESSAGES = {
  loadFailed: "Failed to load products",
  empty: "No products found",
  noFeaturedShops: "No featured shops found",
  shopsLoadFailed: (message: string) => `Error loading shops: ${message}`,
} as const;
