import { randomUUID } from "node:crypto";
import type { JWT } from "next-auth/jwt";
import { authOptions } from "@/lib/auth/options";
import { AUTH_ERROR } from "@/lib/messages/auth";
import { TOO_MANY_REQUESTS } from "@/lib/messages/common";
import { db } from "@/lib/db/client";
import { deliverConfirmationLink, deliverPasswordResetLink } from "@/lib/accounts/email-requests";
import { sendConfirmationLink } from "@/lib/accounts/email-links";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { createUser, TEST_PASSWORD } from "./factories";
import { linkIn, mailsTo, waitForMailTo } from "./mail-inbox";

// The welcome route reads the session through lib/auth/session; it is stood in for here.
// Nothing else in this file reads it: sign-in goes through next-auth's callbacks directly.
jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { POST as welcomePost } from "@/app/api/email/welcome/route";

type Authorize = (credentials: Record<string, string> | undefined, req: unknown) => Promise<unknown>;

let ipCounter = 0;
/** A client address of its own, so one test's per-IP counter never meets another's. */
const freshIp = () => `10.11.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function provider(id: string) {
  // next-auth keeps a custom provider id in options until it parses the providers.
  const found = authOptions.providers.find((candidate) => ((candidate as { options?: { id?: string } }).options?.id ?? candidate.id) === id) as unknown as { options: { authorize: Authorize } };
  return (credentials: Record<string, string> | undefined, ip = freshIp()) => found.options.authorize(credentials, { headers: { "x-campus-client-ip": ip } });
}
const authorize = provider("credentials");
const signInWithLink = provider("email-link");

afterEach(() => signOut());

describe("signing in with email and password", () => {
  it("a confirmed user with the right password signs in", async () => {
    const user = await createUser();
    await expect(authorize({ email: user.email, password: TEST_PASSWORD })).resolves.toMatchObject({ id: user.id, email: user.email, sessionVersion: 0 });
  });

  it("the email is matched without case", async () => {
    const user = await createUser();
    await expect(authorize({ email: user.email.toUpperCase(), password: TEST_PASSWORD })).resolves.toMatchObject({ id: user.id });
  });

  it("a wrong password is refused as invalid credentials", async () => {
    const user = await createUser();
    await expect(authorize({ email: user.email, password: "wrong password" })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
  });

  it("an unknown email gets the same answer as a wrong password", async () => {
    await expect(authorize({ email: "nobody@test.campusmarket.ke", password: TEST_PASSWORD })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
  });

  it("an unconfirmed email is told so only after the right password", async () => {
    const user = await createUser({ verified: false });
    await expect(authorize({ email: user.email, password: "wrong password" })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
    await expect(authorize({ email: user.email, password: TEST_PASSWORD })).rejects.toThrow(AUTH_ERROR.emailNotConfirmed);
  });

  it("empty credentials are refused without a database call", async () => {
    await expect(authorize({ email: "", password: "" })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
    await expect(authorize(undefined)).rejects.toThrow(AUTH_ERROR.invalidCredentials);
  });
});

describe("the login guess limit", () => {
  const GUESSES = 10;

  /** Sends wrong passwords one after another; returns what each was answered. */
  async function guess(email: string, times: number): Promise<string[]> {
    const answers: string[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      answers.push(await authorize({ email, password: `wrong guess ${attempt}` }).then(() => "signed in", (error: Error) => error.message));
    }
    return answers;
  }

  /** How long the account's guess lock has left, in seconds (its row in the rate_limits table). */
  async function lockSecondsLeft(email: string): Promise<number> {
    const row = await db.rateLimit.findUniqueOrThrow({ where: { key: `loginFailuresEmail:${email}` } });
    return (Number(row.expire) - Date.now()) / 1000;
  }

  /** Lets the current lock run out, as waiting would. */
  async function waitOutTheLock(email: string) {
    await db.rateLimit.update({ where: { key: `loginFailuresEmail:${email}` }, data: { expire: BigInt(Date.now() - 1) } });
  }

  it("thirty wrong passwords at once: at most ten are checked, the rest are told to wait", async () => {
    const user = await createUser();
    const ip = freshIp();
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, index) => authorize({ email: user.email, password: `wrong ${index}` }, ip)));
    const messages = outcomes.map((outcome) => (outcome.status === "rejected" ? (outcome.reason as Error).message : "signed in"));
    expect(messages.filter((message) => message === AUTH_ERROR.invalidCredentials).length).toBeLessThanOrEqual(GUESSES);
    expect(messages.filter((message) => message === AUTH_ERROR.rateLimited).length).toBeGreaterThanOrEqual(30 - GUESSES);
  });

  it("while locked, the right password is refused too (it is not checked)", async () => {
    const user = await createUser();
    expect(await guess(user.email, GUESSES)).toEqual(Array(GUESSES).fill(AUTH_ERROR.invalidCredentials));
    await expect(authorize({ email: user.email, password: TEST_PASSWORD })).rejects.toThrow(AUTH_ERROR.rateLimited);
  });

  it("each further lock-out waits twice as long as the one before", async () => {
    const user = await createUser();
    expect((await guess(user.email, GUESSES + 1)).at(-1)).toBe(AUTH_ERROR.rateLimited);
    const first = await lockSecondsLeft(user.email);
    await waitOutTheLock(user.email);

    expect(await guess(user.email, GUESSES)).toEqual(Array(GUESSES).fill(AUTH_ERROR.invalidCredentials));
    expect((await guess(user.email, 1))[0]).toBe(AUTH_ERROR.rateLimited);
    const second = await lockSecondsLeft(user.email);
    expect(second).toBeGreaterThan(first * 1.8);
  });

  it("the wait stops growing at an hour, however often the limit is hit", async () => {
    const user = await createUser();
    const waits: number[] = [];
    for (let lockout = 0; lockout < 7; lockout += 1) {
      await guess(user.email, GUESSES + 1);
      waits.push(await lockSecondsLeft(user.email));
      await waitOutTheLock(user.email);
    }
    expect(waits[5]).toBeGreaterThan(30 * 60);
    expect(waits[6]).toBeGreaterThan(55 * 60);
    expect(waits[6]).toBeLessThanOrEqual(60 * 60);
  });

  it("the first lock-out is short, so a student who mistyped is not shut out for long", async () => {
    const user = await createUser();
    await guess(user.email, GUESSES + 1);
    expect(await lockSecondsLeft(user.email)).toBeLessThanOrEqual(60);
  });

  it("a right password clears the failures counted so far", async () => {
    const user = await createUser();
    await guess(user.email, GUESSES - 1);
    await expect(authorize({ email: user.email, password: TEST_PASSWORD })).resolves.toMatchObject({ id: user.id });
    expect(await guess(user.email, GUESSES)).toEqual(Array(GUESSES).fill(AUTH_ERROR.invalidCredentials));
  });

  it("a password reset through the mailbox lifts the lock: the owner signs in with the new password", async () => {
    const user = await createUser();
    await guess(user.email, GUESSES + 5);
    await expect(authorize({ email: user.email, password: TEST_PASSWORD })).rejects.toThrow(AUTH_ERROR.rateLimited);

    await deliverPasswordResetLink(user.email);
    const token = linkIn(await waitForMailTo(user.email), "/auth/reset-password").searchParams.get("token")!;
    const { resetPasswordAction } = await import("@/lib/actions/account");
    await expect(run(resetPasswordAction, { token, password: "a-brand-new-secret-9", confirmPassword: "a-brand-new-secret-9" })).resolves.toMatchObject({ ok: true });

    await expect(authorize({ email: user.email, password: "a-brand-new-secret-9" })).resolves.toMatchObject({ id: user.id });
  });
});

describe("confirmation links", () => {
  async function confirmationTokens(email: string, count: number): Promise<string[]> {
    await waitForMailTo(email, { count });
    return (await mailsTo(email)).filter((mail) => mail.text.includes("/auth/callback")).map((mail) => linkIn(mail, "/auth/callback").searchParams.get("token")!);
  }

  it("confirming with one link spends every other confirmation link of that user", async () => {
    const user = await createUser({ verified: false });
    await deliverConfirmationLink(user.email);
    await deliverConfirmationLink(user.email);
    const [first, second] = await confirmationTokens(user.email, 2);

    await expect(signInWithLink({ token: second! })).resolves.toMatchObject({ id: user.id });
    await expect(signInWithLink({ token: first! })).rejects.toThrow(AUTH_ERROR.alreadyConfirmed);
    expect(await db.authToken.count({ where: { userId: user.id, purpose: "email_confirmation", usedAt: null } })).toBe(0);
  });

  it("a link for an email that is already confirmed never signs in", async () => {
    // A resend that raced the confirmation: its link was made after the email was confirmed.
    const user = await createUser();
    await sendConfirmationLink({ id: user.id, email: user.email });
    const [token] = await confirmationTokens(user.email, 1);
    await expect(signInWithLink({ token: token! })).rejects.toThrow(AUTH_ERROR.alreadyConfirmed);
  });

  it("a password reset spends the unused confirmation links", async () => {
    const user = await createUser({ verified: false });
    await deliverConfirmationLink(user.email);
    const [confirmation] = await confirmationTokens(user.email, 1);
    await deliverPasswordResetLink(user.email);
    const reset = linkIn(await waitForMailTo(user.email, { count: 2 }), "/auth/reset-password").searchParams.get("token")!;
    const { resetPasswordAction } = await import("@/lib/actions/account");
    await expect(run(resetPasswordAction, { token: reset, password: "a-brand-new-secret-9", confirmPassword: "a-brand-new-secret-9" })).resolves.toMatchObject({ ok: true });

    await expect(signInWithLink({ token: confirmation! })).rejects.toThrow(AUTH_ERROR.alreadyConfirmed);
  });
});

describe("sign-out ends the session everywhere", () => {
  const signOutEvent = (token: JWT) => authOptions.events!.signOut!({ token, session: undefined as never });

  it("signing out raises the user's session version, so every copy of the token is refused", async () => {
    const user = await createUser();
    await signOutEvent({ sub: user.id, email: user.email, sv: 0 });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
  });

  it("a token that is already out of date cannot sign the newer sessions out", async () => {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: 3 } });
    await signOutEvent({ sub: user.id, email: user.email, sv: 2 });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(3);
  });
});

describe("Google sign-in", () => {
  /** What next-auth passes the jwt callback after Google vouched for `email` (a stubbed profile). */
  function signInWithGoogle(email: string, providerAccountId = `google-${randomUUID()}`) {
    return authOptions.callbacks!.jwt!({
      token: { email, name: "Mailbox Owner" },
      user: { id: providerAccountId, email, sessionVersion: 0 },
      account: { provider: "google", type: "oauth", providerAccountId },
      profile: { email, name: "Mailbox Owner", email_verified: true } as never,
      trigger: "signIn",
    });
  }

  it("proving an email whose password account was never confirmed drops that password and ends its sessions", async () => {
    // A stranger registered the address with a password of their own and never confirmed it.
    const stranger = await createUser({ verified: false });
    const token = await signInWithGoogle(stranger.email);

    const after = await db.user.findUniqueOrThrow({ where: { email: stranger.email } });
    expect(after.passwordHash).toBeNull();
    expect(after.sessionVersion).toBe(1);
    expect(after.emailVerified).toBeInstanceOf(Date);
    expect(token).toMatchObject({ sub: after.id, sv: 1 });
    // The stranger's password no longer opens the account Google's user now holds.
    await expect(authorize({ email: stranger.email, password: TEST_PASSWORD })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
  });

  it("what the stranger typed at sign-up is gone too: Google's user starts from a fresh profile", async () => {
    const stranger = await createUser({ verified: false, isSeller: true, accountType: "wholesaler", fullName: "Not The Owner" });
    await db.profile.update({ where: { id: stranger.id }, data: { businessName: "Fake Traders", businessLicenseNumber: "BL-1", studentId: "S-1", profileCompletedAt: new Date() } });
    await db.verificationDocument.create({ data: { userId: stranger.id, documentType: "business_license", storageKey: `documents/${randomUUID()}.pdf`, contentType: "application/pdf", sizeBytes: 10 } });

    await signInWithGoogle(stranger.email);

    const profile = await db.profile.findUniqueOrThrow({ where: { id: stranger.id } });
    expect(profile).toMatchObject({
      fullName: "Mailbox Owner",
      phone: null,
      isSeller: false,
      accountType: "student",
      businessName: null,
      businessLicenseNumber: null,
      studentId: null,
      profileCompletedAt: null,
      isGoogleUser: true,
    });
    expect(await db.verificationDocument.count({ where: { userId: stranger.id } })).toBe(0);
  });

  it("the stranger's unused confirmation links are spent too", async () => {
    const stranger = await createUser({ verified: false });
    await sendConfirmationLink({ id: stranger.id, email: stranger.email });
    await waitForMailTo(stranger.email);
    await signInWithGoogle(stranger.email);
    expect(await db.authToken.count({ where: { userId: stranger.id, purpose: "email_confirmation", usedAt: null } })).toBe(0);
  });

  it("a confirmed account keeps its password and sessions when its owner signs in with Google", async () => {
    const owner = await createUser();
    await signInWithGoogle(owner.email);
    const after = await db.user.findUniqueOrThrow({ where: { email: owner.email } });
    expect(after.sessionVersion).toBe(0);
    await expect(authorize({ email: owner.email, password: TEST_PASSWORD })).resolves.toMatchObject({ id: owner.id });
  });

  it("a new email becomes a new, confirmed Google user", async () => {
    const email = `google-${randomUUID()}@students.example.ac.ke`;
    const token = await signInWithGoogle(email);
    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { profile: true } });
    expect(token).toMatchObject({ sub: user.id, sv: 0 });
    expect(user).toMatchObject({ passwordHash: null, profile: { isGoogleUser: true } });
  });
});

describe("POST /api/email/welcome is rate-limited", () => {
  const welcome = (ip: string) => welcomePost(new Request("http://localhost/api/email/welcome", { method: "POST", headers: { "x-campus-client-ip": ip } }));

  it("one user gets a few welcome emails, then is told to wait", async () => {
    const user = await createUser();
    signInAs(user);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await welcome(freshIp())).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await welcome(freshIp());
    await expect(refused.json()).resolves.toMatchObject({ ok: false, message: TOO_MANY_REQUESTS });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it("one address cannot have welcome emails sent for account after account", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      signInAs(await createUser());
      statuses.push((await welcome(ip)).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });
});
