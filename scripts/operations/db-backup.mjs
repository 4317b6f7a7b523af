#!/usr/bin/env node
// `npm run db:backup [-- <file>]`: one archive of the embedded database and the uploaded files.
//
// The database part is PGlite's own copy of its folder (dumpDataDir). While `npm start`
// runs, that process takes it between two statements (scripts/production/db-backup-control.mjs), so
// it is one instant: everything committed before it, nothing after, and a transaction
// left open at that moment is rolled back when the copy is opened, as after a power cut.
// When nothing runs, this process opens the folder itself. Either way the copy is then
// opened in memory before the archive is written: a backup that does not open is an
// error now, not on the day it is needed.
//
// The archive (.tar.gz): manifest.json (when, which app and PostgreSQL version, which
// migrations, a few counts), pgdata.tar (the folder) and storage/ (the disk driver's
// files, copied right after the snapshot; uploads are never overwritten, so a file the
// snapshot names is there, unless deleted in that moment). With S3 the files stay in the
// bucket: its versioning is their backup (README, "Backups").
//
// A real PostgreSQL (DATABASE_URL) is backed up with pg_dump and the provider's
// point-in-time recovery, not with this (README, "Backups").
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as tar from "tar";
import { claimDataDir, fetchSnapshot, findClaim } from "../production/db-backup-control.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const BACKUP_FORMAT = "campus-market-backup";
export const BACKUP_FORMAT_VERSION = 1;

/** Where `npm start` keeps its data, from the same variables it reads. */
export function backupTargets(env = process.env) {
  const dbDir = env.EMBEDDED_DB_DIR || path.join(root, ".data", "pglite");
  return {
    realDatabase: Boolean(env.DATABASE_URL),
    dbDir: dbDir === "memory://" ? dbDir : path.resolve(root, dbDir),
    storageDir: env.S3_BUCKET ? null : path.resolve(root, env.STORAGE_DIR || ".data/storage"),
    s3Bucket: env.S3_BUCKET || null,
  };
}

export function loadDotEnv() {
  // As `npm start` does; variables already set win.
  if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
}

export const REAL_DATABASE_MESSAGE = (verb) =>
  `DATABASE_URL is set: that PostgreSQL is not ${verb === "back up" ? "backed up" : "restored"} by this command. ` +
  `Use pg_dump -Fc / pg_restore and your provider's point-in-time recovery (README, "Backups").`;

/** A path as a person reads it: relative when under the current folder, else whole. */
export function shown(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

function hasDatabase(dbDir) {
  return fs.existsSync(path.join(dbDir, "PG_VERSION"));
}

/** The files under `dir`, as paths relative to it. */
export function listFiles(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}

/** Opens a PGlite folder copy (an uncompressed tar) in `dataDir` and describes it. */
export async function openCopy(tarFile, dataDir = "memory://") {
  const bytes = fs.readFileSync(tarFile);
  const db = await PGlite.create(dataDir, {
    loadDataDir: new Blob([bytes], { type: "application/x-tar" }),
    extensions: { pg_trgm },
  });
  try {
    const { rows: version } = await db.query("SHOW server_version");
    const { rows: hasMigrations } = await db.query("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
    const migrations = hasMigrations[0].present
      ? (
          await db.query(
            "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name",
          )
        ).rows.map((row) => row.migration_name)
      : [];
    const counts = {};
    for (const table of ["users", "products", "orders"]) {
      const { rows } = await db.query(`SELECT to_regclass('${table}') IS NOT NULL AS present`);
      if (rows[0].present) counts[table] = (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    }
    return { postgres: version[0].server_version, migrations, counts };
  } finally {
    await db.close();
  }
}

function pgliteVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")).version;
}

function defaultOutput(now) {
  return path.join(root, ".data", "backups", `campus-market-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
}

/**
 * Writes a backup of `dbDir` (and `storageDir`, when given) to `output`.
 * Resolves with the manifest.
 */
export async function backup({ dbDir, storageDir, s3Bucket = null, output, log = () => {} }) {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "campus-backup-"));
  try {
    const pgdata = path.join(staging, "pgdata.tar");
    const running = await findClaim(dbDir);
    const takenAt = new Date();
    if (running) {
      log(`asking the running database (process ${running.pid}, ${running.purpose}) for a snapshot...`);
      await fetchSnapshot(running, pgdata);
    } else {
      if (!hasDatabase(dbDir)) throw new Error(`there is no embedded database in ${dbDir} (npm start makes one)`);
      log(`the database is not running: reading ${dbDir} directly...`);
      // Claimed while open, so an `npm start` meanwhile waits its turn (it refuses to start).
      const claim = await claimDataDir(dbDir, { purpose: "npm run db:backup" });
      try {
        const db = await PGlite.create(dbDir, { extensions: { pg_trgm } });
        try {
          const tarball = await db.dumpDataDir("none");
          fs.writeFileSync(pgdata, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
        } finally {
          await db.close();
        }
      } finally {
        await claim.release();
      }
    }

    log("checking that the copy opens...");
    const contents = await openCopy(pgdata);

    // The files after the snapshot (see the header). A link to the folder, which tar follows.
    const files = storageDir ? listFiles(storageDir) : [];
    if (storageDir && fs.existsSync(storageDir)) fs.symlinkSync(storageDir, path.join(staging, "storage"), "junction");
    else fs.mkdirSync(path.join(staging, "storage"));

    const manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: takenAt.toISOString(),
      app: { name: "campus-market", version: JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).version },
      database: { kind: "pglite-folder", file: "pgdata.tar", pglite: pgliteVersion(), takenWhileRunning: Boolean(running), ...contents },
      storage: storageDir ? { driver: "disk", included: true, files: files.length } : { driver: "s3", included: false, bucket: s3Bucket },
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

    fs.mkdirSync(path.dirname(output), { recursive: true });
    // Written under another name first: a backup cut short never looks like a whole one.
    // Readable by its owner only from the start: it holds password hashes and orders.
    const partial = `${output}.partial`;
    fs.writeFileSync(partial, "", { mode: 0o600 });
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, ["manifest.json", "pgdata.tar", "storage"]);
    fs.renameSync(partial, output);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function main() {
  loadDotEnv();
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log("usage: npm run db:backup [-- <file.tar.gz>]   (default: .data/backups/campus-market-<time>.tar.gz)");
    return 0;
  }
  const targets = backupTargets();
  if (targets.realDatabase) {
    console.error(REAL_DATABASE_MESSAGE("back up"));
    return 1;
  }
  if (targets.dbDir === "memory://") {
    console.error("EMBEDDED_DB_DIR=memory:// is a throwaway database: there is nothing to back up.");
    return 1;
  }
  const output = path.resolve(args[0] ?? defaultOutput(new Date()));
  const manifest = await backup({
    ...targets,
    output,
    log: (message) => console.log(`[db:backup] ${message}`),
  });
  const size = (fs.statSync(output).size / 1024 / 1024).toFixed(1);
  const counts = Object.entries(manifest.database.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(", ");
  console.log(`[db:backup] wrote ${shown(output)} (${size} MB)`);
  console.log(`[db:backup]   database as of ${manifest.createdAt}: ${manifest.database.migrations.length} migrations, ${counts || "no app tables"}`);
  console.log(
    manifest.storage.included
      ? `[db:backup]   uploaded files: ${manifest.storage.files} from ${shown(targets.storageDir)}/`
      : `[db:backup]   uploaded files: not included (S3 bucket ${manifest.storage.bucket}: its versioning keeps them)`,
  );
  console.log("[db:backup] keep a copy off this machine. Restore with: npm run db:restore -- <file>");
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[db:backup] failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
