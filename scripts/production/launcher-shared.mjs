// What both launchers (scripts/production/start.mjs, scripts/production/cluster.mjs) decide the same way: whether the
// production build is older than its sources (they build again only then), and whether the
// database is new (they seed the demo data only then).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const SOURCE_ENTRIES = ["app", "components", "lib", "public", "prisma/schema.prisma", "middleware.ts", "next.config.mjs", "instrumentation.ts", "package.json", "package-lock.json"];

/** Written by scripts/build/offline-scripts.mjs just before `next build`: output, not sources. */
const OFFLINE_OUTPUTS = ["public/sw.js", "public/offline-start.js"];

function newestSourceTime(entry) {
  if (OFFLINE_OUTPUTS.includes(entry)) return 0;
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(full)) {
    if (child === "generated") continue;
    newest = Math.max(newest, newestSourceTime(path.join(entry, child)));
  }
  return newest;
}

/** True when `distDir` holds a build at least as new as every source file. */
export function buildIsCurrent(distDir) {
  const stamp = path.join(root, distDir, "BUILD_ID");
  if (!fs.existsSync(stamp)) return false;
  if (!OFFLINE_OUTPUTS.every((file) => fs.existsSync(path.join(root, file)))) return false;
  const built = fs.statSync(stamp).mtimeMs;
  return SOURCE_ENTRIES.every((entry) => newestSourceTime(entry) <= built);
}

/** True on a database with no campus locations yet: the first run, which gets the demo data. */
export async function isFirstRun(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM campus_locations");
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}
