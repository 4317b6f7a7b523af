import { z } from "zod";
import { CONDITION_CODES } from "@/lib/catalogue/conditions";
import type { ProductCondition } from "@/lib/db/types";
import { PRODUCT_MESSAGES } from "@/lib/messages/product";
import { B2C_MIN_AMOUNT } from "@/lib/mpesa/daraja-fields";
import { multilineText, text } from "./fields";

// The add and edit product form (the spec's validation rules, "Add/edit product"). One
// schema for the form, the route handler and the edit path: condition is
// always stored as its code.

/** Listings are whole shillings from PRICE_MIN up to this (a campus sale; M-Pesa takes whole amounts; see docs/decisions/money.md). */
export const PRICE_MAX = 1_000_000;
/** The least a listing may cost: what M-Pesa can pay its seller at the least. */
export const PRICE_MIN = B2C_MIN_AMOUNT;

/**
 * The price as typed: digits, optionally grouped by thousands ("1,500"), nothing else.
 * Never handed to Number() unchecked: Number() reads "0x10" as 16, "1e3" as 1000, " " as 0.
 */
const PRICE_TEXT = /^(\d+|\d{1,3}(,\d{3})+)$/;

const priceField = text({ error: PRODUCT_MESSAGES.priceRequired })
  .trim()
  .min(1, PRODUCT_MESSAGES.priceRequired)
  .superRefine((value, ctx) => {
    if (PRICE_TEXT.test(value)) return;
    const message = /^-\s*\d/.test(value) ? PRODUCT_MESSAGES.pricePositive : /^[\d,]*\.\d*$/.test(value) ? PRODUCT_MESSAGES.priceWhole : PRODUCT_MESSAGES.priceDigits;
    ctx.addIssue({ code: "custom", message, abort: true });
  })
  .transform((value) => Number(value.replace(/,/g, "")))
  // Digits only, so a whole number; one too long for a safe integer is still "too high".
  // Nothing (0) is not positive (spec); 1 to 9 is positive, but under what M-Pesa can pay the
  // seller (B2C_MIN_AMOUNT), so such a sale could never be paid out.
  .pipe(
    z
      .number()
      .min(PRICE_MIN, { error: (issue) => (Number(issue.input) < 1 ? PRODUCT_MESSAGES.pricePositive : PRODUCT_MESSAGES.priceBelowPayoutMinimum) })
      .max(PRICE_MAX, PRODUCT_MESSAGES.priceTooHigh),
  );

/** The most a listing may say it has: a wholesaler's carton, not a warehouse. */
export const QUANTITY_AVAILABLE_MAX = 10_000;

/** "Quantity available" (see docs/decisions/stock.md): blank means not tracked; otherwise a whole number from 0. */
const quantityAvailableField = text()
  .trim()
  .optional()
  .superRefine((value, ctx) => {
    if (!value || /^\d{1,5}$/.test(value)) return;
    ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.quantityInvalid, abort: true });
  })
  .transform((value) => (value ? Number(value) : null))
  .pipe(z.number().max(QUANTITY_AVAILABLE_MAX, PRODUCT_MESSAGES.quantityInvalid).nullable());

export const productFormSchema = z.object({
  name: text({ error: PRODUCT_MESSAGES.nameRequired }).trim().min(1, PRODUCT_MESSAGES.nameRequired).max(120, PRODUCT_MESSAGES.nameTooLong),
  price: priceField,
  description: multilineText({ error: PRODUCT_MESSAGES.descriptionRequired }).trim().min(1, PRODUCT_MESSAGES.descriptionRequired).max(2000, PRODUCT_MESSAGES.descriptionTooLong),
  categoryId: text({ error: PRODUCT_MESSAGES.categoryRequired }).trim().min(1, PRODUCT_MESSAGES.categoryRequired).pipe(z.uuid(PRODUCT_MESSAGES.categoryRequired)),
  condition: z.enum(CONDITION_CODES as [ProductCondition, ...ProductCondition[]], { error: PRODUCT_MESSAGES.conditionRequired }),
  quantityAvailable: quantityAvailableField,
});

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormData = z.output<typeof productFormSchema>;
export type ProductField = keyof ProductFormInput | "image";

/** The statuses a seller may set; hidden is staff's alone (docs/decisions/listing-reports.md). */
export const SELLER_PRODUCT_STATUSES = ["active", "sold", "out_of_stock"] as const;
export type SellerProductStatus = (typeof SELLER_PRODUCT_STATUSES)[number];

export const productStatusSchema = z.object({
  productId: z.uuid(),
  status: z.enum(SELLER_PRODUCT_STATUSES),
});

