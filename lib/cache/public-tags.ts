import "server-only";
import { revalidateTag } from "next/cache";
import { CATALOGUE_TAG } from "./public-change-bus.mjs";

// The tags of the public pages' cached reads (lib/catalogue/public-reads.ts). The database
// announces every change to all instances (migration public_cache_notifications, handled in
// lib/cache/public-cache.mjs); a write made by this instance also expires its own entries at
// once, so the page that answers the seller's action already shows the change.
export const PUBLIC_TAGS = {
  /** Every list, count, facet and Featured Shops. */
  catalogue: CATALOGUE_TAG,
  /** Every public read: what a category's rename or removal changes (its name is on every card and product page). */
  everything: "*",
  product: (productId: string) => `product:${productId}`,
  seller: (sellerId: string) => `seller:${sellerId}`,
} as const;

/** Expires this instance's cached public reads under these tags (a server action or route handler). */
export function expirePublicReads(...tags: string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
