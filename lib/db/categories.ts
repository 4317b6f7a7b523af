import "server-only";
import { FALLBACK } from "@/lib/constants";
import { Prisma } from "./generated/client";
import { db } from "./client";
import type { CategoryCard, CategoryOption, StaffCategoryRow } from "./types";

/** The landing page's category cards, in the order given, each with its count of active products. */
export async function listCategoriesByName(names: readonly string[]): Promise<CategoryCard[]> {
  const keys = names.map((name) => name.toLowerCase());
  const rows = await db.category.findMany({
    // An empty suggestion waits for an active product, as in every browse list.
    where: { nameKey: { in: keys }, status: "approved", OR: [{ suggested: false }, { activeCount: { active: { gt: 0 } } }] },
    select: {
      id: true,
      name: true,
      nameKey: true,
      description: true,
      // Kept by triggers on products: no count over the catalogue per request.
      activeCount: { select: { active: true } },
    },
  });
  const byKey = new Map(rows.map((row) => [row.nameKey, row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [{ id: row.id, name: row.name, description: row.description, activeProducts: row.activeCount?.active ?? 0 }] : [];
  });
}

/** Approved categories by name: the category list, chips and product forms. */
export async function listApprovedCategories(): Promise<CategoryOption[]> {
  return db.category.findMany({ where: { status: "approved" }, orderBy: { name: "asc" }, select: { id: true, name: true } });
}

/**
 * Whether browse lists show category `c`: approved, and built in or with an active
 * product. Reads the kept count, one index lookup per category, never the products.
 */
const LISTED_IN_BROWSE = Prisma.sql`c.status = 'approved' AND (NOT c.suggested OR EXISTS (SELECT 1 FROM category_active_counts k WHERE k.category_id = c.id AND k.active > 0))`;

/** activeCounts: active products per category id (the phone's chips are ordered by it). */
export type CatalogueFacets = { categories: CategoryOption[]; campuses: string[]; activeCounts: Record<string, number> };

/**
 * What every browse page's sidebar lists, in one round trip: the approved
 * categories by name and the campuses by name. A seller's suggestion (see docs/decisions/category-suggestions.md) is listed once it
 * has an active product: until then it is not in the sidebar, the chips or the
 * category lookup of /category/<name>; the marketplace's own categories always are.
 */
export async function listCatalogueFacets(): Promise<CatalogueFacets> {
  const [row] = await db.$queryRaw<[{ categories: CategoryOption[] | null; campuses: string[] | null; active_counts: Record<string, number> | null }]>`
    SELECT
      (SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name) FROM categories c WHERE ${LISTED_IN_BROWSE}) AS categories,
      (SELECT json_agg(l.name ORDER BY l.name) FROM campus_locations l) AS campuses,
      (SELECT json_object_agg(k.category_id, k.active) FROM category_active_counts k WHERE k.active > 0) AS active_counts`;
  return { categories: row.categories ?? [], campuses: row.campuses ?? [], activeCounts: row.active_counts ?? {} };
}

/**
 * A category suggested by a seller, created approved (see docs/decisions/category-suggestions.md). Suggesting a name
 * that exists (in any case) returns that category as it is, never changing its
 * status: an approved one is returned, one staff have not approved (pending) is
 * not (null), so a seller cannot bring a hidden category back by naming it. A name no
 * category has but that leads to one (renamed or merged away, such as "Books" into Textbooks:
 * docs/decisions/one-books-category.md) returns the shown category it leads to.
 */
export async function createSuggestedCategory(name: string, description: string | null, createdById: string): Promise<CategoryOption | null> {
  const nameKey = name.trim().toLowerCase();
  if (!(await db.category.findUnique({ where: { nameKey }, select: { id: true } }))) {
    const formerly = await findCategoryByFormerName(nameKey);
    if (formerly) return formerly;
  }
  // A conflict leaves the existing row untouched; then it is read as it is.
  await db.category.createMany({ data: [{ name: name.trim(), nameKey, description, createdById, status: "approved", suggested: true }], skipDuplicates: true });
  return db.category.findFirst({ where: { nameKey, status: "approved" }, select: { id: true, name: true } });
}

// ---------------------------------------------------------------- staff (/admin/categories)

/** Where a hidden category's products go: "Other", the spec's fallback category label. */
export const OTHER_CATEGORY_KEY = FALLBACK.categoryLabel.toLowerCase();

/** Every category, hidden ones last, each with its active (kept by triggers) and total products. */
export async function listCategoriesForStaff(): Promise<StaffCategoryRow[]> {
  const rows = await db.$queryRaw<
    Array<{ id: string; name: string; suggested: boolean; suggested_by: string | null; hidden: boolean; listed: boolean; active: number; total: number }>
  >`
    SELECT c.id, c.name, c.suggested, p.full_name AS suggested_by, c.status = 'pending' AS hidden, ${LISTED_IN_BROWSE} AS listed,
           coalesce(k.active, 0)::int AS active, coalesce(t.total, 0)::int AS total
    FROM categories c
    LEFT JOIN category_active_counts k ON k.category_id = c.id
    LEFT JOIN (SELECT category_id, count(*) AS total FROM products GROUP BY category_id) t ON t.category_id = c.id
    LEFT JOIN profiles p ON p.id = c.created_by AND c.suggested
    ORDER BY c.status = 'pending', lower(c.name)`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    suggested: row.suggested,
    suggestedBy: row.suggested_by,
    hidden: row.hidden,
    listed: row.listed,
    activeProducts: row.active,
    totalProducts: row.total,
  }));
}

export type CategoryChangeRefusal = "not-found" | "name-taken" | "other-kept" | "same-category" | "target-hidden";
export type CategoryChange = { ok: true; name: string; targetName?: string; moved: number } | { ok: false; reason: CategoryChangeRefusal };

type Tx = Prisma.TransactionClient;
type LockedCategory = { id: string; name: string; name_key: string; status: "pending" | "approved" };

/** The categories, locked until the transaction ends (in id order, so two merges cannot deadlock): no product joins them meanwhile. */
async function lockCategories(tx: Tx, ids: string[]): Promise<Map<string, LockedCategory>> {
  const rows = await tx.$queryRaw<LockedCategory[]>`
    SELECT id, name, name_key, status::text AS status FROM categories WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Old addresses that lead to `categoryId` from now on: each name key in `nameKeys` (taken from
 * any category it led to before), except the category's own current name, which needs none.
 */
async function keepFormerNames(tx: Tx, nameKeys: string[], categoryId: string): Promise<void> {
  for (const nameKey of nameKeys) {
    await tx.categoryFormerName.upsert({ where: { nameKey }, create: { nameKey, categoryId }, update: { categoryId, createdAt: new Date() } });
  }
  const current = await tx.category.findUniqueOrThrow({ where: { id: categoryId }, select: { nameKey: true } });
  await tx.categoryFormerName.deleteMany({ where: { nameKey: current.nameKey } });
}

/**
 * Where an old /category/<name> address leads: the shown category that once had this name (or
 * took in the category that had it), or null. Asked only once the name matches no category.
 */
export async function findCategoryByFormerName(name: string): Promise<{ id: string; name: string } | null> {
  const row = await db.categoryFormerName.findUnique({
    where: { nameKey: name.toLowerCase() },
    select: { category: { select: { id: true, name: true, status: true } } },
  });
  return row && row.category.status === "approved" ? { id: row.category.id, name: row.category.name } : null;
}

/** A new name (unique without case); its products keep pointing at it by id, so their links follow. Its old name leads to it. */
export async function renameCategory(categoryId: string, name: string): Promise<CategoryChange> {
  const nameKey = name.toLowerCase();
  try {
    return await db.$transaction(async (tx): Promise<CategoryChange> => {
      const category = (await lockCategories(tx, [categoryId])).get(categoryId);
      if (!category) return { ok: false, reason: "not-found" };
      // Other may change its letter case, never its name: hiding looks it up by name.
      if (category.name_key === OTHER_CATEGORY_KEY && nameKey !== OTHER_CATEGORY_KEY) return { ok: false, reason: "other-kept" };
      await tx.category.update({ where: { id: categoryId }, data: { name, nameKey } });
      if (nameKey !== category.name_key) await keepFormerNames(tx, [category.name_key], categoryId);
      return { ok: true, name, moved: 0 };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { ok: false, reason: "name-taken" };
    throw error;
  }
}

/** "Other", built in and shown, created when missing. */
async function ensureOtherCategory(tx: Tx): Promise<{ id: string; name: string }> {
  return tx.category.upsert({
    where: { nameKey: OTHER_CATEGORY_KEY },
    create: { name: FALLBACK.categoryLabel, nameKey: OTHER_CATEGORY_KEY, status: "approved", suggested: false },
    update: { status: "approved", suggested: false },
    select: { id: true, name: true },
  });
}

/** Hidden (status pending) with every product moved to Other; hiding again moves any newcomers. Other itself is refused. */
export async function hideCategory(categoryId: string): Promise<CategoryChange> {
  return db.$transaction(async (tx): Promise<CategoryChange> => {
    const category = (await lockCategories(tx, [categoryId])).get(categoryId);
    if (!category) return { ok: false, reason: "not-found" };
    if (category.name_key === OTHER_CATEGORY_KEY) return { ok: false, reason: "other-kept" };
    const other = await ensureOtherCategory(tx);
    const { count } = await tx.product.updateMany({ where: { categoryId }, data: { categoryId: other.id } });
    await tx.category.update({ where: { id: categoryId }, data: { status: "pending" } });
    return { ok: true, name: category.name, targetName: other.name, moved: count };
  });
}

/** A hidden category back in the lists (its old products stay in Other). */
export async function showCategory(categoryId: string): Promise<CategoryChange> {
  const [row] = await db.$queryRaw<Array<{ name: string }>>`UPDATE categories SET status = 'approved' WHERE id = ${categoryId}::uuid RETURNING name`;
  return row ? { ok: true, name: row.name, moved: 0 } : { ok: false, reason: "not-found" };
}

/** Every product of `sourceId` moves to `targetId` (shown, not itself) and the source is deleted. Other is never merged away. */
export async function mergeCategories(sourceId: string, targetId: string): Promise<CategoryChange> {
  if (sourceId === targetId) return { ok: false, reason: "same-category" };
  return db.$transaction(async (tx): Promise<CategoryChange> => {
    const locked = await lockCategories(tx, [sourceId, targetId]);
    const source = locked.get(sourceId);
    const target = locked.get(targetId);
    if (!source || !target) return { ok: false, reason: "not-found" };
    if (source.name_key === OTHER_CATEGORY_KEY) return { ok: false, reason: "other-kept" };
    if (target.status !== "approved") return { ok: false, reason: "target-hidden" };
    const { count } = await tx.product.updateMany({ where: { categoryId: sourceId }, data: { categoryId: targetId } });
    // The source's addresses, its name and any it had before, lead to the target from now on
    // (moved before the delete, which would take them with it).
    const formerKeys = (await tx.categoryFormerName.findMany({ where: { categoryId: sourceId }, select: { nameKey: true } })).map((row) => row.nameKey);
    await tx.category.delete({ where: { id: sourceId } });
    await keepFormerNames(tx, [source.name_key, ...formerKeys], targetId);
    return { ok: true, name: source.name, targetName: target.name, moved: count };
  });
}
