// A freshly migrated database for integration tests: a new database on the
// PostgreSQL named by TEST_DATABASE_URL (CI: PostgreSQL 15), or else an
// in-memory embedded PostgreSQL, so `npm test` passes on a fresh machine.
import pg from "pg";
import { randomBytes } from "node:crypto";
import { startEmbeddedDb } from "../../scripts/production/embedded-db.mjs";
import { runPrisma } from "../../scripts/production/prisma.mjs";

export async function createTestDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedDb({ dataDir: "memory://" });
    await migrate(embedded.url);
    return { url: embedded.url, kind: "embedded", drop: () => embedded.stop() };
  }

  const name = `campus_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return {
    url: url.toString(),
    kind: "postgresql",
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

async function migrate(url) {
  const code = await runPrisma(["migrate", "deploy"], { DATABASE_URL: url }, { quiet: true });
  if (code !== 0) throw new Error(`prisma migrate deploy failed on the test database (exit code ${code})`);
}
