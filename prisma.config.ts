// Prisma Migrate without a native engine (none can be downloaded here): the CLI
// runs its bundled WASM schema engine through @prisma/adapter-pg. Two defects
// of that path in Prisma 6.19 are worked around below.
import { randomUUID } from "node:crypto";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

type QueryResultLike = { fields?: Array<{ dataTypeID: number }> } | undefined;
type QueryCallback = (error: Error | null, result: QueryResultLike) => void;

// The schema engine reads catalog columns of type "name" (19) and "char" (18),
// which adapter-pg 6.19 cannot deserialize: hand them over as text (25).
function catalogTypesAsText<T extends QueryResultLike>(result: T): T {
  for (const field of result?.fields ?? []) if (field.dataTypeID === 18 || field.dataTypeID === 19) field.dataTypeID = 25;
  return result;
}

class CatalogTextClient extends pg.Client {
  // pg's overloads cannot be restated precisely here; this forwards them unchanged.
  query(...args: unknown[]): never {
    const callback = typeof args[args.length - 1] === "function" ? (args.pop() as QueryCallback) : null;
    const query = super.query as unknown as (...a: unknown[]) => Promise<QueryResultLike>;
    if (callback) return query.call(this, ...args, (error: Error | null, result: QueryResultLike) => callback(error, catalogTypesAsText(result))) as never;
    return query.call(this, ...args).then(catalogTypesAsText) as never;
  }
}

const url = process.env.DATABASE_URL ?? "";

function poolConfig(database?: string): pg.PoolConfig {
  const target = new URL(url);
  if (database) target.pathname = `/${database}`;
  return { connectionString: target.toString(), Client: CatalogTextClient } as pg.PoolConfig;
}

type Disposable = { dispose: () => Promise<void> };

// The stock shadow database is dropped while its pool is still open; drop it after closing, forcefully.
class MigrationPg extends PrismaPg {
  async connectToShadowDb() {
    const name = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const adapter = (await new PrismaPg(poolConfig(name)).connect()) as Awaited<ReturnType<PrismaPg["connect"]>> & Disposable;
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
    return adapter;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  adapter: async () => new MigrationPg(poolConfig()),
});
