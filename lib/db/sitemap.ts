import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";

// The sitemap's reads: at a million listings one file cannot hold them all, so
// products and sellers are split into files by ranges of their random UUIDs
// (lib/seo/sitemap.ts). Each read below is bounded by its range and a LIMIT, walked in
// primary-key order: its cost is that of one file, never of the whole table, and no read
// skips rows with OFFSET.

/** An id range: ids from `from` (inclusive) up to `to` (exclusive); null `to` runs to the end. */
export type IdRange = { from: string; to: string | null };

export type SitemapRow = { id: string; updatedAt: Date };

/** `column` within the range, as SQL: the last range has no upper end. */
function inRange(column: Prisma.Sql, { from, to }: IdRange): Prisma.Sql {
  return to === null ? Prisma.sql`${column} >= ${from}::uuid` : Prisma.sql`${column} >= ${from}::uuid AND ${column} < ${to}::uuid`;
}

/** Active products, from the counts the product triggers keep per category: no scan of products. */
export async function countActiveProducts(): Promise<number> {
  const [row] = await db.$queryRaw<[{ active: number }]>`SELECT coalesce(sum(active), 0)::int AS active FROM category_active_counts`;
  return row.active;
}

/** Active products in the range, by id, at most `limit`. Sold and out-of-stock ones are left out. */
export async function listActiveProductsInRange(range: IdRange, limit: number): Promise<SitemapRow[]> {
  return db.$queryRaw<SitemapRow[]>`
    SELECT p.id, p.updated_at AS "updatedAt" FROM products p
    WHERE p.status = 'active' AND ${inRange(Prisma.sql`p.id`, range)}
    ORDER BY p.id
    LIMIT ${limit}`;
}

/** People who sell (their public page exists), counted on the profiles table. */
export async function countSellers(): Promise<number> {
  return db.profile.count({ where: { isSeller: true } });
}

/**
 * Sellers in the range with something to buy, by id, at most `limit`; `updatedAt` is when their
 * newest active listing last changed (the seller's index reads it, never all their listings).
 */
export async function listSellersWithActiveProductsInRange(range: IdRange, limit: number): Promise<SitemapRow[]> {
  return db.$queryRaw<SitemapRow[]>`
    SELECT s.id, s.updated_at AS "updatedAt" FROM (
      SELECT pr.id, (
          SELECT p.updated_at FROM products p
          WHERE p.seller_id = pr.id AND p.status = 'active'
          ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS updated_at
      FROM profiles pr
      WHERE pr.is_seller AND ${inRange(Prisma.sql`pr.id`, range)}
      ORDER BY pr.id
    ) s
    WHERE s.updated_at IS NOT NULL
    LIMIT ${limit}`;
}
