import "server-only";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { RATE_LIMIT_TABLE, rateLimitStoreClient } from "@/lib/db/rate-limit-store";
import { env } from "@/lib/env";
import { createRateLimits } from "./rules";

// The limits of lib/rate-limit/rules.ts with their counters in PostgreSQL, shared by every
// app instance (see docs/decisions/scale-path.md), through Prisma's own pool (lib/db/rate-limit-store.ts). The table
// comes from a migration; the limiter must never create it at run time.

export { LOGIN_LOCKOUT, RATE_LIMITS, loginLockoutSeconds, type RateLimitName, type RateLimitVerdict } from "./rules";

// Stryker disable StringLiteral: equivalent; any storeType but the named drivers takes the plain-client path.
export const { consumeRateLimits, consumeLoginAttempt, forgetLoginFailures, clearLoginLimits } = createRateLimits(
  (name, options) =>
    new RateLimiterPostgres({
      storeClient: rateLimitStoreClient,
      storeType: "client",
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      ...options,
      // The one per-address limit a deployment sizes to its campus NAT (SIGNUP_LIMIT_PER_IP_HOUR).
      ...(name === "signupIp" && env.SIGNUP_LIMIT_PER_IP_HOUR ? { points: env.SIGNUP_LIMIT_PER_IP_HOUR } : {}),
    }),
);
// Stryker restore StringLiteral
