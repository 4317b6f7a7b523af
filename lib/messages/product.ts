// The spec's product texts (the spec's error catalogue, "Product and shop") and the add/edit
// form's field messages (the spec's validation rules).
import { AN_ERROR_OCCURRED } from "./common";

export const PRODUCT_MESSAGES = {
  nameRequired: "Product name is required",
  nameTooLong: "Product name must be at most 120 characters",
  priceRequired: "Price is required",
  pricePositive: "Price must be positive",
  // Ours: M-Pesa pays a seller KES 10 at the least, so a cheaper listing could never be paid out.
  priceBelowPayoutMinimum: "Price must be at least KES 10, the least M-Pesa can pay out",
  priceWhole: "Price must be in whole shillings",
  priceDigits: "Enter the price in digits, like 1500",
  priceTooHigh: "Price must be at most KES 1,000,000",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description must be at most 2000 characters",
  categoryRequired: "Category is required",
  conditionRequired: "Condition is required",
  // Ours (see docs/decisions/stock.md).
  quantityInvalid: "Quantity available must be a whole number from 0 to 10,000, or left empty",
  added: "Product added successfully",
  addFailed: "Failed to add product",
  updated: "Product updated successfully",
  updateFailed: AN_ERROR_OCCURRED,
  deleted: "Product deleted successfully",
  deleteFailed: "Failed to delete product",
  deleteQuestion: "Are you sure you want to delete this product? This action cannot be undone.",
  statusChanged: (status: string) => `Product marked as ${status}`,
  statusFailed: "Failed to update product status",
  signInToAdd: "Please sign in to add products",
  notYours: "You can only change your own products",
} as const;

/** Share on a product page. */
export const LINK_COPIED_MESSAGE = "Link copied to clipboard!";
