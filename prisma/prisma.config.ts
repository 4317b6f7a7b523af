// Prisma Migrate without a native engine (none can be downloaded here): the CLI
// runs its bundled WASM schema engine through @prisma/adapter-pg. Three defects
// of that path in Prisma 6.19 are worked around below.
import { randomUUID } from "node:crypto";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

type QueryResultLike = { fields?: Array<{ dataTypeID: number }>; rows?: unknown[] } | undefined;
type QueryCallback = (error: Error | null, result: QueryResultLike) => void;

const PG_CHAR = 18;
const PG_NAME = 19;
const PG_TEXT = 25;
// ColumnTypeEnum.Character of @prisma/driver-adapter-utils (adapter-pg has no mapping to it).
const CHARACTER_COLUMN = 6;

// Result rows (by identity) -> the indexes of their "char" columns; see withCharacterColumns.
const charColumnsOfRows = new WeakMap<object, number[]>();

// The schema engine reads catalog columns of type "name" and "char", which
// adapter-pg 6.19 cannot deserialize ("Column type 'name' could not be
// deserialized"): hand them over as text, and remember where the "char" ones were.
function catalogTypesAsText<T extends QueryResultLike>(result: T): T {
  const charColumns: number[] = [];
  result?.fields?.forEach((field, index) => {
    if (field.dataTypeID === PG_CHAR) charColumns.push(index);
    if (field.dataTypeID === PG_CHAR || field.dataTypeID === PG_NAME) field.dataTypeID = PG_TEXT;
  });
  if (charColumns.length > 0 && result?.rows) charColumnsOfRows.set(result.rows, charColumns);
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

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type RawResult = Awaited<ReturnType<Adapter["queryRaw"]>>;
type Disposable = { dispose: () => Promise<void> };

// The schema engine reads a "char" column (pg_constraint.contype, for CHECK and
// exclusion constraints) as a character and panics ("RuntimeError:
// unreachable") when it gets text, so `migrate dev` and `migrate diff
// --from-migrations` crashed as soon as a migration added a CHECK constraint.
// adapter-pg keeps the driver's rows array in its result, which leads back to
// the columns catalogTypesAsText saw as "char".
function withCharacterColumns<A extends Adapter>(adapter: A): A {
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result: RawResult = await queryRaw(query);
    for (const index of charColumnsOfRows.get(result.rows) ?? []) result.columnTypes[index] = CHARACTER_COLUMN as RawResult["columnTypes"][number];
    return result;
  };
  return adapter;
}

class MigrationPg extends PrismaPg {
  async connect() {
    return withCharacterColumns(await super.connect());
  }

  // The stock shadow database is dropped while its pool is still open; drop it after closing, forcefully.
  async connectToShadowDb() {
    const name = `prisma_shadow_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const adapter = withCharacterColumns(await new PrismaPg(poolConfig(name)).connect()) as Adapter & Disposable;
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
  schema: "schema.prisma",
  adapter: async () => new MigrationPg(poolConfig()),
});
