"use server";

import { revalidatePath } from "next/cache";
import { hideCategory, mergeCategories, renameCategory, showCategory, type CategoryChange, type CategoryChangeRefusal } from "@/lib/db/categories";
import { expirePublicReads, PUBLIC_TAGS } from "@/lib/cache/public-tags";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { ADMIN_CATEGORY_MESSAGES as M } from "@/lib/messages/admin-categories";
import { hideCategorySchema, mergeCategoriesSchema, renameCategorySchema, showCategorySchema } from "@/lib/validation/admin-categories";
import { refuse, requireRole, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// Staff keep the categories sellers create at once (see docs/decisions/category-suggestions.md): rename, hide (products
// to Other), show again, merge. Staff only, whatever the page showed; each change is one
// transaction in lib/db/categories.ts. The database announces it to every instance's public
// cache on commit (migration category_hygiene); this instance also expires its own at once.

const staffActionClient = userActionClient.use(requireRole("staff"));

const REFUSALS: Record<Exclude<CategoryChangeRefusal, "name-taken">, string> = {
  "not-found": M.notFound,
  "other-kept": M.otherKept,
  "same-category": M.mergeIntoItself,
  "target-hidden": M.mergeIntoHidden,
};

/** The change, or the refusal's message (a taken name is the name field's). */
function changed(result: CategoryChange, failed: string): Extract<CategoryChange, { ok: true }> {
  if (result.ok) {
    expirePublicReads(PUBLIC_TAGS.everything);
    revalidatePath("/admin/categories");
    return result;
  }
  if (result.reason === "name-taken") refuse(failed, { name: M.nameTaken });
  return refuse(REFUSALS[result.reason] ?? failed);
}

export const renameCategoryAction = staffActionClient
  .metadata({ name: "renameCategory", failed: M.renameFailed, signedOut: LOGIN_TO_CONTINUE })
  .inputSchema(renameCategorySchema)
  .action(async ({ parsedInput: { categoryId, name } }) => {
    const result = changed(await renameCategory(categoryId, name), M.renameFailed);
    return succeeded(M.renamed(result.name));
  });

export const hideCategoryAction = staffActionClient
  .metadata({ name: "hideCategory", failed: M.hideFailed, signedOut: LOGIN_TO_CONTINUE })
  .inputSchema(hideCategorySchema)
  .action(async ({ parsedInput: { categoryId } }) => {
    const result = changed(await hideCategory(categoryId), M.hideFailed);
    return succeeded(M.hidden(result.name, result.moved));
  });

export const showCategoryAction = staffActionClient
  .metadata({ name: "showCategory", failed: M.showFailed, signedOut: LOGIN_TO_CONTINUE })
  .inputSchema(showCategorySchema)
  .action(async ({ parsedInput: { categoryId } }) => {
    const result = changed(await showCategory(categoryId), M.showFailed);
    return succeeded(M.shown(result.name));
  });

export const mergeCategoriesAction = staffActionClient
  .metadata({ name: "mergeCategories", failed: M.mergeFailed, signedOut: LOGIN_TO_CONTINUE })
  .inputSchema(mergeCategoriesSchema)
  .action(async ({ parsedInput: { sourceId, targetId } }) => {
    const result = changed(await mergeCategories(sourceId, targetId), M.mergeFailed);
    return succeeded(M.merged(result.name, result.targetName ?? "", result.moved));
  });
