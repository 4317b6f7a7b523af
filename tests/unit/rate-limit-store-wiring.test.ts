// The app's limits keep their counters in the rate_limits table through the shared client
// (lib/db/rate-limit-store.ts), stood in for here; the table comes from a migration, so
// nothing at run time may create it.
const statements: string[] = [];
jest.mock("@/lib/db/rate-limit-store", () => ({
  RATE_LIMIT_TABLE: "rate_limits",
  rateLimitStoreClient: {
    query: async ({ text, values = [] }: { text: string; values?: unknown[] }) => {
      statements.push(`${text} ${JSON.stringify(values)}`);
      return { rows: [{ points: 1, expire: Date.now() + 60_000 }], rowCount: 1 };
    },
  },
}));

// The limits read one setting (SIGNUP_LIMIT_PER_IP_HOUR); a unit test has no environment to validate.
jest.mock("@/lib/env", () => ({ env: {} }));

import { consumeRateLimits } from "@/lib/rate-limit/limits";

it("a limit's point is taken in the rate_limits table, keyed by the limit's name, and the table is never created", async () => {
  expect(await consumeRateLimits([["signupIp", "10.0.0.1"]])).toEqual({ allowed: true });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(statements.length).toBeGreaterThan(0);
  expect(statements.some((text) => /rate_limits/.test(text) && text.includes('"signupIp:10.0.0.1"'))).toBe(true);
  expect(statements.some((text) => /create\s+table/i.test(text))).toBe(false);
});
