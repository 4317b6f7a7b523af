import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { revalidatePath } from "next/cache";
import { expirePublicReads, PUBLIC_TAGS } from "@/lib/cache/public-tags";
import { failed, type ActionResult } from "@/lib/actions/result";
import type { CurrentUser } from "@/lib/auth/session";
import { createOwnProduct, deleteOwnProduct, isApprovedCategory, setOwnProductStatus, updateOwnProduct } from "@/lib/db/seller-products";
import type { OwnProduct } from "@/lib/db/types";
import { imageFilesOf, removeImage, storeImage } from "@/lib/storage/images";
import { firstFieldErrors } from "@/lib/validation/auth";
import { textFields } from "@/lib/validation/form-data";
import { productFormSchema, type ProductField, type SellerProductStatus } from "@/lib/validation/product";
import { LISTING_REPORT_MESSAGES } from "@/lib/messages/listing-reports";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";

const PRODUCT_FIELDS = ["name", "price", "description", "categoryId", "condition", "quantityAvailable"] as const;

/** Pages that show a seller's products, refreshed after any change to them. */
export function revalidateProductPages(sellerId: string, productId?: string) {
  expirePublicReads(PUBLIC_TAGS.catalogue, PUBLIC_TAGS.seller(sellerId), ...(productId ? [PUBLIC_TAGS.product(productId)] : []));
  revalidatePath("/myshop");
  revalidatePath("/studentmarketplace");
  revalidatePath("/home");
  revalidatePath(`/seller/${sellerId}`);
  if (productId) revalidatePath(`/product/${productId}`);
}

/**
 * Adds a product (productId undefined) or updates the seller's own one (the caller's route
 * lets sellers only through), from
 * the form's fields and optional image. The image is stored first; if the
 * database write then fails its files are removed, so nothing is left behind.
 */
export async function saveProductFromForm(user: CurrentUser, form: FormData, productId?: string): Promise<ActionResult<OwnProduct, ProductField>> {
  const failedMessage = productId ? PRODUCT_MESSAGES.updateFailed : PRODUCT_MESSAGES.addFailed;

  const parsed = productFormSchema.safeParse(textFields(form, PRODUCT_FIELDS));
  if (!parsed.success) return failed("invalid_input", failedMessage, firstFieldErrors(parsed.error));
  if (!(await isApprovedCategory(parsed.data.categoryId))) {
    return failed("invalid_input", failedMessage, { categoryId: PRODUCT_MESSAGES.categoryRequired });
  }

  const file = form.get("image");
  let image: Awaited<ReturnType<typeof storeImage>> | null = null;
  if (file instanceof File && file.size > 0) {
    image = await storeImage(new Uint8Array(await file.arrayBuffer()), "product", user.id);
    if (!image.ok) return failed("invalid_input", image.message, { image: image.message });
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
      return failed("not_found", PRODUCT_MESSAGES.notYours);
    }
    const replaced = imageFilesOf(updated.replacedImageUrl);
    if (replaced) await removeImage(replaced);
    revalidateProductPages(user.id, productId);
    return { ok: true, data: updated.product, message: PRODUCT_MESSAGES.updated };
  } catch (error) {
    logger.error({ err: error }, "product not saved");
    if (image?.ok) await removeImage(image.image);
    return failed("server_error", failedMessage);
  }
}

export async function changeOwnProductStatus(user: CurrentUser, productId: string, status: SellerProductStatus): Promise<ActionResult> {
  const changed = await setOwnProductStatus(user.id, productId, status).catch((error: unknown) => {
    logger.error({ err: error }, "status not changed");
    return null;
  });
  if (changed === null) return failed("server_error", PRODUCT_MESSAGES.statusFailed);
  if (changed === "not-found") return failed("not_found", PRODUCT_MESSAGES.statusFailed);
  // Staff's decision, or reports waiting for one (docs/decisions/listing-reports.md).
  if (changed === "hidden") return failed("conflict", LISTING_REPORT_MESSAGES.ownerCannotChange);
  revalidateProductPages(user.id, productId);
  return { ok: true, message: PRODUCT_MESSAGES.statusChanged(status.replace(/_/g, " ")) };
}

export async function deleteOwnProductAndImages(user: CurrentUser, productId: string): Promise<ActionResult> {
  const result = await deleteOwnProduct(user.id, productId).catch((error: unknown) => {
    logger.error({ err: error }, "product not deleted");
    return null;
  });
  if (!result) return failed("server_error", PRODUCT_MESSAGES.deleteFailed);
  if (!result.deleted) return failed("not_found", PRODUCT_MESSAGES.deleteFailed);
  const files = imageFilesOf(result.imageUrlToRemove);
  if (files) await removeImage(files);
  revalidateProductPages(user.id, productId);
  return { ok: true, message: PRODUCT_MESSAGES.deleted };
}
