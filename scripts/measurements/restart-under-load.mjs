#!/usr/bin/env node
// Restarting an instance of the cluster under load: clients loop over a page, /api/health
// and /api/ready through nginx while instance b is restarted gracefully (SIGTERM, as a deploy
// does) and then killed (SIGKILL, a crash) and started again. Prints how many requests each
// phase sent and which failed (any status but 200, or no answer). The figures quoted in
// docs/operations.md ("Two instances behind nginx and PgBouncer") come from here.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/campus_restart node scripts/measurements/restart-under-load.mjs \
//     [--clients 4] [--port 3760] [--dist .next-e2e] [--log]
//
// Needs what the cluster needs (nginx, PgBouncer, a built app) and a database it may seed.
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { startCluster } from "../production/cluster.mjs";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "4" },
    port: { type: "string", default: "3760" },
    dist: { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next-e2e" },
    log: { type: "boolean", default: false },
  },
});
if (!process.env.DATABASE_URL) {
  console.error("restart-under-load needs DATABASE_URL: a PostgreSQL database for the cluster (seeded on first use).");
  process.exit(1);
}

const PATHS = ["/home", "/api/health", "/api/ready"];
const cluster = await startCluster({ port: Number(values.port), env: { NEXT_DIST_DIR: values.dist, LOG_LEVEL: "warn" }, output: (line) => {
    // --log: nginx's, PgBouncer's and the launcher's own lines (which request met a refused connection, and so on).
    if (values.log && /^\[(nginx|cluster|pgbouncer)\]/.test(line)) console.log(line);
  },
});

/** Loops `clients` clients over PATHS until `done` resolves; the answers. */
async function load(done) {
  const answers = [];
  let running = true;
  void done.then(() => (running = false));
  await Promise.all(
    Array.from({ length: Number(values.clients) }, async (_, client) => {
      for (let i = client; running; i++) {
        const path = PATHS[i % PATHS.length];
        const started = Date.now();
        try {
          const response = await fetch(`${cluster.url}${path}`, { signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          answers.push({ path, status: response.status, instance: response.headers.get("x-instance"), ms: Date.now() - started });
        } catch (error) {
          answers.push({ path, status: 0, error: error instanceof Error ? (error.cause?.code ?? error.message) : String(error), ms: Date.now() - started });
        }
      }
    }),
  );
  return answers;
}

function report(phase, answers) {
  const failed = answers.filter((answer) => answer.status !== 200);
  const byInstance = answers.reduce((counts, answer) => ({ ...counts, [answer.instance ?? "none"]: (counts[answer.instance ?? "none"] ?? 0) + 1 }), {});
  console.log(`${phase}: ${answers.length} requests (${JSON.stringify(byInstance)}), ${failed.length} failed${failed.length ? `: ${failed.slice(0, 10).map((answer) => `${answer.path} ${answer.status || answer.error}`).join(", ")}` : ""}`);
  return failed.length;
}

let failures = 0;
try {
  for (const signal of ["SIGTERM", "SIGKILL"]) {
    const restarted = (async () => {
      await sleep(3_000);
      const started = Date.now();
      await cluster.restart("b", { signal });
      console.log(`b restarted (${signal}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await sleep(3_000);
    })();
    failures += report(`restart of b with ${signal}`, await load(restarted));
  }
} finally {
  await cluster.close();
}
process.exitCode = failures > 0 ? 1 : 0;
