import "server-only";
import { db } from "./client";
import type { ProductCondition, ProductStatus } from "./generated/enums";
import { CARD_SELECT, toCard, toPage } from "./products";
import { CATALOGUE_PAGE_SIZE, FALLBACK } from "@/lib/constants";
import type { OwnProduct, ProductPage } from "./types";

// A seller's writes to their own listings. Every write names the seller, so a
// request for someone else's product finds nothing and changes nothing (see docs/decisions/server-enforces-rules.md).

export type ProductWrite = {
  name: string;
  price: number;
  description: string;
  categoryId: string;
  condition: ProductCondition;
  /** Null: not tracked. 0 marks the product sold; more brings a sold one back on sale (see docs/decisions/stock.md). */
  quantityAvailable: number | null;
};

/** The status a stock count implies, if any: none left is sold, some left on a sold listing is back on sale. */
function statusForQuantity(quantity: number | null, current: ProductStatus): { status: ProductStatus; soldAt: Date | null } | null {
  if (quantity === 0 && current !== "sold") return { status: "sold", soldAt: new Date() };
  if (quantity !== null && quantity > 0 && current === "sold") return { status: "active", soldAt: null };
  return null;
}

/** Every listing of the seller, any status, newest first (My shop), a page at a time. */
export async function listOwnProducts(sellerId: string, { page = 1, pageSize = CATALOGUE_PAGE_SIZE }: { page?: number; pageSize?: number } = {}): Promise<ProductPage> {
  const rows = await db.product.findMany({
    where: { sellerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * pageSize,
    take: pageSize + 1,
    select: CARD_SELECT,
  });
  return toPage(rows, pageSize);
}

export async function getOwnProduct(sellerId: string, productId: string): Promise<OwnProduct | null> {
  const row = await db.product.findFirst({ where: { id: productId, sellerId }, select: CARD_SELECT });
  return row ? toCard(row) : null;
}


/** True when the category exists and is approved: products only go into those. */
export async function isApprovedCategory(categoryId: string): Promise<boolean> {
  return (await db.category.count({ where: { id: categoryId, status: "approved" } })) > 0;
}

/** A new active listing; its location is the seller's campus ('Unknown' when they have none). */
export async function createOwnProduct(sellerId: string, data: ProductWrite, imageUrl: string | null): Promise<OwnProduct> {
  const profile = await db.profile.findUnique({ where: { id: sellerId }, select: { campusLocation: true } });
  const location = profile?.campusLocation && profile.campusLocation !== "Not specified" ? profile.campusLocation : FALLBACK.productLocation;
  const row = await db.product.create({
    data: { ...data, sellerId, location, imageUrl, images: imageUrl ? [imageUrl] : [], ...(statusForQuantity(data.quantityAvailable, "active") ?? { status: "active" }) },
    select: CARD_SELECT,
  });
  return toCard(row);
}

/**
 * Updates the seller's own product. Returns null when no such product of
 * theirs exists; otherwise the product and the image URL it replaced.
 */
export async function updateOwnProduct(
  sellerId: string,
  productId: string,
  data: ProductWrite,
  imageUrl?: string,
): Promise<{ product: OwnProduct; replacedImageUrl: string | null } | null> {
  return db.$transaction(async (tx) => {
    const before = await tx.product.findFirst({ where: { id: productId, sellerId }, select: { imageUrl: true, status: true } });
    if (!before) return null;
    const row = await tx.product.update({
      where: { id: productId },
      data: { ...data, ...statusForQuantity(data.quantityAvailable, before.status), ...(imageUrl !== undefined ? { imageUrl, images: [imageUrl] } : {}) },
      select: CARD_SELECT,
    });
    const replaced = imageUrl !== undefined && before.imageUrl && before.imageUrl !== imageUrl ? before.imageUrl : null;
    return { product: toCard(row), replacedImageUrl: replaced };
  });
}

/** Sets the status of the seller's own product; moving to sold records when. False when it is not theirs. */
export async function setOwnProductStatus(sellerId: string, productId: string, status: ProductStatus): Promise<boolean> {
  const result = await db.product.updateMany({
    where: { id: productId, sellerId },
    data: { status, soldAt: status === "sold" ? new Date() : null },
  });
  return result.count === 1;
}

/**
 * Deletes the seller's own product (cart and wishlist rows go with it; order
 * items keep their copied name and price). Returns the image URL whose files may
 * now be removed, unless an order still shows that image; null when not theirs.
 */
export async function deleteOwnProduct(sellerId: string, productId: string): Promise<{ deleted: boolean; imageUrlToRemove: string | null }> {
  return db.$transaction(async (tx) => {
    const product = await tx.product.findFirst({ where: { id: productId, sellerId }, select: { imageUrl: true } });
    if (!product) return { deleted: false, imageUrlToRemove: null };
    await tx.product.delete({ where: { id: productId } });
    const stillShown = product.imageUrl ? await tx.orderItem.count({ where: { productImageUrl: product.imageUrl } }) : 0;
    return { deleted: true, imageUrlToRemove: stillShown === 0 ? product.imageUrl : null };
  });
}
