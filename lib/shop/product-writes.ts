import "server-only";
import { revalidatePath } from "next/cache";
import type { CurrentUser } from "@/lib/auth/session";
import { createOwnProduct, deleteOwnProduct, isApprovedCategory, setOwnProductStatus, updateOwnProduct, type OwnProduct } from "@/lib/db/seller-products";
import type { ProductStatus } from "@/lib/db/generated/enums";
import { imageFilesOf, removeImage, storeImage } from "@/lib/storage/images";
import { firstFieldErrors } from "@/lib/validation/auth";
import { textFields } from "@/lib/validation/form-data";
import { productFormSchema, type ProductField } from "@/lib/validation/product";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";

export type WriteResult<T, F extends string = string> =
  | { ok: true; data: T; message: string }
  | { ok: false; status: number; message: string; fieldErrors?: Partial<Record<F, string>> };

export const NOT_A_SELLER_MESSAGE = "Only sellers can do this. Register as a seller on My shop first.";

const PRODUCT_FIELDS = ["name", "price", "description", "categoryId", "condition"] as const;

/** Pages that show a seller's products, refreshed after any change to them. */
export function revalidateProductPages(sellerId: string, productId?: string) {
  revalidatePath("/myshop");
  revalidatePath("/studentmarketplace");
  revalidatePath("/home");
  revalidatePath(`/seller/${sellerId}`);
  if (productId) revalidatePath(`/product/${productId}`);
}

/**
 * Adds a product (productId undefined) or updates the seller's own one, from
 * the form's fields and optional image. The image is stored first; if the
 * database write then fails its files are removed, so nothing is left behind.
 */
export async function saveProductFromForm(user: CurrentUser, form: FormData, productId?: string): Promise<WriteResult<OwnProduct, ProductField>> {
  const failed = productId ? PRODUCT_MESSAGES.updateFailed : PRODUCT_MESSAGES.addFailed;
  if (!user.isSeller) return { ok: false, status: 403, message: NOT_A_SELLER_MESSAGE };

  const parsed = productFormSchema.safeParse(textFields(form, PRODUCT_FIELDS));
  if (!parsed.success) return { ok: false, status: 422, message: failed, fieldErrors: firstFieldErrors(parsed.error) };
  if (!(await isApprovedCategory(parsed.data.categoryId))) {
    return { ok: false, status: 422, message: failed, fieldErrors: { categoryId: PRODUCT_MESSAGES.categoryRequired } };
  }

  const file = form.get("image");
  let image: Awaited<ReturnType<typeof storeImage>> | null = null;
  if (file instanceof File && file.size > 0) {
    image = await storeImage(new Uint8Array(await file.arrayBuffer()), "product", user.id);
    if (!image.ok) return { ok: false, status: 422, message: image.message, fieldErrors: { image: image.message } };
  }
  const imageUrl = image?.ok ? image.image.url : undefined;

  try {
    if (!productId) {
      const product = await createOwnProduct(user.id, parsed.data, imageUrl ?? null);
      revalidateProductPages(user.id, product.id);
      return { ok: true, data: product, message: PRODUCT_MESSAGES.added };
    }
    const updated = await updateOwnProduct(user.id, productId, parsed.data, imageUrl);
    if (!updated) {
      if (image?.ok) await removeImage(image.image);
      return { ok: false, status: 404, message: PRODUCT_MESSAGES.notYours };
    }
    const replaced = imageFilesOf(updated.replacedImageUrl);
    if (replaced) await removeImage(replaced);
    revalidateProductPages(user.id, productId);
    return { ok: true, data: updated.product, message: PRODUCT_MESSAGES.updated };
  } catch (error) {
    console.error("product not saved", error);
    if (image?.ok) await removeImage(image.image);
    return { ok: false, status: 500, message: failed };
  }
}

export async function changeOwnProductStatus(user: CurrentUser, productId: string, status: ProductStatus): Promise<WriteResult<null>> {
  const changed = await setOwnProductStatus(user.id, productId, status).catch((error: unknown) => {
    console.error("status not changed", error);
    return null;
  });
  if (changed === null) return { ok: false, status: 500, message: PRODUCT_MESSAGES.statusFailed };
  if (!changed) return { ok: false, status: 404, message: PRODUCT_MESSAGES.statusFailed };
  revalidateProductPages(user.id, productId);
  return { ok: true, data: null, message: PRODUCT_MESSAGES.statusChanged(status.replace(/_/g, " ")) };
}

export async function deleteOwnProductAndImages(user: CurrentUser, productId: string): Promise<WriteResult<null>> {
  const result = await deleteOwnProduct(user.id, productId).catch((error: unknown) => {
    console.error("product not deleted", error);
    return null;
  });
  if (!result) return { ok: false, status: 500, message: PRODUCT_MESSAGES.deleteFailed };
  if (!result.deleted) return { ok: false, status: 404, message: PRODUCT_MESSAGES.deleteFailed };
  const files = imageFilesOf(result.imageUrlToRemove);
  if (files) await removeImage(files);
  revalidateProductPages(user.id, productId);
  return { ok: true, data: null, message: PRODUCT_MESSAGES.deleted };
}
