import "server-only";
import { db } from "./client";
import { QUANTITY_MAX } from "@/lib/constants";

// Cart and wishlist rows. Every function takes the user's id and touches only
// that user's rows (D3); quantities stay within 1 to 99 here and in a CHECK
// constraint, whatever a request says.

const LINE_SELECT = {
  id: true,
  quantity: true,
  product: { select: { id: true, name: true, price: true, imageUrl: true, status: true, sellerId: true } },
} as const;

/** The user's cart rows with what the cart page shows of each product, newest first. */
export function listCartItems(userId: string) {
  return db.cartItem.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: LINE_SELECT });
}

export type CartLine = Awaited<ReturnType<typeof listCartItems>>[number];

/** Spec section 3: the cart total is the sum of price times quantity. */
export function cartSubtotal(lines: Pick<CartLine, "quantity" | "product">[]): number {
  return lines.reduce((sum, line) => sum + (line.product?.price ?? 0) * line.quantity, 0);
}

export type AddRefusal = "missing" | "unavailable" | "own";

/** Why a product cannot go into this user's cart or wishlist, or null when it can. */
async function refusalFor(userId: string, productId: string): Promise<AddRefusal | null> {
  const product = await db.product.findUnique({ where: { id: productId }, select: { status: true, sellerId: true } });
  if (!product) return "missing";
  if (product.sellerId === userId) return "own";
  if (product.status !== "active") return "unavailable";
  return null;
}

export type CartAddResult = { ok: true; quantity: number; added: boolean; name: string } | { ok: false; refusal: AddRefusal };

/**
 * Adds a product to the cart, or raises its quantity by the amount asked (at
 * most to 99). One statement: concurrent adds of the same product end in one
 * row holding their sum. Only an active product of someone else can be added.
 */
export async function addToCart(userId: string, productId: string, quantity: number): Promise<CartAddResult> {
  const rows = await db.$queryRaw<Array<{ quantity: number; added: boolean; name: string }>>`
    WITH product AS (
      SELECT id, name FROM products
      WHERE id = ${productId}::uuid AND status = 'active' AND seller_id <> ${userId}::uuid
    ), upsert AS (
      INSERT INTO cart_items (id, user_id, product_id, quantity, updated_at)
      SELECT gen_random_uuid(), ${userId}::uuid, product.id, LEAST(${quantity}::int, ${QUANTITY_MAX}::int), now()
      FROM product
      ON CONFLICT (user_id, product_id)
      DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, ${QUANTITY_MAX}::int), updated_at = now()
      RETURNING quantity, (xmax = 0) AS added
    )
    SELECT upsert.quantity, upsert.added, product.name FROM upsert, product`;
  const row = rows[0];
  if (row) return { ok: true, quantity: row.quantity, added: row.added, name: row.name };
  return { ok: false, refusal: (await refusalFor(userId, productId)) ?? "unavailable" };
}

/** Sets a cart line's quantity; 0 removes it. False when the user has no such line. */
export async function setCartQuantity(userId: string, productId: string, quantity: number): Promise<boolean> {
  if (quantity === 0) return (await db.cartItem.deleteMany({ where: { userId, productId } })).count > 0;
  return (await db.cartItem.updateMany({ where: { userId, productId }, data: { quantity } })).count > 0;
}

export async function removeFromCart(userId: string, productId: string): Promise<boolean> {
  return (await db.cartItem.deleteMany({ where: { userId, productId } })).count > 0;
}

export async function clearCart(userId: string): Promise<number> {
  return (await db.cartItem.deleteMany({ where: { userId } })).count;
}

/** The user's wishlist rows, newest first. */
export function listWishlistItems(userId: string) {
  return db.wishlistItem.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: LINE_SELECT });
}

export type WishlistLine = Awaited<ReturnType<typeof listWishlistItems>>[number];

/** The ids of the products in the user's wishlist (the hearts on every card). */
export async function listWishlistProductIds(userId: string): Promise<string[]> {
  const rows = await db.wishlistItem.findMany({ where: { userId }, select: { productId: true } });
  return rows.map((row) => row.productId);
}

export type WishlistAddResult = { ok: true; alreadyThere: boolean; name: string } | { ok: false; refusal: AddRefusal };

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
  return { ok: false, refusal: (await refusalFor(userId, productId)) ?? "unavailable" };
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

/** The product's name, for messages about a row that is already gone. */
export async function productName(productId: string): Promise<string | null> {
  return (await db.product.findUnique({ where: { id: productId }, select: { name: true } }))?.name ?? null;
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
