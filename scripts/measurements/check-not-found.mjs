#!/usr/bin/env node
// Checks against a running build that a missing product, seller or category answers 404
// with its not-found screen in the HTML itself, as a visitor without JavaScript
// gets it (not only inside the data scripts that React reads in the browser).
//
//   node scripts/measurements/check-not-found.mjs --url http://localhost:3300
//
// Exits non-zero and names the address on the first failure.
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { url: { type: "string", default: "http://localhost:3000" } } });
const base = values.url.replace(/\/$/, "");

const MISSING_UUID = "00000000-0000-0000-0000-000000000000";
const CASES = [
  { path: `/product/${MISSING_UUID}`, text: "Product Not Found" },
  { path: "/product/not-a-product-id", text: "Product Not Found" },
  { path: `/seller/${MISSING_UUID}`, text: "Seller Not Found" },
  { path: "/seller/not-a-seller-id", text: "Seller Not Found" },
  { path: "/category/nonsense", text: "Category Not Found" },
];

/** The HTML a browser shows before any script runs: scripts and templates removed. */
export function visibleHtml(html) {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<template\b[\s\S]*?<\/template>/gi, "");
}

let failures = 0;
for (const { path, text } of CASES) {
  const response = await fetch(`${base}${path}`, { redirect: "manual" });
  const body = visibleHtml(await response.text());
  const problems = [];
  if (response.status !== 404) problems.push(`status ${response.status}, expected 404`);
  if (!new RegExp(`<h1[^>]*>${text}</h1>`).test(body)) problems.push(`no <h1>${text}</h1> in the HTML`);
  if (problems.length > 0) failures += 1;
  console.log(`${problems.length === 0 ? "ok  " : "FAIL"} ${path}${problems.length ? `: ${problems.join("; ")}` : ""}`);
}
process.exit(failures === 0 ? 0 : 1);
