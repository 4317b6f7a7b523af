import "server-only";
import { db } from "./client";
import { LINE_SELECT, refusalFor } from "./cart";
import type { AddRefusal } from "@/lib/cart/rules";
import type { WishlistLine } from "./types";
import type { Outcome } from "@/lib/actions/result";

// Wishlist rows. Every function takes the user's id and touches only that
// user's rows (see docs/decisions/server-enforces-rules.md).

/** The user's wishlist rows, newest first. */
export function listWishlistItems(userId: string): Promise<WishlistLine[]> {
  return db.wishlistItem.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: LINE_SELECT });
}

/** The ids of the products in the user's wishlist (the hearts on every card). */
export async function listWishlistProductIds(userId: string): Promise<string[]> {
  const rows = await db.wishlistItem.findMany({ where: { userId }, select: { productId: true } });
  return rows.map((row) => row.productId);
}

export type WishlistAddResult = Outcome<{ alreadyThere: boolean; name: string }, AddRefusal>;

/** Adds a product to the wishlist once; adding it again changes nothing and says so. */
export async function addToWishlist(userId: string, productId: string): Promise<WishlistAddResult> {
  const rows = await db.$queryRaw<Array<{ name: string; inserted: boolean }>>`
    WITH product AS (
      SELECT id, name FROM products
      WHERE id = ${productId}::uuid AND status = 'active' AND seller_id <> ${userId}::uuid
    ), inserted AS (
      INSERT INTO wishlist_items (id, user_id, product_id)
      SELECT gen_random_uuid(), ${userId}::uuid, product.id FROM product
      ON CONFLICT (user_id, product_id) DO NOTHING
      RETURNING product_id
    )
    SELECT product.name, EXISTS (SELECT 1 FROM inserted) AS inserted FROM product`;
  const row = rows[0];
  if (row) return { ok: true, alreadyThere: !row.inserted, name: row.name };
  // A product no longer for sale may still be in the wishlist; that counts as there.
  const existing = await db.wishlistItem.findUnique({ where: { userId_productId: { userId, productId } }, select: { product: { select: { name: true } } } });
  if (existing) return { ok: true, alreadyThere: true, name: existing.product.name };
  return { ok: false, reason: (await refusalFor(userId, productId)) ?? "unavailable" };
}

export async function setWishlistQuantity(userId: string, productId: string, quantity: number): Promise<boolean> {
  return (await db.wishlistItem.updateMany({ where: { userId, productId }, data: { quantity } })).count > 0;
}

export async function removeFromWishlist(userId: string, productId: string): Promise<boolean> {
  return (await db.wishlistItem.deleteMany({ where: { userId, productId } })).count > 0;
}

export async function clearWishlist(userId: string): Promise<number> {
  return (await db.wishlistItem.deleteMany({ where: { userId } })).count;
}

/**
 * Moves a cart line to the wishlist in one transaction: the wishlist gets the
 * product (unless it is there already, which the caller reports) and the cart
 * loses it. Null when the user has no such cart line.
 */
export async function moveCartLineToWishlist(userId: string, productId: string): Promise<{ alreadyThere: boolean; name: string } | null> {
  return db.$transaction(async (tx) => {
    const line = await tx.cartItem.findUnique({ where: { userId_productId: { userId, productId } }, select: { quantity: true, product: { select: { name: true } } } });
    if (!line) return null;
    const inserted = await tx.wishlistItem.createMany({ data: [{ userId, productId, quantity: line.quantity }], skipDuplicates: true });
    await tx.cartItem.delete({ where: { userId_productId: { userId, productId } } });
    return { alreadyThere: inserted.count === 0, name: line.product.name };
  });
}
