import "server-only";
import { db } from "./client";
import { QUANTITY_MAX } from "@/lib/constants";
import type { AddRefusal } from "@/lib/cart/rules";
import type { CartLine } from "./types";
import type { Outcome } from "@/lib/actions/result";

// Cart rows, and what the cart and the wishlist share (the line's product,
// why a product cannot be added). Every function takes the user's id and touches only
// that user's rows (see docs/decisions/server-enforces-rules.md); quantities stay within 1 to 99 here and in a CHECK
// constraint, whatever a request says.

export const LINE_SELECT = {
  id: true,
  quantity: true,
  createdAt: true,
  product: { select: { id: true, name: true, price: true, imageUrl: true, status: true, sellerId: true } },
} as const;

/** The user's cart rows with what the cart page shows of each product, newest first. */
export function listCartItems(userId: string): Promise<CartLine[]> {
  return db.cartItem.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: LINE_SELECT });
}

/** Why a product cannot go into this user's cart or wishlist, or null when it can. */
export async function refusalFor(userId: string, productId: string): Promise<AddRefusal | null> {
  const product = await db.product.findUnique({ where: { id: productId }, select: { status: true, sellerId: true } });
  if (!product) return "missing";
  if (product.sellerId === userId) return "own";
  if (product.status !== "active") return "unavailable";
  return null;
}

export type CartAddResult = Outcome<{ quantity: number; added: boolean; name: string }, AddRefusal>;

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
  return { ok: false, reason: (await refusalFor(userId, productId)) ?? "unavailable" };
}

/**
 * Puts back a cart line the buyer just took out (Undo): exactly this quantity, where it stood in
 * the list (its first adding time, never later than now). One statement that sets rather than
 * adds, so a second Undo, or two at once, still leave one line of that quantity. Only an active
 * product of someone else comes back.
 */
export async function restoreCartLine(userId: string, productId: string, quantity: number, addedAt: Date): Promise<Outcome<{ name: string }, AddRefusal>> {
  // Held to now here too, so no year PostgreSQL cannot read reaches the statement.
  const firstAdded = new Date(Math.min(addedAt.getTime(), Date.now()));
  const rows = await db.$queryRaw<Array<{ name: string }>>`
    WITH product AS (
      SELECT id, name FROM products
      WHERE id = ${productId}::uuid AND status = 'active' AND seller_id <> ${userId}::uuid
    ), upsert AS (
      INSERT INTO cart_items (id, user_id, product_id, quantity, created_at, updated_at)
      SELECT gen_random_uuid(), ${userId}::uuid, product.id, LEAST(${quantity}::int, ${QUANTITY_MAX}::int), LEAST(${firstAdded.toISOString()}::timestamp, LOCALTIMESTAMP), now()
      FROM product
      ON CONFLICT (user_id, product_id)
      DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()
      RETURNING quantity
    )
    SELECT product.name FROM upsert, product`;
  const row = rows[0];
  if (row) return { ok: true, name: row.name };
  return { ok: false, reason: (await refusalFor(userId, productId)) ?? "unavailable" };
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

/** The product's name, for messages about a row that is already gone. */
export async function productName(productId: string): Promise<string | null> {
  return (await db.product.findUnique({ where: { id: productId }, select: { name: true } }))?.name ?? null;
}
