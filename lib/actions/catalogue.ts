"use server";

import { loadMoreProducts } from "@/lib/catalogue/browse";
import { listOwnProducts } from "@/lib/db/seller-products";
import { moreProductsSchema } from "@/lib/validation/catalogue";
import { sessionActionClient } from "./safe-action";
import { CATALOGUE_MESSAGES } from "@/lib/messages/catalogue";
import { succeeded } from "./result";

/** The next page of a browse list. Public lists need no session; My shop's list is only ever the caller's own. */
export const loadMoreProductsAction = sessionActionClient
  .metadata({ name: "loadMoreProducts", failed: CATALOGUE_MESSAGES.loadFailed })
  .inputSchema(moreProductsSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    if (parsedInput.kind === "own") return succeeded(undefined, user ? await listOwnProducts(user.id, { page: parsedInput.page }) : { products: [], hasMore: false });
    return succeeded(undefined, await loadMoreProducts(parsedInput));
  });
