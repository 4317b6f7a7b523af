// Freshly migrated databases for the integration and security tests, one per Jest worker,
// all copied from one migrated template so the migrations run once: new databases on the
// PostgreSQL named by TEST_DATABASE_URL (CI's second step), or else in-memory embedded
// PostgreSQL (PGlite) instances, so a bare `npm test` passes on a fresh machine.
import pg from "pg";
import { randomBytes } from "node:crypto";
import { startEmbeddedDb } from "../../scripts/production/embedded-db.mjs";
import { runPrisma } from "../../scripts/production/prisma.mjs";

/**
 * @param {number} count how many databases (one per worker)
 * @returns {Promise<{ urls: string[], kind: "embedded" | "postgresql", drop: () => Promise<void> }>}
 */
export async function createTestDatabases(count) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = await startEmbeddedDb({ dataDir: "memory://" });
    await migrate(template.url);
    if (count === 1) return { urls: [template.url], kind: "embedded", drop: () => template.stop() };
    const dump = await template.dump();
    await template.stop();
    const copies = await Promise.all(Array.from({ length: count }, () => startEmbeddedDb({ dataDir: "memory://", loadDataDir: dump })));
    return {
      urls: copies.map((copy) => copy.url),
      kind: "embedded",
      drop: async () => void (await Promise.all(copies.map((copy) => copy.stop()))),
    };
  }

  const prefix = `campus_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const names = Array.from({ length: count }, (_, i) => `${prefix}_${i + 1}`);
  const urlOf = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const admin = async (statements) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const template = `${prefix}_template`;
  await admin([`CREATE DATABASE "${template}"`]);
  await migrate(urlOf(template));
  // A template may have no other connection while it is copied: migrate has closed its own.
  await admin(names.map((name) => `CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return {
    urls: names.map(urlOf),
    kind: "postgresql",
    drop: () => admin([...names, template].map((name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

async function migrate(url) {
  const code = await runPrisma(["migrate", "deploy"], { DATABASE_URL: url }, { quiet: true });
  if (code !== 0) throw new Error(`prisma migrate deploy failed on the test database (exit code ${code})`);
}
