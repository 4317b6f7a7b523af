import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, unknown[]>[number];

// Every browser and HTTP suite in one config, as projects (docs/testing.md):
//
//   e2e            setup, desktop (1280), phone (390), security (HTTP probes), html (validity):
//                  the production build on one instance (`npm run test:e2e`)
//   multi-instance two-instances, cluster: instances a and b behind nginx, with PgBouncer before
//                  PostgreSQL (scripts/production/cluster.mjs), started once for both (`npm run test:multi-instance`)
//   operations     each test starts the build with a PostgreSQL 15 of its own (`npm run test:operations`)
//
// Only the servers of the projects asked for (`--project`) start; with none named, all do.
// The e2e server is the product's own launcher: a real PostgreSQL when DATABASE_URL is set
// (CI), otherwise a throwaway embedded one, seeded with the demo data.

const CI = Boolean(process.env.CI);
const DATABASE_URL = process.env.DATABASE_URL;
const NEXTAUTH_SECRET = process.env.NEXTAUTH_SECRET ?? "e2e-secret-that-is-at-least-32-characters-long";
/** The production build the suites run: its own folder, so a `npm start` in the same checkout (.next) is left alone. */
const NEXT_DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-e2e";
/** One JSON line per request would bury the test report: warnings and errors only. */
const LOG_LEVEL = process.env.LOG_LEVEL ?? "warn";

/**
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`): the build
 * Playwright itself runs for headless tests (its own download does not work here), without the
 * full browser's user interface, and its background traffic off. On the 2-core machine it runs
 * the same specs in 28 % less time than the full `chromium` (docs/testing.md).
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium };
// A Pixel 7 at 390 CSS pixels, drawn at one device pixel per CSS pixel: the page's layout,
// touch and mobile viewport are the phone's, and nothing in the product or the tests depends
// on the pixel ratio, while painting 2.6 x 2.6 times the pixels in software cost the phone
// suite a quarter of its time (docs/testing.md).
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions: chromium };

// ---- e2e: one instance -------------------------------------------------------------------
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const E2E_URL = `http://localhost:${E2E_PORT}`;
/** The e2e server's sign-ups per address per hour (SIGNUP_LIMIT_PER_IP_HOUR); the client-address probes count to it. */
export const E2E_SIGNUP_LIMIT_PER_IP_HOUR = 100;
// A real SMTP sink beside the app: sign-up and reset emails go through nodemailer over SMTP
// and the tests read them from its HTTP API (tests/e2e/mail.ts).
const SMTP_PORT = E2E_PORT + 2;
const SMTP_HTTP_PORT = E2E_PORT + 3;

// Where each behaviour lives. Layout specs (what the page looks like and how it is laid out:
// the shell, the footer, themes, the tutorial's spotlight, the filters' two layouts, the
// accessibility check, the staff's way to their pages, what checkout and a blocked deletion answer) run at both widths. A behaviour runs
// once, at the width of the people it serves: students buying are on phones; sellers'
// workspaces and staff tools at a desk.
// A test tagged @desktop-only (the profile menu exists only there) runs on desktop wherever
// its file lives.
const LAYOUT_SPECS = ["shell", "footer", "theme", "tutorial", "catalogue-browsing", "a11y-check", "staff-tools", "listing-reports", "form-answers", "data-plan", "demo-data"];
const PHONE_SPECS = ["accounts", "cart", "catalogue", "checkout", "messages", "orders", "search-and-seo", "subscription"];
const DESKTOP_SPECS = ["seller", "visitor-pages", "admin-categories", "profile", "links", "route-split", "buyer-protection", "verifications", "reviews", "prefetch", "offline-reading"];
const specFiles = (names: string[]) => names.map((name) => `${name}.spec.ts`);
const specTitles = (names: string[]) => new RegExp(`(^|[\\s/\\\\])(${names.join("|")})\\.spec\\.ts\\b`);

// ---- multi-instance: the cluster (nginx, a, b, PgBouncer, one Daraja simulator) ------------
const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 3300);
/** nginx, the balancer: the cluster suite's only address. */
export const BALANCER = `http://localhost:${CLUSTER_PORT}`;
/** PgBouncer between the cluster's instances and PostgreSQL (its console: database "pgbouncer"). */
export const PGBOUNCER_PORT = CLUSTER_PORT + 4;
/** Instances a and b behind it, reached directly by the two-instance suite. */
export const INSTANCE_A = `http://localhost:${CLUSTER_PORT + 1}`;
export const INSTANCE_B = `http://localhost:${CLUSTER_PORT + 2}`;
/** A third instance, not behind the balancer, that reaches PostgreSQL through scripts/measurements/pg-roundtrips.mjs, which counts its SQL round trips for the budget test. */
export const INSTANCE_COUNTED = `http://localhost:${CLUSTER_PORT + 3}`;
export const ROUND_TRIP_CONTROL = `http://127.0.0.1:${CLUSTER_PORT + 11}`;
/** The one Daraja simulator of the cluster: the tests read the payouts it received. */
export const SIMULATOR = `http://127.0.0.1:${CLUSTER_PORT + 5}`;
const ROUND_TRIP_PROXY_PORT = CLUSTER_PORT + 10;

/** The projects named on the command line (`--project name`, `--project=name`); none: all. */
function requestedProjects(argv: string[]): string[] {
  const names: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === "--project" && argv[i + 1]) names.push(argv[i + 1]!);
    else if (arg.startsWith("--project=")) names.push(arg.slice("--project=".length));
  });
  return names;
}
const requested = requestedProjects(process.argv);
const wants = (...names: string[]) => requested.length === 0 || names.some((name) => requested.includes(name));
const wantsE2e = wants("setup", "desktop", "phone", "security", "html");
const wantsCluster = wants("two-instances", "cluster");
// Several instances share one database: the embedded one serves one process.
if (wantsCluster && requested.length > 0 && !DATABASE_URL) {
  throw new Error("the multi-instance projects need DATABASE_URL: a PostgreSQL database the instances share (for example a fresh campus_cluster)");
}

const e2eServers: WebServer[] = [
  {
    command: "node scripts/fixtures/smtp-sink.mjs",
    url: `http://127.0.0.1:${SMTP_HTTP_PORT}/health`,
    reuseExistingServer: !CI,
    env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_HTTP_PORT) },
  },
  {
    command: "npx tsx scripts/production/start.mjs",
    url: `${E2E_URL}/home`,
    timeout: 420_000,
    reuseExistingServer: !CI,
    stdout: "pipe",
    env: {
      NEXT_DIST_DIR,
      PORT: String(E2E_PORT),
      EMBEDDED_DB_PORT: String(E2E_PORT + 1),
      EMBEDDED_DB_DIR: "memory://",
      NEXTAUTH_URL: E2E_URL,
      NEXTAUTH_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      STORAGE_DIR: ".data/e2e-storage",
      // A payment whose callback never comes is asked about after 2 s, not 60 (checkout.spec.ts).
      MPESA_QUERY_AFTER_SECONDS: "2",
      LOG_LEVEL,
      // Every test's new student signs up from 127.0.0.1: a campus NAT's worth, not 30 an hour.
      SIGNUP_LIMIT_PER_IP_HOUR: String(E2E_SIGNUP_LIMIT_PER_IP_HOUR),
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
    },
  },
];

const clusterServers = (databaseUrl: string): WebServer[] => {
  const counted = new URL(databaseUrl);
  counted.hostname = "127.0.0.1";
  counted.port = String(ROUND_TRIP_PROXY_PORT);
  return [
    {
      command: "node scripts/production/cluster.mjs",
      url: `${BALANCER}/api/ready`,
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: "pipe",
      // The cluster's own stop: nginx, then each instance gracefully, then PgBouncer and the simulator.
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      env: {
        NEXT_DIST_DIR,
        PORT: String(CLUSTER_PORT),
        PGBOUNCER_PORT: String(PGBOUNCER_PORT),
        DATABASE_URL: databaseUrl,
        NEXTAUTH_SECRET,
        DARAJA_SIM_PORT: String(CLUSTER_PORT + 5),
        STORAGE_DIR: ".data/cluster-storage",
        MAIL_OUTBOX_DIR: ".data/cluster-outbox",
        // Public pages' cached reads live 5 s at most here (60 in production), so the test of a
        // lost expiry notice waits seconds, not a minute (tests/two-instances/public-cache.spec.ts).
        PUBLIC_CACHE_SECONDS: "5",
        LOG_LEVEL,
        LOG_FORMAT: "json",
      },
    },
    {
      command: `node scripts/measurements/pg-roundtrips.mjs --upstream ${databaseUrl} --port ${ROUND_TRIP_PROXY_PORT} --control ${CLUSTER_PORT + 11}`,
      url: `${ROUND_TRIP_CONTROL}/stats`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      // After the cluster has built, migrated and seeded: its public reads are not cached, so the
      // budget holds for a page read cold.
      command: `node scripts/fixtures/wait-for-url.mjs ${BALANCER}/api/ready && npx tsx scripts/production/start.mjs`,
      url: `${INSTANCE_COUNTED}/home`,
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        NEXT_DIST_DIR,
        PORT: String(CLUSTER_PORT + 3),
        NEXTAUTH_URL: INSTANCE_COUNTED,
        NEXTAUTH_SECRET,
        STORAGE_DIR: ".data/cluster-storage",
        DATABASE_URL: counted.toString(),
        ORDER_EVENTS: "postgres",
        PUBLIC_CACHE_SECONDS: "0",
        LOG_LEVEL,
      },
    },
  ];
};

const webServer = [...(wantsE2e ? e2eServers : []), ...(wantsCluster && DATABASE_URL ? clusterServers(DATABASE_URL) : [])];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 2,
  // A test that passes only on its retry fails the run: flakiness is fixed, not hidden.
  retries: CI ? 1 : 0,
  failOnFlakyTests: CI,
  forbidOnly: CI,
  // A hang guard, not a target. A 2-core machine runs two Chromiums, the server and axe in both
  // themes on every page; there the longer journeys took 1.5 to 2 min in the fresh-clone CI run,
  // and a test that runs out of time once fails the run (failOnFlakyTests).
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: E2E_URL,
    launchOptions: chromium,
    // Recording a trace snapshots the page at every action, on a 2-core machine a real share of
    // the run: CI records only the retry of a test that failed (which fails the run anyway, and
    // then has its trace); locally every failure keeps one.
    trace: CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // page.route does not see what a service worker fetches, so every suite runs without the
    // app's worker; offline-reading.spec.ts allows it for itself (docs/decisions/offline-reading.md).
    serviceWorkers: "block",
  },
  projects: [
    // HTTP probes of the production build as an attacker sends them (tests/security/http):
    // forged Origin, spoofed X-Forwarded-For, chunked bodies, replayed links. No browser pages.
    { name: "security", testDir: "tests/security/http", testMatch: /\.spec\.ts$/ },
    // The main pages' server HTML through html-validate (tests/html/htmlvalidate.config.mjs), as the
    // production build sends it: `npm test` has no build, this run has. Signed-in pages use the setup's sessions.
    { name: "html", testDir: "tests/html", testMatch: /\.spec\.ts$/, dependencies: ["setup"] },
    // Signs each demo account in once and saves its session (tests/e2e/auth.setup.ts); the
    // role fixtures of tests/e2e/fixtures.ts open pages from those files instead of logging in.
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    {
      name: "desktop",
      use: desktop,
      dependencies: ["setup"],
      testMatch: /\.spec\.ts$/,
      grep: [specTitles([...LAYOUT_SPECS, ...DESKTOP_SPECS]), /@desktop-only/],
    },
    {
      name: "phone",
      use: phone,
      dependencies: ["setup"],
      testMatch: specFiles([...LAYOUT_SPECS, ...PHONE_SPECS]),
      // Tests of desktop-only controls (the profile menu) do not exist at this width.
      grepInvert: /@desktop-only/,
    },
    // What several servers behind a load balancer look like to realtime and the public cache:
    // each test drives one browser on a and one on b (see docs/decisions/scale-path.md).
    { name: "two-instances", testDir: "tests/two-instances", testMatch: /\.spec\.ts$/, workers: 1, use: desktop },
    // The smoke journeys through nginx's address only, each answer naming its instance; and the
    // proof that nginx and PgBouncer are really there (tests/cluster/edge.spec.ts).
    { name: "cluster", testDir: "tests/cluster", testMatch: /\.spec\.ts$/, workers: 1, timeout: 120_000, use: { ...desktop, baseURL: BALANCER } },
    // Running it for real: each test starts the production build with its own PostgreSQL 15,
    // which it may stop and start, and reads the server's JSON logs.
    { name: "operations", testDir: "tests/operations", testMatch: /\.spec\.ts$/, workers: 1, timeout: 120_000, use: { launchOptions: chromium, viewport: { width: 1280, height: 800 } } },
  ],
  webServer,
});
