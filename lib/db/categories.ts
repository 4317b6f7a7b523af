import "server-only";
import { db } from "./client";

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

export type CatalogueFacets = { categories: CategoryOption[]; campuses: string[] };

/**
 * What every browse page's sidebar lists, in one round trip (issue 17): the approved
 * categories by name and the campuses by name.
 */
export async function listCatalogueFacets(): Promise<CatalogueFacets> {
  const [row] = await db.$queryRaw<[{ categories: CategoryOption[] | null; campuses: string[] | null }]>`
    SELECT
      (SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name) FROM categories c WHERE c.status = 'approved') AS categories,
      (SELECT json_agg(l.name ORDER BY l.name) FROM campus_locations l) AS campuses`;
  return { categories: row.categories ?? [], campuses: row.campuses ?? [] };
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
