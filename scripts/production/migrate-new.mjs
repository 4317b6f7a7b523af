#!/usr/bin/env node
// `npm run db:migrate:new -- --name <change>`: writes a migration for the
// changes in prisma/schema.prisma and applies it to the database in
// DATABASE_URL, through `prisma migrate dev` (WASM schema engine, see
// prisma/prisma.config.ts).
//
// Pending migrations are applied with `migrate deploy` first: in Prisma 6.19's
// WASM engine, once `migrate dev` has applied a pending migration itself it
// loses the shadow database for its next step and stops with "PostgreSQL
// shadow DB must be provided through an external factory". With nothing
// pending, `migrate dev` only creates and applies the new migration, which works.
//
// Needs a real PostgreSQL (and the right to create databases, for the shadow
// database): the embedded server cannot run `migrate dev`.
import { runPrisma } from "./prisma.mjs";

if (!process.env.DATABASE_URL) {
  console.error("db:migrate:new needs DATABASE_URL: a PostgreSQL database to develop against (not the embedded one).");
  process.exit(1);
}

const deployCode = await runPrisma(["migrate", "deploy"], {}, { quiet: true });
if (deployCode !== 0) {
  console.error("[db:migrate:new] applying the pending migrations failed; see the messages above.");
  process.exit(deployCode);
}

process.exit(await runPrisma(["migrate", "dev", ...process.argv.slice(2)]));
