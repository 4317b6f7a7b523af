import { FALLBACK } from "@/lib/constants";
import { isUuid } from "@/lib/ids";

/**
 * How a category value reads on screen (the spec's validation rules): a UUID-looking value
 * shows as 'Other'; anything else with its first letter capitalised.
 */
export function categoryDisplayName(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  if (!text || isUuid(text)) return FALLBACK.categoryLabel;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The address of a category page: its name, which the page matches without case. */
export function categoryPath(name: string): string {
  return `/category/${encodeURIComponent(name)}`;
}

/** The "All Products" entry of the category list: every category, with sort and filters. */
export const ALL_PRODUCTS_SLUG = "all";
