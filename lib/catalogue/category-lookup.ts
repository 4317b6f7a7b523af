import type { CategoryOption } from "@/lib/db/types";
import { isUuid } from "@/lib/ids";
import { stripControlCharacters } from "@/lib/validation/fields";
import { ALL_PRODUCTS_SLUG } from "./category-display";

// Which category a /category/<value> address names: one rule for the page
// (lib/catalogue/browse.ts) and for middleware's 404 (lib/catalogue/record-pages.ts).
// No I/O here, so middleware can use it without the pages' cached reads.

/**
 * The category a page address names (the spec's validation rules): a UUID is an id, anything else a name
 * matched without case (a category's name key is its name in lower case).
 */
export function findCategoryIn(categories: readonly CategoryOption[], value: string): CategoryOption | null {
  if (isUuid(value)) return categories.find((category) => category.id === value) ?? null;
  const key = categoryNameKey(value);
  return categories.find((category) => category.name.toLowerCase() === key) ?? null;
}

/** The name key an address's value is matched by (a category's name key is its name in lower case). */
export function categoryNameKey(value: string): string {
  return stripControlCharacters(value).trim().toLowerCase();
}

/** Whether the address is All Products ("/category/all", any case). */
export function isAllProducts(value: string): boolean {
  return value.toLowerCase() === ALL_PRODUCTS_SLUG;
}
