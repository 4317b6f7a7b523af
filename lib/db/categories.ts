import "server-only";
import { db } from "./client";
import { isUuid } from "@/lib/validation/ids";
import { stripControlCharacters } from "@/lib/validation/fields";

export type CategoryCard = { id: string; name: string; description: string | null; activeProducts: number };

/** The landing page's category cards, in the order given, each with its count of active products. */
export async function listCategoriesByName(names: readonly string[]): Promise<CategoryCard[]> {
  const keys = names.map((name) => name.toLowerCase());
  const rows = await db.category.findMany({
    where: { nameKey: { in: keys }, status: "approved" },
    select: {
      id: true,
      name: true,
      nameKey: true,
      description: true,
      // Kept by triggers on products (issue 17): no count over the catalogue per request.
      activeCount: { select: { active: true } },
    },
  });
  const byKey = new Map(rows.map((row) => [row.nameKey, row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [{ id: row.id, name: row.name, description: row.description, activeProducts: row.activeCount?.active ?? 0 }] : [];
  });
}

export type CategoryOption = { id: string; name: string };

/** Approved categories by name: the category list, chips and product forms. */
export async function listApprovedCategories(): Promise<CategoryOption[]> {
  return db.category.findMany({ where: { status: "approved" }, orderBy: { name: "asc" }, select: { id: true, name: true } });
}

/**
 * The category a page address names (spec section 5): a UUID is an id,
 * anything else a name matched without case.
 */
export async function findCategoryByParam(value: string): Promise<CategoryOption | null> {
  // The value comes from an address, not a schema: PostgreSQL refuses a NUL byte in text.
  const where = isUuid(value) ? { id: value } : { nameKey: stripControlCharacters(value).trim().toLowerCase() };
  return db.category.findFirst({ where: { ...where, status: "approved" }, select: { id: true, name: true } });
}

/**
 * A category suggested by a seller, created approved (D13). Suggesting a name
 * that exists (in any case) returns that category as it is, never changing its
 * status: an approved one is returned, one staff have not approved (pending) is
 * not (null), so a seller cannot bring a hidden category back by naming it.
 */
export async function createSuggestedCategory(name: string, description: string | null, createdById: string): Promise<CategoryOption | null> {
  const nameKey = name.trim().toLowerCase();
  // A conflict leaves the existing row untouched; then it is read as it is.
  await db.category.createMany({ data: [{ name: name.trim(), nameKey, description, createdById, status: "approved" }], skipDuplicates: true });
  return db.category.findFirst({ where: { nameKey, status: "approved" }, select: { id: true, name: true } });
}
