import "server-only";
import { productExists, sellerExists } from "@/lib/db/products";
import { findCategoryByFormerName, listCatalogueFacets } from "@/lib/db/categories";
import { CATALOGUE_TAG, lastPublicExpiry } from "@/lib/cache/public-change-bus.mjs";
import { isUuid } from "@/lib/validation/ids";
import { categoryPath } from "./category-display";
import { categoryNameKey, findCategoryIn, isAllProducts } from "./category-lookup";

// A missing product, seller or category must answer 404 with its not-found
// screen in the HTML. notFound() cannot give both: Next.js 16 answers it with an
// empty document and draws the not-found screen only in the browser
// (vercel/next.js#62228), so without JavaScript the page is blank. So these
// pages draw their not-found screen themselves, and middleware, which runs
// before the page and can still set the status, makes the answer a 404.

/**
 * Whether /category/[categoryName] has a category to show (an unknown one was a
 * soft 404): All Products, or a category the browse lists show, by the page's own rule.
 */
async function categoryPageExists(value: string): Promise<boolean> {
  if (isAllProducts(value)) return true;
  // A category seen in the last minute is taken as there without asking again: this check runs
  // before the page, which reads the same list itself, and must not add a round trip to every
  // category page. A name not in the list is always asked about afresh, so
  // a new category is never a 404; one hidden or merged away may answer 200, with the page's own
  // not-found screen (or its redirect, for a former name), for up to a minute.
  // A category write heard since (the public cache's notice: renamed, merged, hidden) makes the
  // list old at once, so an old name's address is sent on by the 308 below, not left to the page.
  if (knownCategories && Date.now() - knownCategories.at < KNOWN_CATEGORIES_MS && lastPublicExpiry(CATALOGUE_TAG) < knownCategories.at && findCategoryIn(knownCategories.categories, value)) return true;
  const at = Date.now();
  const { categories } = await listCatalogueFacets();
  knownCategories = { categories, at };
  return findCategoryIn(categories, value) !== null;
}

const KNOWN_CATEGORIES_MS = 60_000;
let knownCategories: { categories: Awaited<ReturnType<typeof listCatalogueFacets>>["categories"]; at: number } | null = null;

const CATEGORY_PREFIX = "/category/";

const RECORD_PAGES: Array<[prefix: string, exists: (segment: string) => Promise<boolean>]> = [
  // An id that is not a UUID is missing without asking the database.
  ["/product/", async (id) => isUuid(id) && productExists(id)],
  ["/seller/", async (id) => isUuid(id) && sellerExists(id)],
  [CATEGORY_PREFIX, categoryPageExists],
];

/** The segment decoded; "" (no UUID, so missing) when it cannot be. */
// Stryker disable BlockStatement: equivalent; an emptied catch gives undefined, which is no UUID either.
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}
// Stryker restore BlockStatement

/**
 * Whether the path is /product/[id], /seller/[sellerId] or /category/[categoryName] with
 * nothing to show: an id that is not a UUID, or no such record (the pages' own rule).
 */
export async function isMissingRecordPage(pathname: string): Promise<boolean> {
  const path = pathname.replace(/\/+$/, "");
  for (const [prefix, exists] of RECORD_PAGES) {
    if (!path.startsWith(prefix)) continue;
    // Never empty: trailing slashes are gone, so "/product/" is "/product" and matches no prefix.
    const segment = path.slice(prefix.length);
    if (segment.includes("/")) return false;
    return !(await exists(decodeSegment(segment)));
  }
  return false;
}

/**
 * Where a missing /category/<name> page moved: the address of the category that had that name
 * before staff renamed it or merged it away, or null. Asked only about a page found missing.
 */
export async function movedCategoryAddress(pathname: string): Promise<string | null> {
  const path = pathname.replace(/\/+$/, "");
  if (!path.startsWith(CATEGORY_PREFIX)) return null;
  const segment = path.slice(CATEGORY_PREFIX.length);
  if (segment.includes("/")) return null;
  return formerCategoryPath(decodeSegment(segment));
}

/** The page of the category that once had the name `value` (renamed, or merged into it), or null. */
export async function formerCategoryPath(value: string): Promise<string | null> {
  const key = categoryNameKey(value);
  if (!key) return null;
  const category = await findCategoryByFormerName(key);
  return category ? categoryPath(category.name) : null;
}
