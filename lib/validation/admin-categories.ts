import { z } from "zod";
import { isUuid } from "@/lib/ids";
import { ALL_PRODUCTS_SLUG } from "@/lib/catalogue/category-display";
import { ADMIN_CATEGORY_MESSAGES as M } from "@/lib/messages/admin-categories";
import { categorySuggestionSchema } from "./shop";

// Staff's category changes. A category's page address is its name (matched
// without case) or its id, and "all" is All Products, so a name may be neither.

/** The suggestion form's name rule (required, at most 50 characters), plus what an address needs. */
export const categoryNameSchema = categorySuggestionSchema.shape.name
  .refine((name) => !isUuid(name), M.nameLooksLikeId)
  .refine((name) => name.toLowerCase() !== ALL_PRODUCTS_SLUG, M.nameReserved);

const categoryId = (message: string) => z.uuid(message);

export const renameCategorySchema = z.object({ categoryId: categoryId(M.notFound), name: categoryNameSchema });

export const hideCategorySchema = z.object({ categoryId: categoryId(M.notFound) });

export const showCategorySchema = z.object({ categoryId: categoryId(M.notFound) });

export const mergeCategoriesSchema = z
  .object({ sourceId: categoryId(M.notFound), targetId: categoryId(M.mergeTargetRequired) })
  .refine(({ sourceId, targetId }) => sourceId !== targetId, { message: M.mergeIntoItself, path: ["targetId"] });
