import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-e2e/**", ".data/**", "lib/db/generated/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
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
    // Start-up code, tools, tests and the env module itself are where process.env is read.
    files: ["lib/env.ts", "lib/env-schema.mjs", "next.config.mjs", "tools/**", "tests/**", "prisma/**", "prisma.config.ts", "playwright.config.ts", "jest.config.mjs", "middleware.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
]);
