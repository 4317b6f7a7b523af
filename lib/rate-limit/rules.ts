import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

// Abuse limits for the doors a bot would hammer. Per-IP limits are generous
// because a whole campus can sit behind one NAT address; per-email limits are
// the tight ones (a mailbox should not be flooded, a password not guessed).
// The rules live here, apart from the store: lib/rate-limit/limits.ts keeps the
// counters in PostgreSQL so every app instance sees the same numbers (see docs/decisions/scale-path.md), and
// the unit tests keep them in memory.
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  loginIp: { points: 300, duration: 15 * MINUTE },
  /**
   * Password guesses per email: a point is taken before the password is
   * checked, and a right password clears the count, so it counts the
   * failures since the last success. Past the limit the email is locked out
   * (LOGIN_LOCKOUT).
   */
  loginFailuresEmail: { points: 10, duration: 15 * MINUTE },
  /** How many times an email was locked out lately: each lock-out waits twice as long as the one before. */
  loginLockoutsEmail: { points: 1_000_000, duration: DAY },
  signupIp: { points: 30, duration: HOUR },
  signupEmail: { points: 5, duration: HOUR },
  emailLinkIp: { points: 60, duration: HOUR },
  /** Confirmation resends and password-reset requests per address. */
  emailLinkEmail: { points: 3, duration: 15 * MINUTE },
  /** POST /api/email/welcome: the app sends one itself; a few more per user, per day, are plenty. */
  welcomeEmailUser: { points: 3, duration: DAY },
  welcomeEmailIp: { points: 30, duration: HOUR },
  /** Suggest New Category per seller: categories are created approved (see docs/decisions/category-suggestions.md), so each one counts. */
  categorySuggestUser: { points: 10, duration: HOUR },
  /**
   * M-Pesa prompts: a push goes to any phone number typed, so without a cap one account
   * could ring a stranger's phone all day. A student retrying a few times is far below it.
   */
  stkPushUser: { points: 20, duration: 15 * MINUTE },
  stkPushPhone: { points: 10, duration: 15 * MINUTE },
  /**
   * The current password asked again inside a session (a seller's payout phone, a new
   * password): a stolen session must not become a password-guessing oracle.
   */
  passwordRecheckUser: { points: 10, duration: 15 * MINUTE },
  /** Messages a sender may send: a conversation's pace, not a spammer's. */
  messageSendUser: { points: 20, duration: MINUTE },
  /** Issue reports a buyer may file: each one holds payouts and reaches staff. */
  issueReportUser: { points: 10, duration: HOUR },
  /** Listing reports a user may file (see docs/decisions/listing-reports.md): three hide a listing, so each one counts. */
  listingReportUser: { points: 10, duration: HOUR },
  /** Reviews written, edited or answered per user (see docs/decisions/reviews.md): one per delivered item is the most anyone needs. */
  reviewWriteUser: { points: 20, duration: HOUR },
  /** Download my data: a whole account read at once; a few a day is all anyone needs. */
  dataExportUser: { points: 10, duration: DAY },
  /** New business documents after a refusal (docs/decisions/verified-businesses.md): each is up to 10 MB stored for good and puts the wholesaler back in staff's queue. */
  verificationDocumentUser: { points: 10, duration: DAY },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Limits keyed by another person's identifier (a phone to prompt, an email to write to or
 * sign up with): the caller names it, so an attacker could spend the owner's budget and lock
 * the owner out. Each counts only requests the caller may make, so the action client and the
 * route builder refuse to take one before an `authorize` step has passed (see
 * docs/decisions/rate-limits.md). The sign-in limits are keyed by email too; they are taken
 * inside the password check, and the mailbox lifts them.
 */
export const KEYED_BY_SOMEONE_ELSE: ReadonlySet<RateLimitName> = new Set<RateLimitName>(["signupEmail", "emailLinkEmail", "stkPushPhone"]);

/** The limits in `checks` keyed by someone else's identifier, for a step that has no authorization before it: a mistake in the code, thrown. */
export function assertAuthorizedFor(checks: ReadonlyArray<readonly [RateLimitName, string]>, authorized: boolean): void {
  if (authorized) return;
  const named = checks.map(([name]) => name).filter((name) => KEYED_BY_SOMEONE_ELSE.has(name));
  if (named.length > 0) throw new Error(`rate limit ${named.join(", ")} is keyed by someone else's identifier: declare it after an authorize step`);
}

/** Makes the counter of one limit (its points, window and key prefix) in some store. */
export type LimiterFactory = (name: RateLimitName, options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function refused(res: RateLimiterRes): RateLimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/**
 * How long the n-th lock-out of an email lasts (n counted over a day): a
 * minute, then doubling, never more than an hour. A student who mistyped
 * waits a minute; a guesser gets about 300 tries a day instead of 960.
 */
export const LOGIN_LOCKOUT = { firstSeconds: MINUTE, maxSeconds: HOUR } as const;

export function loginLockoutSeconds(lockouts: number): number {
  const doublings = Math.min(Math.max(lockouts, 1) - 1, 30);
  return Math.min(LOGIN_LOCKOUT.firstSeconds * 2 ** doublings, LOGIN_LOCKOUT.maxSeconds);
}

/** The limits, their counters made by `makeLimiter`; a store failure is reported to `logError` and lets the request through. */
export function createRateLimits(makeLimiter: LimiterFactory, logError: (message: string, error: unknown) => void = console.error) {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();

  function limiter(name: RateLimitName): RateLimiterAbstract {
    let existing = limiters.get(name);
    if (!existing) {
      existing = makeLimiter(name, { keyPrefix: name, ...RATE_LIMITS[name] });
      limiters.set(name, existing);
    }
    return existing;
  }

  /**
   * Takes one point from each named counter; refused when any is used up. A
   * store failure lets the request through (logged): a broken limiter must not
   * lock every student out.
   */
  async function consumeRateLimits(checks: Array<[RateLimitName, string]>): Promise<RateLimitVerdict> {
    for (const [name, key] of checks) {
      try {
        await limiter(name).consume(key.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) return refused(error);
        logError(`rate limit ${name}: store unavailable`, error);
      }
    }
    return { allowed: true };
  }

  /**
   * Takes one sign-in attempt for an email, before its password is checked.
   * The take is one atomic upsert, so guesses sent at once cannot all read
   * "under the limit" before any of them is counted. The one attempt that
   * passes the limit starts a lock-out, whose length grows with each lock-out
   * of the day (loginLockoutSeconds).
   */
  async function consumeLoginAttempt(email: string): Promise<RateLimitVerdict> {
    const key = email.toLowerCase();
    try {
      await limiter("loginFailuresEmail").consume(key);
      return { allowed: true };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) {
        logError("rate limit loginFailuresEmail: store unavailable", error);
        return { allowed: true };
      }
      // Exactly one refused attempt sees the count pass the limit: it sets the lock.
      if (error.consumedPoints === RATE_LIMITS.loginFailuresEmail.points + 1) {
        return { allowed: false, retryAfterSeconds: await lockOut(key) };
      }
      return refused(error);
    }
  }

  async function lockOut(key: string): Promise<number> {
    let lockouts = 1;
    try {
      lockouts = (await limiter("loginLockoutsEmail").consume(key)).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) lockouts = error.consumedPoints;
      else logError("rate limit loginLockoutsEmail: store unavailable", error);
    }
    const seconds = loginLockoutSeconds(lockouts);
    try {
      await limiter("loginFailuresEmail").block(key, seconds);
    } catch (error) {
      logError("rate limit loginFailuresEmail: store unavailable", error);
    }
    return seconds;
  }

  async function deleteCounters(names: RateLimitName[], key: string): Promise<void> {
    for (const name of names) {
      try {
        await limiter(name).delete(key.toLowerCase());
      } catch (error) {
        logError(`rate limit ${name}: store unavailable`, error);
      }
    }
  }

  return {
    consumeRateLimits,
    consumeLoginAttempt,
    /** A right password: the failures counted so far are forgotten (lock-outs of the day still count). */
    forgetLoginFailures: (email: string) => deleteCounters(["loginFailuresEmail"], email),
    /**
     * A password reset through the mailbox, the path a guesser cannot take:
     * lifts the lock and forgets the lock-outs, so the owner signs in at once.
     */
    clearLoginLimits: (email: string) => deleteCounters(["loginFailuresEmail", "loginLockoutsEmail"], email),
  };
}
