import { defineConfig, devices } from "@playwright/test";

// Two app instances against one PostgreSQL (issue 15, decision D15): what several servers
// behind a load balancer look like to realtime. Instance A builds, migrates and seeds; B
// starts from the same build once A answers. Each test drives one browser on each and
// checks that what happens through A reaches B's pages. Needs DATABASE_URL (a PostgreSQL
// server: the embedded database serves one process). `npm run test:two-instances`.
if (!process.env.DATABASE_URL) {
  throw new Error("test:two-instances needs DATABASE_URL: a PostgreSQL database both instances share (for example a fresh campus_two)");
}

const PORT_A = Number(process.env.TWO_INSTANCES_PORT ?? 3200);
const PORT_B = PORT_A + 1;
export const INSTANCE_A = `http://localhost:${PORT_A}`;
export const INSTANCE_B = `http://localhost:${PORT_B}`;
// A third instance reaches PostgreSQL through scripts/measurements/pg-roundtrips.mjs, which counts its SQL
// round trips for the budget test (issue 17); only that test sends it requests.
const PORT_COUNTED = PORT_A + 2;
const PROXY_PORT = PORT_A + 10;
export const INSTANCE_COUNTED = `http://localhost:${PORT_COUNTED}`;
export const ROUND_TRIP_CONTROL = `http://127.0.0.1:${PORT_A + 11}`;
const countedDatabaseUrl = (() => {
  const url = new URL(process.env.DATABASE_URL);
  url.hostname = "127.0.0.1";
  url.port = String(PROXY_PORT);
  return url.toString();
})();

const chromium = { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] };

const instance = (port: number) => ({
  NEXT_DIST_DIR: ".next-e2e",
  PORT: String(port),
  NEXTAUTH_URL: `http://localhost:${port}`,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-that-is-at-least-32-characters-long",
  STORAGE_DIR: ".data/two-instances-storage",
  DATABASE_URL: process.env.DATABASE_URL!,
  // Realtime crosses instances only through PostgreSQL.
  ORDER_EVENTS: "postgres",
  // Public pages' cached reads live 5 s at most here (60 in production), so the test of a
  // lost invalidation notice waits seconds, not a minute (tests/two-instances/public-cache.spec.ts).
  PUBLIC_CACHE_SECONDS: "5",
  // One JSON line per request would bury the test report: warnings and errors only.
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});

export default defineConfig({
  testDir: "tests/two-instances",
  outputDir: "test-results/two-instances",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: { launchOptions: chromium, trace: "retain-on-failure", screenshot: "only-on-failure", ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
  webServer: [
    { command: "npx tsx scripts/production/start.mjs", url: `${INSTANCE_A}/home`, timeout: 420_000, reuseExistingServer: false, stdout: "pipe", env: instance(PORT_A) },
    {
      // After A: one build, one migration, one seed.
      command: `node scripts/fixtures/wait-for-url.mjs ${INSTANCE_A}/home && npx tsx scripts/production/start.mjs`,
      url: `${INSTANCE_B}/home`,
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: instance(PORT_B),
    },
    {
      command: `node scripts/measurements/pg-roundtrips.mjs --upstream ${process.env.DATABASE_URL} --port ${PROXY_PORT} --control ${PORT_A + 11}`,
      url: `${ROUND_TRIP_CONTROL}/stats`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      command: `node scripts/fixtures/wait-for-url.mjs ${INSTANCE_A}/home && npx tsx scripts/production/start.mjs`,
      url: `${INSTANCE_COUNTED}/home`,
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: "pipe",
      // Its public reads are not cached: the budget holds for a page read cold.
      env: { ...instance(PORT_COUNTED), DATABASE_URL: countedDatabaseUrl, PUBLIC_CACHE_SECONDS: "0" },
    },
  ],
});
