import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { authOptions } from "@/lib/auth/options";
import { AUTH_ERROR } from "@/lib/messages/auth";
import { RATE_LIMITS } from "@/lib/rate-limit/limits";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { createUser, TEST_PASSWORD } from "./factories";
import { linkIn, mailsTo, waitForMailTo } from "./mail-inbox";

// Every limit keyed by another person's identifier (a phone, an email), tried for the lockout:
// a stranger spends what they can in the owner's name, then the owner's own request still
// goes through (see docs/decisions/rate-limits.md). The stkpush route's own test is in
// payment-routes.test.ts and tests/security/http.
jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);
const afterTasks: Array<Promise<unknown>> = [];
jest.mock("next/server", () => {
  const actual = jest.requireActual("next/server");
  return { ...actual, after: (task: () => Promise<unknown>) => afterTasks.push(task()) };
});

import { POST as signupPost } from "@/app/api/signup/route";
import { POST as resendPost } from "@/app/api/email/confirmation/resend/route";
import { POST as resetPost } from "@/app/api/email/password-reset/route";
import { subscribeAction } from "@/lib/actions/subscriptions";
import { resetPasswordAction } from "@/lib/actions/account";

type Authorize = (credentials: Record<string, string> | undefined, req: unknown) => Promise<unknown>;

let ipCounter = 0;
/** Each request from an address of its own: only the per-identifier limit is under test. */
const freshIp = () => `10.12.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function provider(id: string) {
  const found = authOptions.providers.find((candidate) => ((candidate as { options?: { id?: string } }).options?.id ?? candidate.id) === id) as unknown as { options: { authorize: Authorize } };
  return (credentials: Record<string, string> | undefined) => found.options.authorize(credentials, { headers: { "x-campus-client-ip": freshIp() } });
}
const signInWithPassword = provider("credentials");
const signInWithLink = provider("email-link");

let campusId: number;
beforeAll(async () => {
  campusId = (await db.campusLocation.upsert({ where: { name: "City Campus" }, create: { name: "City Campus" }, update: {} })).id;
});
afterEach(async () => {
  await Promise.allSettled(afterTasks.splice(0));
  signOut();
});

function signupRequest(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request("http://localhost/api/signup", { method: "POST", body, headers: { "x-campus-client-ip": freshIp() } });
}

function emailRequest(url: string, email: string) {
  return new Request(url, { method: "POST", body: JSON.stringify({ email }), headers: { "content-type": "application/json", "x-campus-client-ip": freshIp() } });
}

const RESET_URL = "http://localhost/api/email/password-reset";
const RESEND_URL = "http://localhost/api/email/confirmation/resend";

describe("a phone's prompt budget (Go Pro)", () => {
  it("an account that may not pay for Pro names a seller's phone again and again: the seller still goes Pro from it", async () => {
    const phone = "254798100001";
    signInAs(await createUser());
    for (let attempt = 0; attempt <= RATE_LIMITS.stkPushPhone.points + 1; attempt += 1) {
      await expect(run(subscribeAction, { plan: "weekly", phoneNumber: phone })).resolves.toEqual({ ok: false, message: "Only sellers can go Pro. Open your shop first." });
    }
    signInAs(await createUser({ isSeller: true }), { isSeller: true });
    await expect(run(subscribeAction, { plan: "weekly", phoneNumber: phone })).resolves.toMatchObject({ ok: true, data: { checkoutRequestId: expect.stringMatching(/^ws_CO_/) } });
  });
});

describe("an email's sign-up budget", () => {
  const fields = (email: string, overrides: Record<string, string> = {}) => ({
    fullName: "Achieng Otieno",
    email,
    password: "ugali-sukuma-2026",
    phone: "+254 712 345 678",
    campusLocationId: String(campusId),
    accountType: "student",
    ...overrides,
  });

  it("sign-ups in someone's email that could never make an account spend none of it: the owner then signs up", async () => {
    const email = `achieng-${randomUUID()}@students.example.ac.ke`;
    for (let attempt = 0; attempt <= RATE_LIMITS.signupEmail.points; attempt += 1) {
      expect((await signupPost(signupRequest(fields(email, { campusLocationId: "987654" })))).status).toBe(422);
      expect((await signupPost(signupRequest(fields(email, { accountType: "wholesaler", wholesalerCode: "NOTACODE", businessName: "Duka" })))).status).toBe(409);
    }
    const own = await signupPost(signupRequest(fields(email)));
    expect(own.status).toBe(201);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("once the email has an account, more sign-ups in its name are told so and spend nothing", async () => {
    const owner = await createUser();
    for (let attempt = 0; attempt <= RATE_LIMITS.signupEmail.points; attempt += 1) {
      const answer = await signupPost(signupRequest(fields(owner.email)));
      expect(answer.status).toBe(409);
      await expect(answer.json()).resolves.toMatchObject({ fieldErrors: { email: "This email is already registered" } });
    }
    expect(await db.rateLimit.count({ where: { key: `signupEmail:${owner.email}` } })).toBe(0);
  });
});

describe("an email's link budget (anyone may ask; the link goes to the mailbox)", () => {
  it("a stranger spends a password reset budget and locks the sign-in: the owner resets with the newest link in the inbox and signs in", async () => {
    const owner = await createUser();
    for (let guess = 0; guess <= 10; guess += 1) await signInWithPassword({ email: owner.email, password: `guess ${guess}` }).catch(() => undefined);
    await expect(signInWithPassword({ email: owner.email, password: TEST_PASSWORD })).rejects.toThrow(AUTH_ERROR.rateLimited);

    const strangers: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.emailLinkEmail.points; attempt += 1) strangers.push((await resetPost(emailRequest(RESET_URL, owner.email))).status);
    expect(strangers).toEqual([200, 200, 200, 429]);
    // The owner's own request is refused too, by design: the mailbox already holds a working link.
    expect((await resetPost(emailRequest(RESET_URL, owner.email))).status).toBe(429);
    await Promise.allSettled(afterTasks.splice(0));

    const newest = await waitForMailTo(owner.email, { count: RATE_LIMITS.emailLinkEmail.points });
    const token = linkIn(newest, "/auth/reset-password").searchParams.get("token")!;
    const password = "a-brand-new-secret-9";
    await expect(run(resetPasswordAction, { token, password, confirmPassword: password })).resolves.toMatchObject({ ok: true });
    await expect(signInWithPassword({ email: owner.email, password })).resolves.toMatchObject({ id: owner.id });
  });

  it("a stranger spends an unconfirmed address's resend budget: the newest confirmation link in the inbox still confirms it", async () => {
    const owner = await createUser({ verified: false });
    for (let attempt = 0; attempt < RATE_LIMITS.emailLinkEmail.points; attempt += 1) expect((await resendPost(emailRequest(RESEND_URL, owner.email))).status).toBe(200);
    expect((await resendPost(emailRequest(RESEND_URL, owner.email))).status).toBe(429);
    await Promise.allSettled(afterTasks.splice(0));

    expect(await mailsTo(owner.email)).toHaveLength(RATE_LIMITS.emailLinkEmail.points);
    const newest = await waitForMailTo(owner.email, { count: RATE_LIMITS.emailLinkEmail.points });
    const token = linkIn(newest, "/auth/callback").searchParams.get("token")!;
    await expect(signInWithLink({ token })).resolves.toMatchObject({ id: owner.id });
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.id }, select: { emailVerified: true } })).emailVerified).not.toBeNull();
  });
});
