import "server-only";
import { readDatabaseHealth } from "@/lib/db/health";
import { isDraining } from "@/lib/lifecycle/shutdown.mjs";
import { reconcilerIsRunning } from "@/lib/payments/reconciler";

// /api/ready for load balancers: 200 when this instance can serve, 503 naming
// the failing part otherwise. The answer is kept for a second and shared by concurrent
// callers, so a flood of probes costs the database at most one query a second.

export type ReadinessCheck = "database" | "migrations" | "jobs" | "accepting";
/** "unknown": not checked because what it depends on failed (migrations with no database). */
export type CheckState = "ok" | "failing" | "unknown";
export type Readiness = { ready: boolean; checks: Record<ReadinessCheck, CheckState>; failing: ReadinessCheck[] };

/** No answer from the database within this: it counts as down (a hung connection must not hang the probe). */
export const DATABASE_CHECK_TIMEOUT_MS = 1_500;
const KEEP_ANSWER_MS = 1_000;

let cached: { at: number; answer: Promise<Readiness> } | null = null;

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

async function checkReadiness(): Promise<Readiness> {
  const database = await withTimeout(readDatabaseHealth(), DATABASE_CHECK_TIMEOUT_MS, { reachable: false, migrationsApplied: false, missingMigrations: 0 });
  const checks: Readiness["checks"] = {
    database: database.reachable ? "ok" : "failing",
    migrations: !database.reachable ? "unknown" : database.migrationsApplied ? "ok" : "failing",
    jobs: reconcilerIsRunning() ? "ok" : "failing",
    accepting: isDraining() ? "failing" : "ok",
  };
  const failing = (Object.keys(checks) as ReadinessCheck[]).filter((name) => checks[name] === "failing");
  return { ready: failing.length === 0 && !Object.values(checks).includes("unknown"), checks, failing };
}

export function readReadiness(now = Date.now()): Promise<Readiness> {
  // Draining answers at once: the balancer must stop sending before the pool closes.
  if (isDraining()) return checkReadiness();
  if (cached && now - cached.at < KEEP_ANSWER_MS) return cached.answer;
  const answer = checkReadiness();
  cached = { at: now, answer };
  return answer;
}
