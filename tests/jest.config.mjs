import path from "node:path";
import { fileURLToPath } from "node:url";
import nextJest from "next/jest.js";

// The repository's root, where the tests' paths start: this file lives in tests/ so the root
// stays short (run one file with `npm run test:unit -- <file>` or `npx jest -c tests/jest.config.mjs <file>`).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const createJestConfig = nextJest({ dir: root });

const shared = {
  rootDir: root,
  moduleNameMapper: {
    // `server-only` throws outside React's server bundle; tests import server modules directly.
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
    // No Next.js cache around server code called directly (tests/support/next-cache-stub.ts).
    "^next/cache$": "<rootDir>/tests/support/next-cache-stub.ts",
    // Satori's dynamic import does not run under Jest (tests/support/next-og-stub.ts).
    "^next/og$": "<rootDir>/tests/support/next-og-stub.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

// next/jest leaves node_modules untransformed; Prisma's query compiler and next-safe-action ship as ESM and must be turned into CommonJS.
async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  return { ...resolved, transformIgnorePatterns: ["/node_modules/(?!@prisma/client/runtime/|next-safe-action/)"] };
}

export default async function jestConfig() {
  return {
    projects: [
      await project({
        displayName: "unit",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
      }),
      await project({
        displayName: "components",
        testEnvironment: "jsdom",
        testMatch: ["<rootDir>/tests/components/**/*.test.tsx"],
        setupFilesAfterEnv: ["<rootDir>/tests/support/setup-components.ts"],
      }),
      await project({
        displayName: "integration",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
        globalSetup: "<rootDir>/tests/integration/global-setup.mjs",
        globalTeardown: "<rootDir>/tests/integration/global-teardown.mjs",
        setupFiles: ["<rootDir>/tests/integration/worker-env.ts"],
        setupFilesAfterEnv: ["<rootDir>/tests/integration/setup-db.ts"],
      }),
      // The standing security suite: the authorization matrix and property tests, in the same
      // Jest run as the integration tests (one global set-up: a database per worker, copied
      // from one migrated template, and one SMTP sink).
      await project({
        displayName: "security",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/security/**/*.test.ts"],
        globalSetup: "<rootDir>/tests/integration/global-setup.mjs",
        globalTeardown: "<rootDir>/tests/integration/global-teardown.mjs",
        setupFiles: ["<rootDir>/tests/integration/worker-env.ts"],
        setupFilesAfterEnv: ["<rootDir>/tests/integration/setup-db.ts"],
      }),
    ],
  };
}
