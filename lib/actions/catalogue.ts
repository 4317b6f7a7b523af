"use server";

import { getCurrentUser } from "@/lib/auth/session";
import { loadMoreProducts } from "@/lib/catalogue/browse";
import { listOwnProducts } from "@/lib/db/seller-products";
import type { ProductPage } from "@/lib/db/products";
import { moreProductsSchema } from "@/lib/validation/catalogue";

/** The next page of a browse list. Public lists need no session; My shop's list is the caller's own. */
export async function loadMoreProductsAction(input: unknown): Promise<ProductPage> {
  const parsed = moreProductsSchema.safeParse(input);
  if (!parsed.success) return { products: [], hasMore: false };
  if (parsed.data.kind === "own") {
    // Only ever the caller's own listings.
    const user = await getCurrentUser();
    return user ? listOwnProducts(user.id, { page: parsed.data.page }) : { products: [], hasMore: false };
  }
  return loadMoreProducts(parsed.data);
}
