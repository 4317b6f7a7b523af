import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in addresses are UUIDs; anything else is "not found" before the database is asked. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A write about one product: add to cart, remove, change status, delete. */
export const productRefSchema = z.object({ productId: z.uuid() });
