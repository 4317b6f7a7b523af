#!/usr/bin/env node
// The embedded PostgreSQL for a fresh machine: PGlite (PostgreSQL compiled to
// WASM, from npm) served on 127.0.0.1 over the normal wire protocol, so the app
// has one code path (adapter-pg + DATABASE_URL) whether the database is embedded
// or real. It lives in the launcher's process; the app connects over TCP.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { claimDataDir } from "./db-backup-control.mjs";
import net from "node:net";
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/** Finds a free loopback port (used when the preferred one is taken). */
export function freePort(preferred = 0) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(freePort(0)));
    server.listen(preferred, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PGlite on a loopback port. `dataDir` is a folder (kept between runs)
 * or "memory://" for a throwaway database (tests).
 * `loadDataDir` starts it from another instance's `dump()` (the tests copy one migrated template).
 */
export async function startEmbeddedDb({ dataDir = "memory://", port = 0, maxConnections = 10, purpose = "embedded database", loadDataDir = undefined } = {}) {
  let db;
  // A folder is claimed first: PGlite does not lock it, and two processes on one folder
  // would corrupt it. The claim also lets `npm run db:backup` ask this process for a
  // snapshot while it runs (scripts/production/db-backup-control.mjs).
  const snapshot = () => (db ? db.dumpDataDir("none") : Promise.reject(new Error("the database is still starting")));
  const claim = dataDir === "memory://" ? null : await claimDataDir(dataDir, { purpose, snapshot });
  try {
    if (dataDir !== "memory://") fs.mkdirSync(dataDir, { recursive: true });
    db = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    await db.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm");
  } catch (error) {
    await claim?.release();
    throw error;
  }
  const listenPort = await freePort(port);
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: listenPort, maxConnections });
  await server.start();
  const url = `postgresql://postgres:postgres@127.0.0.1:${listenPort}/postgres`;
  let stopped = false;
  return {
    url,
    port: listenPort,
    /** The database folder as a tarball, for another instance's `loadDataDir`. */
    dump: () => db.dumpDataDir("none"),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
      await claim?.release();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = process.argv[2] ?? ".data/pglite";
  const port = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
  const handle = await startEmbeddedDb({ dataDir, port, purpose: "npm run db:embedded" });
  console.log(`Embedded PostgreSQL (PGlite) on ${handle.url} with data in ${dataDir}. Ctrl-C stops it.`);
  const stop = async () => {
    await handle.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
