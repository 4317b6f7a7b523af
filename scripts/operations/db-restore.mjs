#!/usr/bin/env node
// `npm run db:restore -- <file> [--yes]`: puts a backup from `npm run db:backup` back.
//
// It refuses while the app runs on that data (stop `npm start` first): replacing a
// database under a running app would leave it holding the old one's session, and a
// restore is a moment for a person to be watching, not for a background kill.
// Nothing is deleted: the current database folder and files folder are renamed to
// `<folder>.before-restore-<time>` and the backup's take their place, so a wrong restore
// is undone by renaming them back. The backup is opened and checked against its
// manifest before anything is renamed. With data present it asks first (or needs --yes).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline/promises";
import { fileURLToPath } from "node:url";
import * as tar from "tar";
import { claimDataDir } from "../production/db-backup-control.mjs";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, REAL_DATABASE_MESSAGE, backupTargets, listFiles, loadDotEnv, openCopy, shown } from "./db-backup.mjs";

const filesUnder = (dir) => listFiles(dir).length;
const isEmptyOrMissing = (dir) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

function describe(manifest) {
  const counts = Object.entries(manifest.database.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(", ");
  const files = manifest.storage.included ? `${manifest.storage.files} uploaded files` : "no uploaded files (made with S3)";
  return `the backup of ${manifest.createdAt} (${manifest.database.migrations.length} migrations, ${counts || "no app tables"}; ${files})`;
}

async function readManifest(file, staging) {
  await tar.extract({ file, cwd: staging, filter: (entry) => entry === "manifest.json" || entry === "pgdata.tar" });
  const manifestFile = path.join(staging, "manifest.json");
  if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(staging, "pgdata.tar"))) {
    throw new Error(`${file} is not a backup from npm run db:backup (no manifest.json and pgdata.tar in it)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${file} is not a backup from npm run db:backup (format ${manifest.format})`);
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new Error(`${file} was written by a newer version of the app (backup format ${manifest.formatVersion}); restore it with that version`);
  }
  return manifest;
}

/** Renames each [from, to] in turn; if one fails, puts the earlier ones back. */
function renameAll(moves) {
  const done = [];
  try {
    for (const [from, to] of moves) {
      fs.renameSync(from, to);
      done.push([from, to]);
    }
  } catch (error) {
    for (const [from, to] of done.reverse()) fs.renameSync(to, from);
    throw error;
  }
}

/**
 * Restores `file` into `dbDir` (and `storageDir` when the backup has files).
 * `confirm(question)` is asked only when there is data to replace; false stops with nothing changed.
 * Resolves with what was done, or null when not confirmed.
 */
export async function restore({ file, dbDir, storageDir, confirm, log = () => {} }) {
  if (!fs.existsSync(file)) throw new Error(`no such file: ${file}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "campus-restore-"));
  const newDb = `${dbDir}.restoring`;
  const newStorage = storageDir ? `${storageDir}.restoring` : null;
  let claim;
  try {
    const manifest = await readManifest(file, staging);
    try {
      claim = await claimDataDir(dbDir, { purpose: "npm run db:restore" });
    } catch (error) {
      if (error.code !== "EMBEDDED_DB_IN_USE") throw error;
      throw new Error(
        `the app is running on ${dbDir} (process ${error.claim.pid}, ${error.claim.purpose}): stop it first (Ctrl-C), then restore`,
      );
    }
    const restoreFiles = Boolean(manifest.storage.included && storageDir);
    const hasData = !isEmptyOrMissing(dbDir) || (restoreFiles && filesUnder(storageDir) > 0);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const aside = (dir) => `${dir}.before-restore-${stamp}`;
    if (hasData) {
      const what = restoreFiles ? `${dbDir} and ${storageDir}` : dbDir;
      const ok = await confirm(`This replaces the data in ${what} with ${describe(manifest)}. The current data is kept in *.before-restore-${stamp}.`);
      if (!ok) return null;
    }

    log("opening the backup's database...");
    fs.rmSync(newDb, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(newDb), { recursive: true });
    const contents = await openCopy(path.join(staging, "pgdata.tar"), newDb);
    if (contents.migrations.join() !== manifest.database.migrations.join()) {
      throw new Error("the backup's database does not match its manifest (different migrations): it may be damaged");
    }

    let restoredFiles = 0;
    if (restoreFiles) {
      log("unpacking the uploaded files...");
      fs.rmSync(newStorage, { recursive: true, force: true });
      fs.mkdirSync(newStorage, { recursive: true });
      await tar.extract({ file, cwd: newStorage, strip: 1, filter: (entry) => entry.startsWith("storage/") });
      restoredFiles = filesUnder(newStorage);
    }

    const moves = [];
    const keptAside = [];
    for (const [current, replacement] of [[dbDir, newDb], ...(restoreFiles ? [[storageDir, newStorage]] : [])]) {
      if (fs.existsSync(current)) {
        moves.push([current, aside(current)]);
        keptAside.push(aside(current));
      }
      moves.push([replacement, current]);
    }
    renameAll(moves);
    return { manifest, restoredFiles, keptAside, filesSkipped: !restoreFiles };
  } finally {
    fs.rmSync(newDb, { recursive: true, force: true });
    if (newStorage) fs.rmSync(newStorage, { recursive: true, force: true });
    fs.rmSync(staging, { recursive: true, force: true });
    await claim?.release();
  }
}

async function askOnTerminal(question) {
  const terminal = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await terminal.question(`${question}\nType yes to restore: `);
    return answer.trim().toLowerCase() === "yes";
  } finally {
    terminal.close();
  }
}

async function main() {
  loadDotEnv();
  const args = process.argv.slice(2);
  const yes = args.includes("--yes") || args.includes("-y");
  const [file] = args.filter((arg) => !arg.startsWith("-"));
  if (!file || args.includes("--help") || args.includes("-h")) {
    console.error("usage: npm run db:restore -- <backup.tar.gz> [--yes]");
    return file ? 0 : 1;
  }
  const targets = backupTargets();
  if (targets.realDatabase) {
    console.error(REAL_DATABASE_MESSAGE("restore"));
    return 1;
  }
  if (targets.dbDir === "memory://") {
    console.error("EMBEDDED_DB_DIR=memory:// is a throwaway database: set it to a folder (or unset it) to restore into.");
    return 1;
  }
  const confirm = async (question) => {
    if (yes) return true;
    if (process.stdin.isTTY) return askOnTerminal(question);
    console.error(`${question}\nRun it again with --yes to go ahead: npm run db:restore -- ${file} --yes`);
    // `npm run db:restore x --yes` without the `--` keeps --yes for npm itself.
    if (process.env.npm_config_yes === "true") console.error("(npm took --yes for itself: put it after --)");
    return false;
  };
  const log = (message) => console.log(`[db:restore] ${message}`);
  const result = await restore({ file: path.resolve(file), ...targets, confirm, log });
  if (!result) {
    console.error("[db:restore] nothing changed.");
    return 1;
  }
  log(`restored ${describe(result.manifest)}`);
  if (!result.filesSkipped) log(`  ${result.restoredFiles} uploaded files into ${shown(targets.storageDir)}/`);
  else if (result.manifest.storage.included) log("  the backup's uploaded files were not restored: S3_BUCKET is set (files live in the bucket)");
  else log("  the backup has no uploaded files (made with S3): the bucket's versioning keeps them");
  for (const dir of result.keptAside) log(`  the data it replaced is kept in ${shown(dir)}/ (rename it back to undo)`);
  log("start the app again with: npm start (it applies any newer migrations)");
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[db:restore] failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
