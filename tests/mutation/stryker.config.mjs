// Mutation testing of the modules that hold the product's rules (`npm run test:mutation`):
// StrykerJS changes the code one small way at a time (a condition flipped, a limit moved, a
// statement removed) and runs the unit and component tests; a change no test notices is a
// rule no test really checks. Not part of `npm test` or CI: it takes minutes. Run it before
// resolving an issue that changes rules; scripts/measurements/mutation-score.mjs fails under 80 % per file.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const strykerConfig = {
  testRunner: "jest",
  jest: { projectType: "custom", configFile: "tests/mutation/jest.config.mjs", enableFindRelatedTests: true },
  coverageAnalysis: "perTest",
  // Jest compiles TypeScript without checking types, so the `// @ts-nocheck` Stryker would
  // add to every file is not needed, and it would push "use server" off the first line.
  disableTypeChecks: false,
  concurrency: 2,
  // A mutant that loops forever (a retry loop with its exit removed) is given its tests' own
  // time and a half plus this, not Stryker's 5 s: a dozen such mutants cost minutes otherwise.
  timeoutMS: 2000,
  mutate: [
    "lib/routes.ts",
    "lib/ids.ts",
    "lib/validation/**/*.ts",
    // lib/auth without the next-auth wiring (options.ts, session.ts): integration territory.
    "lib/auth/login-errors.ts",
    "lib/auth/password-strength.ts",
    "lib/auth/tokens.ts",
    "lib/catalogue/**/*.ts",
    "lib/cart/**/*.ts",
    "lib/format.ts",
    "lib/seo/**/*.ts",
    "lib/rate-limit/**/*.ts",
    "lib/http/client-address.mjs",
    // Which visitors' requests a page copy answers, its script hashes, when a copy holds (docs/decisions/cached-visitor-pages.md).
    "lib/http/visitor-page-cache.mjs",
    "lib/http/public-pages.mjs",
    // What the service worker answers from a copy and what never, when the install prompt shows;
    // what a slow connection or Save-Data turns off (docs/decisions/offline-reading.md, data-saving.md).
    "lib/offline/routes.ts",
    "lib/offline/install-prompt.ts",
    "lib/data-saving/**/*.ts",
    // Account rules: the profile's tabs, which edits need the password again, what blocks deletion.
    "lib/accounts/profile-tabs.ts",
    "lib/accounts/profile-edits.ts",
    "lib/accounts/deletion-rules.ts",
    // Whether a profile still needs the completion form (the callback's rule).
    "lib/accounts/profile-status.ts",
    // What a log line may carry and what a request's line names; the graceful stop's phases.
    "lib/log/mask.mjs",
    "lib/log/request-line.mjs",
    "lib/lifecycle/shutdown.mjs",
    // Pro: the plans, what one payment adds, when Pro ends (see docs/decisions/subscription.md).
    "lib/subscriptions/**/*.ts",
    // Messaging: previews, the notification text, the buyer agreement phrases.
    "lib/messaging/**/*.ts",
    // Verified businesses: who decides, when new documents may be sent, the profile card's state.
    "lib/verifications/rules.ts",
    // Reported listings: when reports hide a listing, staff's decisions, stock on a hidden listing.
    "lib/listing-reports/**/*.ts",
    // Reviews: who may review, edit, answer and hide; the edit window; the reviewer's name.
    "lib/reviews/**/*.ts",
    // Checkout's M-Pesa fields, phone and settlement rules.
    "lib/mpesa/**/*.ts",
    // Fulfilment moves and stages, and the payout writer's B2C rules.
    "lib/orders/**/*.ts",
    // The buyer's order pages' opening (session, id, ownership, 404): integration territory like session.ts.
    "!lib/orders/buyer-order.ts",
    "lib/payouts/b2c-rules.ts",
    "lib/validation/orders.ts",
    // The onboarding tutorial's state machine: every flag, hand-off and timing.
    "lib/onboarding/tutorial-machine.ts",
  ],
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  ignorePatterns: [".next", ".next-e2e", ".next-*", ".data", "test-results", "test-results-*", "playwright-report", "/reports", "coverage", "playwright"],
};

export default strykerConfig;
