// What docs/performance/PLANS.md (scripts/measurements/explain-plans.mjs) is checked for, by the tool and by
// tests/unit/query-plans.test.ts.

/**
 * What a page's plan must never do at a million products: read a share of the products
 * table that grows with it. A sequential scan stopped early by a LIMIT (a capped count over
 * a common filter) reads a few thousand rows and is fine; one that reads more is not.
 */
export const MAX_PRODUCT_ROWS_READ = 50_000;
/** The most product rows any sequential scan of products in an EXPLAIN ANALYZE plan read. */
export function productRowsScanned(plan) {
  const lines = plan.split("\n");
  let worst = 0;
  lines.forEach((line, i) => {
    if (!/Seq Scan on products\b/.test(line)) return;
    // EXPLAIN ANALYZE gives rows per loop.
    const [, rows = "0", loops = "1"] = line.match(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/) ?? [];
    const indent = line.search(/\S/);
    const removedLine = lines.slice(i + 1).find((next, j, rest) => /Rows Removed by Filter/.test(next) && rest.slice(0, j).every((l) => l.search(/\S/) > indent));
    const removed = Number(removedLine?.match(/Rows Removed by Filter: (\d+)/)?.[1] ?? 0);
    worst = Math.max(worst, (Number(rows) + removed) * Number(loops));
  });
  return worst;
}
