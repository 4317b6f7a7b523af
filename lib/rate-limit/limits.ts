import "server-only";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { RATE_LIMIT_TABLE, rateLimitStoreClient } from "@/lib/db/rate-limit-store";

// Abuse limits for the doors a bot would hammer. Per-IP limits are generous
// because a whole campus can sit behind one NAT address; per-email limits are
// the tight ones (a mailbox should not be flooded, a password not guessed).
// Counters live in PostgreSQL so every app instance sees the same numbers (D15).
const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  loginIp: { points: 300, duration: 15 * MINUTE },
  /** Counts failed sign-ins only, so a student who signs in often is never blocked. */
  loginFailuresEmail: { points: 10, duration: 15 * MINUTE },
  signupIp: { points: 30, duration: HOUR },
  signupEmail: { points: 5, duration: HOUR },
  emailLinkIp: { points: 60, duration: HOUR },
  /** Confirmation resends and password-reset requests per address. */
  emailLinkEmail: { points: 3, duration: 15 * MINUTE },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

const limiters = new Map<RateLimitName, RateLimiterPostgres>();

function limiter(name: RateLimitName): RateLimiterPostgres {
  let existing = limiters.get(name);
  if (!existing) {
    existing = new RateLimiterPostgres({
      storeClient: rateLimitStoreClient,
      storeType: "client",
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: name,
      ...RATE_LIMITS[name],
    });
    limiters.set(name, existing);
  }
  return existing;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function refused(res: RateLimiterRes): RateLimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/**
 * Takes one point from each named counter; refused when any is used up. A
 * store failure lets the request through (logged): a broken limiter must not
 * lock every student out.
 */
export async function consumeRateLimits(checks: Array<[RateLimitName, string]>): Promise<RateLimitVerdict> {
  for (const [name, key] of checks) {
    try {
      await limiter(name).consume(key.toLowerCase());
    } catch (error) {
      if (error instanceof RateLimiterRes) return refused(error);
      console.error(`rate limit ${name}: store unavailable`, error);
    }
  }
  return { allowed: true };
}

/** Whether a counter is used up, without taking a point (for failure-only counters). */
export async function isRateLimited(name: RateLimitName, key: string): Promise<RateLimitVerdict> {
  try {
    const res = await limiter(name).get(key.toLowerCase());
    if (res && res.consumedPoints >= RATE_LIMITS[name].points) return refused(res);
  } catch (error) {
    console.error(`rate limit ${name}: store unavailable`, error);
  }
  return { allowed: true };
}

/** Records one failure against a failure-only counter. */
export async function recordRateLimitFailure(name: RateLimitName, key: string): Promise<void> {
  try {
    await limiter(name).penalty(key.toLowerCase(), 1);
  } catch (error) {
    console.error(`rate limit ${name}: store unavailable`, error);
  }
}
