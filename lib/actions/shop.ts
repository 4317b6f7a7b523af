"use server";

import { revalidatePath } from "next/cache";
import { registerAsSeller } from "@/lib/db/profiles";
import { createSuggestedCategory } from "@/lib/db/categories";
import { setShopFollow, shopExists } from "@/lib/db/shops";
import { changeOwnProductStatus, deleteOwnProductAndImages } from "@/lib/shop/product-writes";
import { AN_ERROR_OCCURRED, LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";
import { CATEGORY_MESSAGES, FOLLOW_MESSAGES, SELLER_MESSAGES } from "@/lib/messages/shop";
import { productStatusSchema } from "@/lib/validation/product";
import { categorySuggestionSchema, followShopSchema } from "@/lib/validation/shop";
import { productRefSchema } from "@/lib/validation/ids";
import { z } from "zod";
import { fromResult, rateLimit, refuse, requireRole, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// A seller's writes from My shop and the product forms, and a buyer's follows.
// Forms with a photo go to route handlers instead (app/api/seller/*): a phone
// photo is larger than a server action's 1 MB body.

const sellerActionClient = userActionClient.use(requireRole("seller"));

export const changeProductStatusAction = sellerActionClient
  .metadata({ name: "changeProductStatus", failed: PRODUCT_MESSAGES.statusFailed })
  .inputSchema(productStatusSchema)
  .action(async ({ parsedInput: { productId, status }, ctx: { user } }) => fromResult(await changeOwnProductStatus(user, productId, status)));

export const deleteProductAction = sellerActionClient
  .metadata({ name: "deleteProduct", failed: PRODUCT_MESSAGES.deleteFailed })
  .inputSchema(productRefSchema)
  .action(async ({ parsedInput: { productId }, ctx: { user } }) => fromResult(await deleteOwnProductAndImages(user, productId)));

/**
 * Suggest New Category: created approved and returned, so the form can select it (see docs/decisions/category-suggestions.md).
 * Sellers only (they are the ones with a product form), a limited number an hour each,
 * and an existing category is returned as it is, never re-approved.
 */
export const suggestCategoryAction = sellerActionClient
  .metadata({ name: "suggestCategory", failed: CATEGORY_MESSAGES.failed, signedOut: CATEGORY_MESSAGES.signIn })
  .inputSchema(categorySuggestionSchema)
  .useValidated(rateLimit(({ ctx }) => [["categorySuggestUser", ctx.user.id]]))
  .action(async ({ parsedInput: { name, description }, ctx: { user } }) => {
    const category = await createSuggestedCategory(name, description, user.id);
    if (!category) refuse(CATEGORY_MESSAGES.failed);
    revalidatePath("/", "layout");
    return succeeded(CATEGORY_MESSAGES.added, category);
  });

/** Follow / Following on a seller page; only for a signed-in user, and not one's own shop. */
export const setShopFollowAction = userActionClient
  .metadata({ name: "setShopFollow", failed: AN_ERROR_OCCURRED, signedOut: FOLLOW_MESSAGES.signedOut })
  .inputSchema(followShopSchema)
  .action(async ({ parsedInput: { shopId, following }, ctx: { user } }) => {
    if (shopId === user.id || !(await shopExists(shopId))) refuse(AN_ERROR_OCCURRED);
    await setShopFollow(user.id, shopId, following);
    revalidatePath(`/seller/${shopId}`);
    return succeeded(following ? FOLLOW_MESSAGES.following : FOLLOW_MESSAGES.unfollowed, { following });
  });

/** My shop's offer to a buyer: become a seller. */
export const registerAsSellerAction = userActionClient
  .metadata({ name: "registerAsSeller", failed: AN_ERROR_OCCURRED, signedOut: LOGIN_TO_CONTINUE })
  .inputSchema(z.undefined())
  .action(async ({ ctx: { user } }) => {
    await registerAsSeller(user.id);
    // The navigation and My shop change for a seller.
    revalidatePath("/", "layout");
    return succeeded(SELLER_MESSAGES.registered);
  });
