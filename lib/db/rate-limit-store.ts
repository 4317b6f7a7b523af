import "server-only";
import { db } from "./client";

// rate-limiter-flexible speaks to PostgreSQL through anything with pg's
// `query({ text, values })`. This one goes through Prisma's own pool rather
// than a second pool: the embedded database serves a single session, and one
// pool keeps its statements from interleaving (and keeps the limiter's named
// statements from colliding across connections).
type PgLikeResult = { rows: Array<Record<string, unknown>>; rowCount: number };

function normalizeRow(row: Record<string, unknown>) {
  // Counters come back as BigInt from Prisma; the limiter does arithmetic on numbers.
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === "bigint" ? Number(value) : value]));
}

export const rateLimitStoreClient = {
  async query({ text, values = [] }: { text: string; values?: unknown[] }): Promise<PgLikeResult> {
    if (/^\s*(insert|update|delete)\b/i.test(text) && !/\breturning\b/i.test(text)) {
      const rowCount = await db.$executeRawUnsafe(text, ...values);
      return { rows: [], rowCount };
    }
    const rows = await db.$queryRawUnsafe<Array<Record<string, unknown>>>(text, ...values);
    return { rows: rows.map(normalizeRow), rowCount: rows.length };
  },
};

/** The table created by the rate_limits migration; the limiter must not create it at run time. */
export const RATE_LIMIT_TABLE = "rate_limits";
