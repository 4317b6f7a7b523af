import { defineConfig, devices } from "@playwright/test";

// e2e runs against a production build (`next build && next start`) in Debian's
// Chromium. The server is the product's own launcher: a real PostgreSQL when
// DATABASE_URL is set (CI), otherwise a throwaway embedded one, seeded with the demo data.
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The e2e server's sign-ups per address per hour (SIGNUP_LIMIT_PER_IP_HOUR); the client-address probes count to it. */
export const E2E_SIGNUP_LIMIT_PER_IP_HOUR = 100;
const baseURL = `http://localhost:${PORT}`;
// A real SMTP sink beside the app: sign-up and reset emails go through
// nodemailer over SMTP and the tests read them from its HTTP API (tests/e2e/mail.ts).
const SMTP_PORT = PORT + 2;
const SMTP_HTTP_PORT = PORT + 3;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous for a 2-core machine shared with other builds: there a page has been seen
  // taking 10 s or more between a server's answer and showing it (the journeys once had
  // 120 s each; their single-behaviour tests stay far below these limits on a quiet machine).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // HTTP probes of the production build as an attacker sends them (tests/security/http):
    // forged Origin, spoofed X-Forwarded-For, chunked bodies, replayed links. No browser pages.
    { name: "security", testDir: "tests/security/http", testMatch: /\.spec\.ts$/ },
    // The main pages' server HTML through html-validate (.htmlvalidate.mjs), as the production
    // build sends it: `npm test` has no build, this run has. Signed-in pages use the setup's sessions.
    { name: "html", testDir: "tests/html", testMatch: /\.spec\.ts$/, dependencies: ["setup"] },
    // Signs each demo account in once and saves its session (tests/e2e/auth.setup.ts); the
    // role fixtures of tests/e2e/fixtures.ts open pages from those files instead of logging in.
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      dependencies: ["setup"],
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium },
      dependencies: ["setup"],
      // Tests of desktop-only controls (the profile menu) do not exist at this width.
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: [
    {
      command: "node scripts/fixtures/smtp-sink.mjs",
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_HTTP_PORT) },
    },
    {
      command: "npx tsx scripts/production/start.mjs",
      url: `${baseURL}/home`,
      timeout: 420_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe",
      env: {
        // Its own build folder, so a `npm start` in the same checkout (.next) is left alone.
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
        PORT: String(PORT),
        EMBEDDED_DB_PORT: String(PORT + 1),
        EMBEDDED_DB_DIR: "memory://",
        NEXTAUTH_URL: baseURL,
        NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-that-is-at-least-32-characters-long",
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        STORAGE_DIR: ".data/e2e-storage",
        // A payment whose callback never comes is asked about after 2 s, not 60 (checkout.spec.ts).
        MPESA_QUERY_AFTER_SECONDS: "2",
        // One JSON line per request would bury the test report: warnings and errors only.
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
        // Every test's new student signs up from 127.0.0.1: a campus NAT's worth, not 30 an hour.
        SIGNUP_LIMIT_PER_IP_HOUR: String(E2E_SIGNUP_LIMIT_PER_IP_HOUR),
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
  ],
});
