import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layer rule: Prisma is used only in lib/db (and by the seed and the tests).
const PRISMA_ONLY_IN_LIB_DB = [
  { group: ["@/lib/db/client", "@/lib/db/generated/*", "**/db/client", "**/db/generated/*"], message: "Prisma is used only in lib/db: call a function of lib/db/<domain>.ts instead." },
  { group: ["@prisma/client", "@prisma/client/*"], message: "Prisma is used only in lib/db." },
];
// In-app links prefetch on intent, never on sight (docs/decisions/prefetch-on-intent.md).
const LINKS_THROUGH_APP_LINK = [{ name: "next/link", message: "Use AppLink from @/components/navigation/app-link: it prefetches on intent and not on slow connections." }];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-e2e/**", ".next-*/**", "bench/floor/.next/**", "bench/floor/next-env.d.ts", "test-results-*/**", ".data/**", "lib/db/generated/**", "node_modules/**", "test-results/**", "playwright-report/**", ".stryker-tmp/**", "reports/**", "next-env.d.ts"]),
  {
    rules: {
      // Code reads the validated `env` (lib/env.ts), never process.env directly.
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration from `env` in lib/env.ts, which validates it.",
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The layer rule: Prisma is used only in lib/db (and by the seed and the
    // tests). The UI takes row types and enums from lib/db/types.ts, never from
    // a server-only data module.
    files: ["app/**", "components/**", "lib/**", "middleware.ts"],
    ignores: ["lib/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: LINKS_THROUGH_APP_LINK,
          patterns: [
            ...PRISMA_ONLY_IN_LIB_DB,
          ],
        },
      ],
    },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: LINKS_THROUGH_APP_LINK,
          patterns: [
            ...PRISMA_ONLY_IN_LIB_DB,
            {
              group: ["@/lib/db/*", "!@/lib/db/types"],
              allowTypeImports: false,
              message: "Components take row types and enums from @/lib/db/types; data is read by pages and actions.",
            },
          ],
        },
      ],
    },
  },
  {
    // The wrapper itself is the one place next/link is imported.
    files: ["components/navigation/app-link.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [...PRISMA_ONLY_IN_LIB_DB] }] },
  },
  {
    // Start-up code, tools, tests and the env module itself are where process.env is read.
    files: ["lib/env.ts", "lib/env-schema.mjs", "next.config.mjs", "scripts/**", "tests/**", "prisma/**", "playwright.config.ts", "middleware.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
]);
