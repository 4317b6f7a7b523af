"use server";

import { loadMoreProducts } from "@/lib/catalogue/browse";
import type { ProductPage } from "@/lib/db/products";
import { moreProductsSchema } from "@/lib/validation/catalogue";

/** The next page of a browse list. Public data: no session needed, but the input is checked. */
export async function loadMoreProductsAction(input: unknown): Promise<ProductPage> {
  const parsed = moreProductsSchema.safeParse(input);
  if (!parsed.success) return { products: [], hasMore: false };
  return loadMoreProducts(parsed.data);
}
