import "server-only";
import fs from "node:fs";
import path from "node:path";
import { db } from "./client";

// What /api/ready asks of the database (issue 19): is it reachable, and has every migration
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
