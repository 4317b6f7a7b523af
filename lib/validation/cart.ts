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
