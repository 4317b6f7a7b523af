/** Shown where a product has no image or its image fails to load (the spec's error catalogue, "Inline and silent"). */
export const PLACEHOLDER_PRODUCT_IMAGE = "/images/placeholder-product.svg";
