import "server-only";
import { db } from "./client";
import type { ProductCondition, ProductStatus } from "./generated/enums";
import type { Prisma } from "./generated/client";
import type { SellerProductStatus } from "@/lib/validation/product";
import { CARD_SELECT, toCard } from "./products";
import { CATALOGUE_PAGE_SIZE, FALLBACK } from "@/lib/constants";
import { stockStatusChange } from "@/lib/listing-reports/rules";
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

/** The owner's cards carry staff's reason for hiding one (docs/decisions/listing-reports.md). */
const OWN_CARD_SELECT = { ...CARD_SELECT, hiddenReason: true } as const;

function toOwnCard({ hiddenReason, ...row }: Prisma.ProductGetPayload<{ select: typeof OWN_CARD_SELECT }>): OwnProduct {
  return { ...toCard(row), hiddenReason };
}

/** Every listing of the seller, any status, newest first (My shop), a page at a time. */
export async function listOwnProducts(sellerId: string, { page = 1, pageSize = CATALOGUE_PAGE_SIZE }: { page?: number; pageSize?: number } = {}): Promise<ProductPage> {
  const rows = await db.product.findMany({
    where: { sellerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * pageSize,
    take: pageSize + 1,
    select: OWN_CARD_SELECT,
  });
  return { products: rows.slice(0, pageSize).map(toOwnCard), hasMore: rows.length > pageSize };
}

export async function getOwnProduct(sellerId: string, productId: string): Promise<OwnProduct | null> {
  const row = await db.product.findFirst({ where: { id: productId, sellerId }, select: OWN_CARD_SELECT });
  return row ? toOwnCard(row) : null;
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
    data: { ...data, sellerId, location, imageUrl, images: imageUrl ? [imageUrl] : [], status: "active", ...stockStatusChange(data.quantityAvailable, { status: "active", statusBeforeHidden: null }, new Date()) },
    select: OWN_CARD_SELECT,
  });
  return toOwnCard(row);
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
    // Locked: a hidden listing's status is staff's, and a hiding committed meanwhile must not be undone by this write.
    const [before] = await tx.$queryRaw<Array<{ image_url: string | null; status: ProductStatus; status_before_hidden: ProductStatus | null }>>`
      SELECT image_url, status, status_before_hidden FROM products WHERE id = ${productId}::uuid AND seller_id = ${sellerId}::uuid FOR UPDATE`;
    if (!before) return null;
    const row = await tx.product.update({
      where: { id: productId },
      // A hidden listing stays hidden whatever the edit (docs/decisions/listing-reports.md).
      data: { ...data, ...stockStatusChange(data.quantityAvailable, { status: before.status, statusBeforeHidden: before.status_before_hidden }, new Date()), ...(imageUrl !== undefined ? { imageUrl, images: [imageUrl] } : {}) },
      select: OWN_CARD_SELECT,
    });
    const replaced = imageUrl !== undefined && before.image_url && before.image_url !== imageUrl ? before.image_url : null;
    return { product: toOwnCard(row), replacedImageUrl: replaced };
  });
}

/**
 * Sets the status of the seller's own product; moving to sold records when. A hidden listing's
 * status is staff's (docs/decisions/listing-reports.md): refused, in the same statement, so a
 * hiding committed a moment before is never undone.
 */
export async function setOwnProductStatus(sellerId: string, productId: string, status: SellerProductStatus): Promise<"changed" | "not-found" | "hidden"> {
  const result = await db.product.updateMany({
    where: { id: productId, sellerId, status: { not: "hidden" } },
    data: { status, soldAt: status === "sold" ? new Date() : null },
  });
  if (result.count === 1) return "changed";
  return (await db.product.count({ where: { id: productId, sellerId, status: "hidden" } })) > 0 ? "hidden" : "not-found";
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
