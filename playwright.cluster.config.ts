import { defineConfig, devices } from "@playwright/test";

// Two app instances behind the round-robin balancer of scripts/production/cluster.mjs (issue 19): the
// smoke journeys (sign in, browse, cart, checkout with the Daraja simulator, a message, a
// payout) through the balancer's address only, each answer naming the instance that gave
// it (X-Instance). Needs DATABASE_URL (a PostgreSQL database both instances share; a fresh
// one, for example campus_cluster) and uses the e2e build (NEXT_DIST_DIR, .next-e2e by
// default: CI builds it for the e2e suite). `npm run test:cluster`.
if (!process.env.DATABASE_URL) {
  throw new Error("test:cluster needs DATABASE_URL: a PostgreSQL database the two instances share (for example a fresh campus_cluster)");
}

const PORT = Number(process.env.CLUSTER_PORT ?? 3300);
/** The balancer: the only address the tests use. Instances a and b listen on PORT+1 and PORT+2. */
export const BALANCER = `http://localhost:${PORT}`;
/** The one Daraja simulator both instances use: the tests read the payouts it received. */
export const SIMULATOR = `http://127.0.0.1:${PORT + 5}`;

const chromium = { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] };

export default defineConfig({
  testDir: "tests/cluster",
  outputDir: process.env.E2E_OUTPUT_DIR ? `${process.env.E2E_OUTPUT_DIR}/cluster` : "test-results/cluster",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: { baseURL: BALANCER, launchOptions: chromium, trace: "retain-on-failure", screenshot: "only-on-failure", ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
  webServer: {
    command: "node scripts/production/cluster.mjs",
    url: `${BALANCER}/api/ready`,
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // The cluster's own stop: the balancer, then each instance gracefully, then the simulator.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    env: {
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
      PORT: String(PORT),
      DATABASE_URL: process.env.DATABASE_URL,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-that-is-at-least-32-characters-long",
      DARAJA_SIM_PORT: String(PORT + 5),
      STORAGE_DIR: ".data/cluster-storage",
      MAIL_OUTBOX_DIR: ".data/cluster-outbox",
      // One JSON line per request would bury the test report: warnings and errors only.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      LOG_FORMAT: "json",
    },
  },
});
