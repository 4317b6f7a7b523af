import { z } from "zod";

export { isUuid } from "@/lib/ids";

/** A write about one product: add to cart, remove, change status, delete. */
export const productRefSchema = z.object({ productId: z.uuid() });
