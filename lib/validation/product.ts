import { z } from "zod";
import { CONDITION_CODES } from "@/lib/catalogue/conditions";
import type { ProductCondition } from "@/lib/db/types";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";

// The add and edit product form (spec section 5, "Add/edit product"). One
// schema for the form, the route handler and the edit path: condition is
// always stored as its code.

export const PRICE_MAX = 10_000_000;

export const productFormSchema = z.object({
  name: z.string({ error: PRODUCT_MESSAGES.nameRequired }).trim().min(1, PRODUCT_MESSAGES.nameRequired).max(120, PRODUCT_MESSAGES.nameTooLong),
  price: z
    .string({ error: PRODUCT_MESSAGES.priceRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.priceRequired)
    .transform((value) => Number(value.replace(/,/g, "")))
    .pipe(
      z
        .number({ error: PRODUCT_MESSAGES.priceRequired })
        .min(0, PRODUCT_MESSAGES.pricePositive)
        .int(PRODUCT_MESSAGES.priceWhole)
        .max(PRICE_MAX, PRODUCT_MESSAGES.priceTooHigh),
    ),
  description: z.string({ error: PRODUCT_MESSAGES.descriptionRequired }).trim().min(1, PRODUCT_MESSAGES.descriptionRequired).max(2000, PRODUCT_MESSAGES.descriptionTooLong),
  categoryId: z.string({ error: PRODUCT_MESSAGES.categoryRequired }).trim().min(1, PRODUCT_MESSAGES.categoryRequired).pipe(z.uuid(PRODUCT_MESSAGES.categoryRequired)),
  condition: z.enum(CONDITION_CODES as [ProductCondition, ...ProductCondition[]], { error: PRODUCT_MESSAGES.conditionRequired }),
});

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormData = z.output<typeof productFormSchema>;
export type ProductField = keyof ProductFormInput | "image";

export const productStatusSchema = z.object({
  productId: z.uuid(),
  status: z.enum(["active", "sold", "out_of_stock"]),
});

