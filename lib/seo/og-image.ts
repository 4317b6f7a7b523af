// The address of a product's Open Graph image (app/media/og/product/[id]/[version]/route.tsx).
// It carries the product's version, so a changed product gets a new address and each address can be
// kept for a year (docs/decisions/rich-results.md).

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The product's version: its last change, in milliseconds, base 36 (short and URL-safe). */
export function productImageVersion(updatedAt: Date | string): string {
  return new Date(updatedAt).getTime().toString(36);
}

export function productOgImagePath(product: { id: string; updatedAt: Date | string }): string {
  return `/media/og/product/${product.id}/${productImageVersion(product.updatedAt)}`;
}

/** A version as productImageVersion writes it; anything else is not one of our addresses. */
export function isImageVersion(value: string): boolean {
  return /^[0-9a-z]{1,12}$/.test(value);
}
