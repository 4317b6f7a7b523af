#!/usr/bin/env node
// Server response times of the public catalogue (the first target, docs/performance.md: marketplace,
// a category page and a search each under 300 ms at the median with 10,000
// products). Times the whole HTML response of each page as a visitor gets it.
//
//   npm run db:seed -- --products 10000      (once, against the app's database)
//   npm start                                (or any running build)
//   node scripts/measurements/bench-catalogue.mjs [--url http://localhost:3000] [--runs 21]
//
// Medians and the 90th percentile, never a single run: these machines are noisy.
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "21" },
    warmup: { type: "string", default: "3" },
    target: { type: "string", default: "300" },
  },
});
const base = values.url.replace(/\/+$/, "");
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const targetMs = Number(values.target);

const PAGES = [
  ["marketplace", "/studentmarketplace"],
  ["category", "/category/Electronics"],
  ["category, filtered + sorted", "/category/all?condition=new&condition=good&minPrice=1000&maxPrice=30000&sort=price-desc"],
  ["search", "/search?q=calculator"],
  ["search, misspelt", "/search?q=calculater"],
  ["search, two words", "/search?q=used+textbook"],
];

async function timeOnce(path) {
  const start = performance.now();
  const response = await fetch(base + path, { redirect: "manual", headers: { "user-agent": "campus-bench" } });
  await response.arrayBuffer();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return ms;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

// The sitemap is an index of files: count the product addresses in each.
const sitemapIndex = await fetch(`${base}/sitemap.xml`).then((r) => r.text());
let productCount = 0;
for (const [, location] of sitemapIndex.matchAll(/<loc>([^<]+)<\/loc>/g)) {
  const file = await fetch(`${base}${new URL(location).pathname}`).then((r) => r.text());
  productCount += (file.match(/\/product\//g) ?? []).length;
}
console.log(`${base}: ${productCount.toLocaleString("en")} active products in the sitemap; ${runs} runs per page after ${warmup} warm-up runs\n`);
if (productCount < 5000) console.log("Note: fewer products than the target's 10,000 (seed more with npm run db:seed -- --products 10000).\n");

const rows = [];
for (const [label, path] of PAGES) {
  for (let i = 0; i < warmup; i++) await timeOnce(path);
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await timeOnce(path));
  times.sort((a, b) => a - b);
  rows.push({ label, path, median: quantile(times, 0.5), p90: quantile(times, 0.9), min: times[0] });
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad("page", 30)}${pad("median", 10)}${pad("p90", 10)}${pad("min", 10)}target`);
let failed = false;
for (const row of rows) {
  const ok = row.median < targetMs;
  failed ||= !ok;
  console.log(`${pad(row.label, 30)}${pad(`${row.median.toFixed(0)} ms`, 10)}${pad(`${row.p90.toFixed(0)} ms`, 10)}${pad(`${row.min.toFixed(0)} ms`, 10)}${ok ? "ok" : `over ${targetMs} ms`}`);
}
process.exitCode = failed ? 1 : 0;
