"use server";

import { revalidatePath } from "next/cache";
import { getCurrentUser } from "@/lib/auth/session";
import { registerAsSeller } from "@/lib/db/accounts";
import { createSuggestedCategory } from "@/lib/db/categories";
import { setShopFollow, shopExists } from "@/lib/db/shops";
import { changeOwnProductStatus, deleteOwnProductAndImages } from "@/lib/shop/product-writes";
import { productIdSchema, productStatusSchema } from "@/lib/validation/product";
import { categorySuggestionSchema } from "@/lib/validation/shop";
import { firstFieldErrors } from "@/lib/validation/auth";
import { z } from "zod";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";
import { CATEGORY_MESSAGES } from "@/lib/messages/shop";

export type ActionResult<T = null> = { ok: true; message: string; data: T } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export async function changeProductStatusAction(input: unknown): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, message: PRODUCT_MESSAGES.statusFailed };
  const parsed = productStatusSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: PRODUCT_MESSAGES.statusFailed };
  const result = await changeOwnProductStatus(user, parsed.data.productId, parsed.data.status);
  return result.ok ? { ok: true, message: result.message, data: null } : { ok: false, message: result.message };
}

export async function deleteProductAction(input: unknown): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, message: PRODUCT_MESSAGES.deleteFailed };
  const parsed = productIdSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: PRODUCT_MESSAGES.deleteFailed };
  const result = await deleteOwnProductAndImages(user, parsed.data.productId);
  return result.ok ? { ok: true, message: result.message, data: null } : { ok: false, message: result.message };
}

/** Suggest New Category: created approved and returned, so the form can select it (D13). */
export async function suggestCategoryAction(input: unknown): Promise<ActionResult<{ id: string; name: string }>> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, message: CATEGORY_MESSAGES.signIn };
  const parsed = categorySuggestionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: CATEGORY_MESSAGES.failed, fieldErrors: firstFieldErrors(parsed.error) };
  try {
    const category = await createSuggestedCategory(parsed.data.name, parsed.data.description, user.id);
    revalidatePath("/studentmarketplace");
    return { ok: true, message: CATEGORY_MESSAGES.added, data: category };
  } catch (error) {
    console.error("category not added", error);
    return { ok: false, message: CATEGORY_MESSAGES.failed };
  }
}

const followSchema = z.object({ shopId: z.uuid(), following: z.boolean() });

/** Follow / Following on a seller page; only for a signed-in user, and not one's own shop. */
export async function setShopFollowAction(input: unknown): Promise<ActionResult<{ following: boolean }>> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, message: "Please log in to follow shops" };
  const parsed = followSchema.safeParse(input);
  if (!parsed.success || parsed.data.shopId === user.id) return { ok: false, message: "An error occurred" };
  try {
    if (!(await shopExists(parsed.data.shopId))) return { ok: false, message: "An error occurred" };
    await setShopFollow(user.id, parsed.data.shopId, parsed.data.following);
    return { ok: true, message: parsed.data.following ? "Following" : "Unfollowed", data: { following: parsed.data.following } };
  } catch (error) {
    console.error("follow not saved", error);
    return { ok: false, message: "An error occurred" };
  }
}

/** My shop's offer to a buyer: become a seller. */
export async function registerAsSellerAction(): Promise<ActionResult> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, message: LOGIN_TO_CONTINUE };
  try {
    await registerAsSeller(user.id);
    revalidatePath("/myshop");
    return { ok: true, message: "You can now sell on Campus Market", data: null };
  } catch (error) {
    console.error("register as seller failed", error);
    return { ok: false, message: "An error occurred" };
  }
}
