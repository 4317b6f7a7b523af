import "server-only";
import fs from "node:fs";
import path from "node:path";
import { db } from "./client";
import { databaseSeemsUnreachable } from "./faults";

// What /api/ready asks of the database: is it reachable, and has every migration
// this build ships been applied? One statement, so a stopped PostgreSQL fails it at once.

/** The migrations this build ships, read once: prisma/migrations/<name>/migration.sql. */
let shipped: string[] | null = null;
function shippedMigrations(): string[] {
  if (shipped) return shipped;
  const folder = path.join(process.cwd(), "prisma", "migrations");
  try {
    shipped = fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, "migration.sql")))
      .map((entry) => entry.name);
  } catch {
    // A deployment without the migrations folder: only "some migration applied" can be checked.
    shipped = [];
  }
  return shipped;
}

export type DatabaseHealth = { reachable: boolean; migrationsApplied: boolean; missingMigrations: number };

export async function readDatabaseHealth(): Promise<DatabaseHealth> {
  let applied: string[];
  try {
    const rows = await db.$queryRaw<Array<{ name: string }>>`
      SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    applied = rows.map((row) => row.name);
  } catch (error) {
    // 42P01: reachable, but no migration table at all.
    if (error instanceof Error && /42P01|does not exist/.test(error.message)) return { reachable: true, migrationsApplied: false, missingMigrations: shippedMigrations().length || 1 };
    return { reachable: false, migrationsApplied: false, missingMigrations: 0 };
  }
  const expected = shippedMigrations();
  const done = new Set(applied);
  const missing = expected.length ? expected.filter((name) => !done.has(name)).length : applied.length ? 0 : 1;
  return { reachable: true, migrationsApplied: missing === 0, missingMigrations: missing };
}

/** The outage check of middleware.ts: an answer within this, or the database counts as out of reach. */
const PROBE_TIMEOUT_MS = 1_000;
/** One probe a second at most, shared by every request that asks meanwhile. */
const KEEP_PROBE_MS = 1_000;

let probe: { at: number; unreachable: Promise<boolean> } | null = null;

/**
 * Whether the database is out of reach, for a page about to be rendered: false at once, with
 * no query, while the last statement got an answer; otherwise one shared `SELECT 1` says.
 * A success clears the mark (lib/db/client.ts notes every statement), so pages render again
 * as soon as the database is back, whoever asked first.
 */
export async function databaseIsUnreachable(now = Date.now()): Promise<boolean> {
  if (!databaseSeemsUnreachable()) return false;
  if (probe && now - probe.at < KEEP_PROBE_MS) return probe.unreachable;
  const unreachable = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), PROBE_TIMEOUT_MS);
    db.$queryRaw`SELECT 1`.then(
      () => resolve(false),
      () => resolve(true),
    ).finally(() => clearTimeout(timer));
  });
  probe = { at: now, unreachable };
  return unreachable;
}
