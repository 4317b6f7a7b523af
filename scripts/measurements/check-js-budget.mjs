#!/usr/bin/env node
// First-load JavaScript of every public page, from a production build's manifests, against
// the budget (at most 120 KB gzip on every public page). A page's first load is
// the runtime every page loads (build-manifest.json rootMainFiles) plus the chunks its
// layouts and page name (each page_client-reference-manifest.js entryJSFiles), counted
// once each and measured gzipped as the server sends them. Polyfills go only to browsers
// without modules and are not counted.
//
//   node scripts/measurements/check-js-budget.mjs [--dist .next] [--budget 120000] [--json]
//
// Exits 1 naming each page over the budget. Run by .ci/run after the e2e build.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { parseArgs } from "node:util";

export const JS_BUDGET_BYTES = 120_000;

/** The pages whose first load is held to the budget: everything under app/(public). */
const PUBLIC_GROUP = "/(public)/";

function findManifests(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return findManifests(full);
    return entry.name === "page_client-reference-manifest.js" ? [full] : [];
  });
}

/** A client reference manifest is a script that assigns to globalThis.__RSC_MANIFEST. */
function readClientManifest(file) {
  const sandbox = {};
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox, { filename: file, timeout: 1_000 });
  return sandbox.__RSC_MANIFEST ?? {};
}

/** "/(public)/product/[id]/page" → "/product/[id]"; route groups are not part of a URL. */
export function routeOf(manifestKey) {
  const route = manifestKey
    .replace(/\/page$/, "")
    .split("/")
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .join("/");
  return `/${route}`;
}

/** The files a page loads first: the shared runtime, then its layouts', boundaries' and its own chunks. */
export function firstLoadFiles({ rootMainFiles, entryJSFiles, pageKey }) {
  const pageEntry = `[project]/app${pageKey}`;
  const directories = pageEntry.replace(/\/page$/, "").split("/");
  // Each folder on the way may hold a layout, a template, an error boundary and a loading state; the page loads them all.
  const boundaries = directories.flatMap((_, i) => ["layout", "template", "error", "loading"].map((file) => `${directories.slice(0, i + 1).join("/")}/${file}`));
  const files = new Set(rootMainFiles);
  for (const key of [...boundaries, pageEntry]) for (const file of entryJSFiles[key] ?? []) files.add(file);
  return [...files];
}

/** Every public page's first-load files and gzipped bytes. */
export function measurePublicPages(distDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length);
    return gzipped.get(file);
  };
  const pages = [];
  for (const file of findManifests(path.join(distDir, "server", "app"))) {
    for (const [pageKey, manifest] of Object.entries(readClientManifest(file))) {
      if (!pageKey.startsWith(PUBLIC_GROUP)) continue;
      const files = firstLoadFiles({ rootMainFiles: buildManifest.rootMainFiles, entryJSFiles: manifest.entryJSFiles ?? {}, pageKey });
      pages.push({ route: routeOf(pageKey), files: files.length, bytes: files.reduce((sum, f) => sum + sizeOf(f), 0) });
    }
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** The pages over the budget, as lines that name them. */
export function overJsBudget(pages, budget = JS_BUDGET_BYTES) {
  return pages.filter((page) => page.bytes > budget).map((page) => `${page.route}: ${kb(page.bytes)} gzip (budget ${kb(budget)})`);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function main() {
  const { values } = parseArgs({ options: { dist: { type: "string", default: process.env.NEXT_DIST_DIR || ".next" }, budget: { type: "string" }, json: { type: "boolean", default: false } } });
  const budget = values.budget ? Number(values.budget) : JS_BUDGET_BYTES;
  const pages = measurePublicPages(values.dist);
  if (pages.length === 0) {
    console.error(`No public pages found in ${values.dist}: build first (next build).`);
    process.exit(2);
  }
  if (values.json) console.log(JSON.stringify(pages));
  else for (const page of pages) console.log(`${kb(page.bytes).padStart(9)}  ${page.route}  (${page.files} files)`);
  const over = overJsBudget(pages, budget);
  if (over.length) {
    console.error(`\nFirst-load JavaScript over budget:\n${over.join("\n")}`);
    process.exit(1);
  }
  console.log(`\nEvery public page's first load is within ${kb(budget)} gzip.`);
}

// Run as a program, not when imported by the checker's test. No import.meta: Jest loads this as CommonJS.
if (/check-js-budget\.mjs$/.test(process.argv[1] ?? "")) main();
