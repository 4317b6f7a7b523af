#!/usr/bin/env node
// First-load JavaScript of every public page, from a production build's manifests, against
// a budget taken from the same build: the runtime every page loads (the framework's share,
// which pages cannot shrink) plus 40 KB gzip for the app's own code on that page. A page's
// first load is that runtime (build-manifest.json rootMainFiles) plus the chunks its
// layouts and page name (each page_client-reference-manifest.js entryJSFiles), counted
// once each and measured gzipped as the server sends them. Polyfills go only to browsers
// without modules and are not counted.
//
//   node scripts/measurements/check-js-budget.mjs [--dist .next] [--json]
//
// Prints the runtime, the budget and each page; exits 1 naming each page over the budget.
// Run by .ci/run after the e2e build.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { parseArgs } from "node:util";

/** What a public page may load beyond the runtime: the app's own JavaScript on it (gzip). */
export const JS_BUDGET_MARGIN_BYTES = 40 * 1024;

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

const readBuildManifest = (distDir) => JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));

/** Gzipped size of a build's file, each file compressed once. */
function gzipSizer(distDir) {
  const gzipped = new Map();
  return (file) => {
    if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length);
    return gzipped.get(file);
  };
}

/** Every public page's first-load files and gzipped bytes. */
export function measurePublicPages(distDir) {
  const buildManifest = readBuildManifest(distDir);
  const sizeOf = gzipSizer(distDir);
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

/** The runtime every page loads, as the build names it (rootMainFiles), in gzipped bytes. */
export function runtimeBytesOf(distDir) {
  const sizeOf = gzipSizer(distDir);
  return (readBuildManifest(distDir).rootMainFiles ?? []).reduce((sum, file) => sum + sizeOf(file), 0);
}

/** The budget a build is held to: its own runtime plus the app's margin. */
export function jsBudgetFor(runtimeBytes) {
  return runtimeBytes + JS_BUDGET_MARGIN_BYTES;
}

/** A build's runtime, budget and public pages: everything the check and the benchmark report. */
export function measureJsBudget(distDir) {
  const runtime = runtimeBytesOf(distDir);
  return { runtime, budget: jsBudgetFor(runtime), pages: measurePublicPages(distDir) };
}

/** The pages over the budget, as lines that name them. */
export function overJsBudget(pages, budget) {
  return pages.filter((page) => page.bytes > budget).map((page) => `${page.route}: ${kb(page.bytes)} gzip (budget ${kb(budget)})`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const { values } = parseArgs({ options: { dist: { type: "string", default: process.env.NEXT_DIST_DIR || ".next" }, json: { type: "boolean", default: false } } });
  const { runtime, budget, pages } = measureJsBudget(values.dist);
  if (pages.length === 0) {
    console.error(`No public pages found in ${values.dist}: build first (next build).`);
    process.exit(2);
  }
  if (values.json) console.log(JSON.stringify({ runtime, budget, pages }));
  else {
    console.log(`Runtime every page loads: ${kb(runtime)} gzip; budget: runtime + ${kb(JS_BUDGET_MARGIN_BYTES)} = ${kb(budget)}\n`);
    for (const page of pages) console.log(`${kb(page.bytes).padStart(9)}  ${page.route}  (runtime + ${kb(page.bytes - runtime)}, ${page.files} files)`);
  }
  const over = overJsBudget(pages, budget);
  if (over.length) {
    console.error(`\nFirst-load JavaScript over budget:\n${over.join("\n")}`);
    process.exit(1);
  }
  console.log(`\nEvery public page's first load is within ${kb(budget)} gzip.`);
}

// Run as a program, not when imported by the checker's test. No import.meta: Jest loads this as CommonJS.
if (/check-js-budget\.mjs$/.test(process.argv[1] ?? "")) main();
