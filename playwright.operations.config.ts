import { defineConfig } from "@playwright/test";

// Running it for real (issue 19): each test starts the production build (NEXT_DIST_DIR,
// .next-e2e by default: CI builds it for the e2e suite) with its own PostgreSQL 15, which it
// may stop and start, and reads the server's JSON logs. `npm run test:operations`.
export default defineConfig({
  testDir: "tests/operations",
  outputDir: "test-results/operations",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  // Generous: a 2-core machine shared with a build has taken seconds to answer a login.
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
    viewport: { width: 1280, height: 800 },
  },
});
