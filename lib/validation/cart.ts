import { z } from "zod";
import { QUANTITY_MAX } from "@/lib/constants";

// Cart and wishlist requests. Quantities are whole numbers; the server clamps
// adds to 99 and refuses anything else outside the range (the spec's validation rules).

export const addToCartSchema = z.object({
  productId: z.uuid(),
  quantity: z.number().int().min(1).default(1).transform((q) => Math.min(q, QUANTITY_MAX)),
});

/** Cart lines take 0 (removes the line) to 99. */
export const cartQuantitySchema = z.object({ productId: z.uuid(), quantity: z.number().int().min(0).max(QUANTITY_MAX) });

/** Wishlist steppers take 1 to 99. */
export const wishlistQuantitySchema = z.object({ productId: z.uuid(), quantity: z.number().int().min(1).max(QUANTITY_MAX) });

/**
 * Undo of a cart line just taken out: its product, the quantity it had (1 to 99) and when it was
 * first added, so it goes back where it stood (the server never puts it later than now).
 */
export const restoreCartLineSchema = z.object({
  productId: z.uuid(),
  quantity: z.number().int().min(1).max(QUANTITY_MAX),
  // Any date a cart could have, no earlier than the year 2000 (the server puts a later one at now).
  addedAt: z.coerce.date().min(new Date("2000-01-01T00:00:00.000Z")),
});
