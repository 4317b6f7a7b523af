import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { assertAuthorizedFor, createRateLimits, LOGIN_LOCKOUT, loginLockoutSeconds, RATE_LIMITS, type LimiterFactory, type RateLimitName } from "@/lib/rate-limit/rules";

// The abuse limits' rules with their counters in memory (rate-limiter-flexible's own
// in-memory store, the same API as the PostgreSQL one the app uses).

const inMemory: LimiterFactory = (_name, options) => new RateLimiterMemory(options);

function limits(factory: LimiterFactory = inMemory) {
  const errors: string[] = [];
  return { ...createRateLimits(factory, (message) => errors.push(message)), errors };
}

/** A store that is down: every call fails as a database error would. */
const brokenStore: LimiterFactory = () =>
  ({
    consume: () => Promise.reject(new Error("connection refused")),
    block: () => Promise.reject(new Error("connection refused")),
    delete: () => Promise.reject(new Error("connection refused")),
  }) as unknown as RateLimiterAbstract;

describe("a per-address limit", () => {
  it("lets through exactly its points within the window, then refuses with a wait in whole seconds", async () => {
    const { consumeRateLimits } = limits();
    for (let attempt = 1; attempt <= RATE_LIMITS.signupEmail.points; attempt += 1) {
      expect(await consumeRateLimits([["signupEmail", "achieng@example.ac.ke"]])).toEqual({ allowed: true });
    }
    const verdict = await consumeRateLimits([["signupEmail", "achieng@example.ac.ke"]]);
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!verdict.allowed) {
      expect(Number.isInteger(verdict.retryAfterSeconds)).toBe(true);
      expect(verdict.retryAfterSeconds).toBeGreaterThan(RATE_LIMITS.signupEmail.duration - 5);
      expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.signupEmail.duration);
    }
  });

  it("counts an email however it is capitalised, and keeps other emails apart", async () => {
    const { consumeRateLimits } = limits();
    for (let attempt = 0; attempt < RATE_LIMITS.emailLinkEmail.points; attempt += 1) await consumeRateLimits([["emailLinkEmail", attempt % 2 ? "A@X.KE" : "a@x.ke"]]);
    expect((await consumeRateLimits([["emailLinkEmail", "a@X.ke"]])).allowed).toBe(false);
    expect((await consumeRateLimits([["emailLinkEmail", "b@x.ke"]])).allowed).toBe(true);
  });

  it("keeps each limit's counter apart, for the same key", async () => {
    const { consumeRateLimits } = limits();
    for (let attempt = 0; attempt < RATE_LIMITS.welcomeEmailUser.points; attempt += 1) await consumeRateLimits([["welcomeEmailUser", "u-1"]]);
    expect((await consumeRateLimits([["welcomeEmailUser", "u-1"]])).allowed).toBe(false);
    expect((await consumeRateLimits([["categorySuggestUser", "u-1"]])).allowed).toBe(true);
  });

  it("refuses when any of several counters is used up", async () => {
    const { consumeRateLimits } = limits();
    for (let attempt = 0; attempt < RATE_LIMITS.welcomeEmailUser.points; attempt += 1) await consumeRateLimits([["welcomeEmailUser", "u-1"]]);
    expect((await consumeRateLimits([["welcomeEmailIp", "10.0.0.1"], ["welcomeEmailUser", "u-1"]])).allowed).toBe(false);
  });

  it("never says 'wait 0 seconds'", async () => {
    const nearlyOver: LimiterFactory = () => ({ consume: () => Promise.reject(new RateLimiterRes(0, 1, 11, false)) }) as unknown as RateLimiterAbstract;
    expect(await limits(nearlyOver).consumeRateLimits([["signupIp", "10.0.0.1"]])).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const partSecond: LimiterFactory = () => ({ consume: () => Promise.reject(new RateLimiterRes(0, 1_200, 11, false)) }) as unknown as RateLimiterAbstract;
    expect(await limits(partSecond).consumeRateLimits([["signupIp", "10.0.0.1"]])).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it("a store that is down lets the request through and says so in the log", async () => {
    const { consumeRateLimits, errors } = limits(brokenStore);
    expect(await consumeRateLimits([["signupIp", "10.0.0.1"], ["signupEmail", "a@x.ke"]])).toEqual({ allowed: true });
    expect(errors).toEqual(["rate limit signupIp: store unavailable", "rate limit signupEmail: store unavailable"]);
  });

  it("the limits are the ones the README documents", () => {
    expect(RATE_LIMITS).toEqual({
      loginIp: { points: 300, duration: 900 },
      loginFailuresEmail: { points: 10, duration: 900 },
      loginLockoutsEmail: { points: 1_000_000, duration: 86_400 },
      signupIp: { points: 30, duration: 3_600 },
      signupEmail: { points: 5, duration: 3_600 },
      emailLinkIp: { points: 60, duration: 3_600 },
      emailLinkEmail: { points: 3, duration: 900 },
      welcomeEmailUser: { points: 3, duration: 86_400 },
      welcomeEmailIp: { points: 30, duration: 3_600 },
      categorySuggestUser: { points: 10, duration: 3_600 },
      stkPushUser: { points: 20, duration: 900 },
      stkPushPhone: { points: 10, duration: 900 },
      passwordRecheckUser: { points: 10, duration: 900 },
      dataExportUser: { points: 10, duration: 86_400 },
      messageSendUser: { points: 20, duration: 60 },
      issueReportUser: { points: 10, duration: 3_600 },
      listingReportUser: { points: 10, duration: 3_600 },
      reviewWriteUser: { points: 20, duration: 3_600 },
      verificationDocumentUser: { points: 10, duration: 86_400 },
    });
  });
});

describe("password guesses for one email", () => {
  async function guess(consumeLoginAttempt: (email: string) => Promise<unknown>, times: number, email = "wanjiru@example.ac.ke") {
    const verdicts = [];
    for (let attempt = 0; attempt < times; attempt += 1) verdicts.push(await consumeLoginAttempt(email));
    return verdicts;
  }

  it("ten are allowed; the eleventh locks the email out for a minute", async () => {
    const { consumeLoginAttempt } = limits();
    const verdicts = await guess(consumeLoginAttempt, 11);
    expect(verdicts.slice(0, 10).every((verdict) => (verdict as { allowed: boolean }).allowed)).toBe(true);
    expect(verdicts[10]).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("during the lock-out every attempt is refused with the time left, not a new lock", async () => {
    const { consumeLoginAttempt } = limits();
    await guess(consumeLoginAttempt, 11);
    const later = (await consumeLoginAttempt("WANJIRU@example.ac.ke")) as { allowed: boolean; retryAfterSeconds: number };
    expect(later.allowed).toBe(false);
    expect(later.retryAfterSeconds).toBeGreaterThan(55);
    expect(later.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("each lock-out of the day lasts twice the one before", async () => {
    const { consumeLoginAttempt, forgetLoginFailures } = limits();
    const lockouts = [];
    for (let round = 0; round < 3; round += 1) {
      lockouts.push((await guess(consumeLoginAttempt, 11)).at(-1));
      await forgetLoginFailures("wanjiru@example.ac.ke"); // the lock ends; the lock-outs are remembered
    }
    expect(lockouts).toEqual([
      { allowed: false, retryAfterSeconds: 60 },
      { allowed: false, retryAfterSeconds: 120 },
      { allowed: false, retryAfterSeconds: 240 },
    ]);
  });

  it("a right password forgets the failures, so ten more are allowed", async () => {
    const { consumeLoginAttempt, forgetLoginFailures } = limits();
    await guess(consumeLoginAttempt, 9);
    await forgetLoginFailures("Wanjiru@Example.ac.ke");
    const verdicts = await guess(consumeLoginAttempt, 10);
    expect(verdicts.every((verdict) => (verdict as { allowed: boolean }).allowed)).toBe(true);
  });

  it("a password reset lifts the lock and forgets the lock-outs: the next lock-out is a minute again", async () => {
    const { consumeLoginAttempt, forgetLoginFailures, clearLoginLimits } = limits();
    await guess(consumeLoginAttempt, 11);
    await forgetLoginFailures("wanjiru@example.ac.ke");
    await guess(consumeLoginAttempt, 11);
    await clearLoginLimits("wanjiru@example.ac.ke");
    expect(await consumeLoginAttempt("wanjiru@example.ac.ke")).toEqual({ allowed: true });
    expect((await guess(consumeLoginAttempt, 10)).at(-1)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("another email is not affected", async () => {
    const { consumeLoginAttempt } = limits();
    await guess(consumeLoginAttempt, 11);
    expect(await consumeLoginAttempt("otieno@example.ac.ke")).toEqual({ allowed: true });
  });

  it("a store that is down lets the sign-in be tried, and says so", async () => {
    const { consumeLoginAttempt, clearLoginLimits, errors } = limits(brokenStore);
    expect(await consumeLoginAttempt("wanjiru@example.ac.ke")).toEqual({ allowed: true });
    await clearLoginLimits("wanjiru@example.ac.ke");
    expect(errors).toEqual([
      "rate limit loginFailuresEmail: store unavailable",
      "rate limit loginFailuresEmail: store unavailable",
      "rate limit loginLockoutsEmail: store unavailable",
    ]);
  });

  it("a lock whose lock-out counter or block cannot be stored still refuses, for a minute", async () => {
    let calls = 0;
    const failures = new RateLimiterMemory({ keyPrefix: "f", points: 10, duration: 900 });
    const halfBroken: LimiterFactory = (name) =>
      name === "loginFailuresEmail"
        ? ({ consume: (key: string) => failures.consume(key), block: () => Promise.reject(new Error("down")), delete: (key: string) => failures.delete(key) } as unknown as RateLimiterAbstract)
        : ({ consume: () => (calls += 1, Promise.reject(new Error("down"))) } as unknown as RateLimiterAbstract);
    const { consumeLoginAttempt, errors } = limits(halfBroken);
    expect((await guess(consumeLoginAttempt, 11)).at(-1)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(calls).toBe(1);
    expect(errors).toEqual(["rate limit loginLockoutsEmail: store unavailable", "rate limit loginFailuresEmail: store unavailable"]);
  });

  it("a lock-out counter already past its limit still counts its lock-outs", async () => {
    const failures = new RateLimiterMemory({ keyPrefix: "f", points: 10, duration: 900 });
    const full: LimiterFactory = (name) =>
      name === "loginFailuresEmail" ? failures : ({ consume: () => Promise.reject(new RateLimiterRes(0, 1_000, 3, false)) } as unknown as RateLimiterAbstract);
    expect((await guess(limits(full).consumeLoginAttempt, 11)).at(-1)).toEqual({ allowed: false, retryAfterSeconds: 240 });
  });
});

describe("how long the n-th lock-out lasts", () => {
  it("a minute, doubling, never more than an hour", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100].map(loginLockoutSeconds)).toEqual([60, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(LOGIN_LOCKOUT).toEqual({ firstSeconds: 60, maxSeconds: 3600 });
  });
});

describe("limits keyed by someone else's phone or email", () => {
  // The caller names the phone to prompt or the address to write to: counted before the caller
  // is known to be allowed, an attacker would spend the owner's budget (docs/decisions/rate-limits.md).
  const others: RateLimitName[] = ["stkPushPhone", "signupEmail", "emailLinkEmail"];

  it("each one is refused in a step with no authorization before it, named in the error", () => {
    for (const name of others) expect(() => assertAuthorizedFor([["stkPushUser", "user-1"], [name, "254711000111"]], false)).toThrow(new RegExp(`rate limit ${name} is keyed by someone else's identifier`));
  });

  it("each one is allowed after an authorize step", () => {
    for (const name of others) expect(() => assertAuthorizedFor([[name, "254711000111"]], true)).not.toThrow();
  });

  it("limits keyed by the caller (their account, their address) need no authorization first", () => {
    const own = (Object.keys(RATE_LIMITS) as RateLimitName[]).filter((name) => !others.includes(name));
    expect(() => assertAuthorizedFor(own.map((name) => [name, "key"] as const), false)).not.toThrow();
  });
});
