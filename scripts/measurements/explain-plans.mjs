#!/usr/bin/env node
// The query plans of the public pages, as the app really runs them: starts the
// built app with its database connection through scripts/measurements/pg-roundtrips.mjs, fetches each
// public page as a visitor, captures every statement with its parameters on the wire, and
// runs EXPLAIN (ANALYZE, BUFFERS) on each against the same database. Writes Markdown.
//
//   npm run db:seed -- --products 1000000          (into the database named below)
//   NEXT_DIST_DIR=.next-e2e npx next build          (once)
//   node scripts/measurements/explain-plans.mjs --database postgresql://postgres@127.0.0.1:5432/bench_1m \
//        [--dist .next-e2e] [--out docs/performance/PLANS.md]
//
// Exits 1 when a plan's sequential scan reads more than 50,000 products.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { discoverPublicPages, startAppThroughProxy } from "./bench-app.mjs";
import { MAX_PRODUCT_ROWS_READ, productRowsScanned } from "./plan-checks.mjs";

const { values } = parseArgs({
  options: {
    database: { type: "string" },
    dist: { type: "string", default: ".next-e2e" },
    port: { type: "string", default: "3400" },
    out: { type: "string", default: "docs/performance/PLANS.md" },
  },
});
if (!values.database) {
  console.error("--database postgresql://… is required (a seeded database, for example with 1,000,000 products)");
  process.exit(2);
}


const statements = [];
// Cold reads (no public cache), so every statement a page needs runs and is captured.
const app = await startAppThroughProxy({
  databaseUrl: values.database,
  dist: values.dist,
  port: values.port,
  env: { PUBLIC_CACHE_SECONDS: "0" },
  onStatement: (statement) => statements.push(statement),
});
const base = app.base;
const direct = new pg.Client({ connectionString: values.database });

try {
  await direct.connect();
  const products = Number((await direct.query("SELECT count(*) FROM products")).rows[0].count);
  const pages = (await discoverPublicPages(base)).map((page) => page.path);

  const lines = [
    `# Query plans of the public pages`,
    ``,
    `${products.toLocaleString("en")} products; ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB; ${(await direct.query("SHOW server_version")).rows[0].server_version}.`,
    `Written by \`node scripts/measurements/explain-plans.mjs\`: every statement each page ran, captured on the wire, then \`EXPLAIN (ANALYZE, BUFFERS)\` with its own parameters. tests/unit/query-plans.test.ts reads this file.`,
    ``,
  ];
  const problems = [];
  for (const page of pages) {
    await fetch(`${base}${page}`).then((r) => r.arrayBuffer());
    statements.length = 0;
    const response = await fetch(`${base}${page}`);
    await response.arrayBuffer();
    const ran = statements.splice(0).filter((s) => !/^\s*(BEGIN|COMMIT|ROLLBACK|LISTEN|SELECT 1)\b/i.test(s.text));
    lines.push(`## ${page}`, ``, `${ran.length} statement${ran.length === 1 ? "" : "s"}, HTTP ${response.status}.`, ``);
    for (const statement of ran) {
      const sql = statement.text.replace(/\s+/g, " ").trim();
      lines.push(`### ${sql.length > 160 ? `${sql.slice(0, 157)}...` : sql}`, ``);
      if (statement.values === null) {
        lines.push(`(parameters sent in binary: not explained)`, ``);
        continue;
      }
      const plan = (await direct.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values)).rows.map((row) => row["QUERY PLAN"]).join("\n");
      const scanned = productRowsScanned(plan);
      if (scanned > MAX_PRODUCT_ROWS_READ) problems.push(`${page}: a sequential scan read ${scanned} products: ${sql.slice(0, 100)}`);
      lines.push("```", plan, "```", ``);
    }
  }
  fs.mkdirSync(path.dirname(values.out), { recursive: true });
  fs.writeFileSync(values.out, lines.join("\n"));
  console.log(`wrote ${values.out}`);
  if (problems.length) {
    console.error(`Whole-table scans of products:\n${problems.join("\n")}`);
    process.exitCode = 1;
  }
} finally {
  await direct.end().catch(() => undefined);
  await app.stop();
}
