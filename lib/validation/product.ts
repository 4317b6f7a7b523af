import { z } from "zod";
import { CONDITION_CODES } from "@/lib/catalogue/conditions";
import type { ProductCondition } from "@/lib/db/generated/enums";

// The add and edit product form (spec section 5, "Add/edit product"). One
// schema for the form, the route handler and the edit path: condition is
// always stored as its code.

export const PRODUCT_MESSAGES = {
  nameRequired: "Product name is required",
  nameTooLong: "Product name must be at most 120 characters",
  priceRequired: "Price is required",
  pricePositive: "Price must be positive",
  priceWhole: "Price must be in whole shillings",
  priceTooHigh: "Price must be at most KES 10,000,000",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description must be at most 2000 characters",
  categoryRequired: "Category is required",
  conditionRequired: "Condition is required",
  added: "Product added successfully",
  addFailed: "Failed to add product",
  updated: "Product updated successfully",
  updateFailed: "An error occurred",
  deleted: "Product deleted successfully",
  deleteFailed: "Failed to delete product",
  deleteQuestion: "Are you sure you want to delete this product? This action cannot be undone.",
  statusChanged: (status: string) => `Product marked as ${status}`,
  statusFailed: "Failed to update product status",
  signInToAdd: "Please sign in to add products",
  notYours: "You can only change your own products",
} as const;

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

export const productIdSchema = z.object({ productId: z.uuid() });
