import { serverOnly } from "@/tests/support/database-kind";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { authOptions } from "@/lib/auth/options";
import { AUTH_ERROR } from "@/lib/messages/auth";
import { hashLinkToken } from "@/lib/auth/tokens";
import { registerAccount } from "@/lib/accounts/signup";
import { SIGNUP_WARNINGS } from "@/lib/messages/signup";
import { deliverConfirmationLink, deliverPasswordResetLink } from "@/lib/accounts/email-requests";
import { signupSchema, type SignupInput } from "@/lib/validation/signup";
import { createUser } from "./factories";
import { claimWelcomeEmail, completeProfile } from "@/lib/db/profiles";
import { run } from "@/tests/support/actions";
import { linkIn, mailsTo, waitForMailTo } from "./mail-inbox";

type Authorize = (credentials: Record<string, string> | undefined, req: unknown) => Promise<unknown>;
function provider(id: string) {
  // next-auth keeps a custom provider id in options until it parses the providers.
  const found = authOptions.providers.find((candidate) => ((candidate as { options?: { id?: string } }).options?.id ?? candidate.id) === id) as unknown as { options: { authorize: Authorize } };
  return (credentials: Record<string, string>) => found.options.authorize(credentials, { headers: { "x-campus-client-ip": `10.0.${Math.floor(Math.random() * 250)}.1` } });
}
const signInWithPassword = provider("credentials");
const signInWithLink = provider("email-link");

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let campusId: number;

beforeAll(async () => {
  const campus = await db.campusLocation.upsert({ where: { name: "Main Campus" }, create: { name: "Main Campus" }, update: {} });
  campusId = campus.id;
});

function signup(overrides: Partial<SignupInput> = {}) {
  const input: SignupInput = {
    fullName: "Wanjiru Kamau",
    email: `wanjiru-${randomUUID()}@students.example.ac.ke`,
    password: "chai-na-mandazi-7",
    phone: "0712 345 678",
    campusLocationId: String(campusId),
    accountType: "student",
    ...overrides,
  };
  return signupSchema.parse(input);
}

async function newCode(): Promise<string> {
  const code = randomUUID().replace(/[^A-HJ-NP-Z2-9]/gi, "").toUpperCase().slice(0, 8).padEnd(8, "X");
  await db.wholesalerCode.create({ data: { code, creatorEmail: "staff@test.campusmarket.ke" } });
  return code;
}

describe("sign-up", () => {
  it("a student's account and profile are created unconfirmed, and a confirmation email goes out", async () => {
    const data = signup();
    const result = await registerAccount(data, null);
    expect(result).toMatchObject({ ok: true, data: { warnings: [] } });

    const user = await db.user.findUniqueOrThrow({ where: { email: data.email }, include: { profile: true } });
    expect(user.emailVerified).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.profile).toMatchObject({ fullName: "Wanjiru Kamau", phone: "0712 345 678", campusLocation: "Main Campus", campusLocationId: campusId, isSeller: false, accountType: "student" });

    const mail = await waitForMailTo(data.email);
    expect(mail.subject).toMatch(/confirm/i);
    expect(linkIn(mail, "/auth/callback").searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("an email already registered is refused on the email field", async () => {
    const data = signup();
    await registerAccount(data, null);
    const again = await registerAccount({ ...data, fullName: "Someone Else" }, null);
    expect(again).toMatchObject({ ok: false, code: "conflict", fieldErrors: { email: "This email is already registered" } });
    expect(await db.user.count({ where: { email: data.email } })).toBe(1);
  });

  it("a wholesaler with a good code is a seller, holds the code, and has business details", async () => {
    const code = await newCode();
    const data = signup({ accountType: "wholesaler", wholesalerCode: code.toLowerCase(), businessName: "Gikomba Stationers", businessEmail: "sales@gikomba.example.com" });
    const result = await registerAccount(data, null);
    expect(result).toMatchObject({ ok: true, data: { warnings: [] } });
    const user = await db.user.findUniqueOrThrow({ where: { email: data.email }, include: { profile: true, wholesalerDetails: true } });
    expect(user.profile).toMatchObject({ isSeller: true, accountType: "wholesaler", businessName: "Gikomba Stationers" });
    expect(user.wholesalerDetails).toMatchObject({ businessName: "Gikomba Stationers", businessEmail: "sales@gikomba.example.com", verificationStatus: "pending" });
    const stored = await db.wholesalerCode.findUniqueOrThrow({ where: { code } });
    expect(stored).toMatchObject({ isUsed: true, usedByEmail: data.email, usedById: user.id });
    expect(stored.usedAt).toBeInstanceOf(Date);
  });

  it("a wholesaler without business details gets the 'TBD' business name", async () => {
    const data = signup({ accountType: "wholesaler", wholesalerCode: await newCode() });
    await registerAccount(data, null);
    const details = await db.wholesalerDetails.findFirstOrThrow({ where: { user: { email: data.email } } });
    expect(details.businessName).toBe("TBD");
  });

  // A bad, used or missing code refuses the whole sign-up: tests/integration/wholesaler-signup.test.ts.

  it("a document that is a renamed text file is refused with a clear message and the account is still created", async () => {
    const data = signup();
    const text = new TextEncoder().encode("definitely my student ID, trust me");
    const result = await registerAccount(data, { bytes: text, sizeBytes: text.length });
    expect(result).toMatchObject({ ok: true, data: { warnings: [SIGNUP_WARNINGS.documentNotImageOrPdf] } });
    const user = await db.user.findUniqueOrThrow({ where: { email: data.email }, select: { id: true } });
    expect(await db.verificationDocument.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a real image is stored privately as a pending student ID document", async () => {
    const data = signup();
    const result = await registerAccount(data, { bytes: PNG, sizeBytes: PNG.length });
    expect(result).toMatchObject({ ok: true, data: { warnings: [] } });
    const document = await db.verificationDocument.findFirstOrThrow({ where: { user: { email: data.email } } });
    expect(document).toMatchObject({ documentType: "student_id", contentType: "image/png", verificationStatus: "pending", sizeBytes: PNG.length });
    expect(document.storageKey).toMatch(/^[0-9a-f-]{36}_\d+_[0-9a-f]{8}\.png$/);
  });

  it("a document over 10MB only warns", async () => {
    const data = signup();
    const result = await registerAccount(data, { bytes: PNG, sizeBytes: 10 * 1024 * 1024 + 1 });
    expect(result).toMatchObject({ ok: true, data: { warnings: [SIGNUP_WARNINGS.documentTooLarge] } });
  });
});

describe("confirmation links", () => {
  async function signedUpWithLink() {
    const data = signup();
    await registerAccount(data, null);
    const token = linkIn(await waitForMailTo(data.email), "/auth/callback").searchParams.get("token")!;
    return { data, token };
  }

  it("the emailed link confirms the account and signs the student in", async () => {
    const { data, token } = await signedUpWithLink();
    await expect(signInWithPassword({ email: data.email, password: data.password })).rejects.toThrow(AUTH_ERROR.emailNotConfirmed);
    await expect(signInWithLink({ token })).resolves.toMatchObject({ email: data.email });
    expect((await db.user.findUniqueOrThrow({ where: { email: data.email } })).emailVerified).toBeInstanceOf(Date);
    await expect(signInWithPassword({ email: data.email, password: data.password })).resolves.toMatchObject({ email: data.email });
  });

  it("confirming a sign-up that gave name, phone and campus sends the welcome email once", async () => {
    const { data, token } = await signedUpWithLink();
    await signInWithLink({ token });
    const welcome = await waitForMailTo(data.email, { count: 2 });
    expect(welcome.subject).toBe("Welcome to Campus Market");
    await expect(signInWithLink({ token })).rejects.toThrow(AUTH_ERROR.alreadyConfirmed);
    expect((await mailsTo(data.email)).map((mail) => mail.subject)).toEqual([expect.any(String), "Welcome to Campus Market"]);
  });

  it("a confirmed sign-up that was welcomed is not welcomed again by the completion form", async () => {
    const { data, token } = await signedUpWithLink();
    await signInWithLink({ token });
    await waitForMailTo(data.email, { count: 2 });
    const { id } = await db.user.findUniqueOrThrow({ where: { email: data.email }, select: { id: true } });
    await completeProfile(id, data.email, { fullName: "Another Name", campusLocation: "Main Campus", campusLocationId: null, isSeller: false });
    await expect(claimWelcomeEmail(id)).resolves.toBe(false);
  });

  serverOnly("of five claims of one welcome email at the same moment, exactly one wins", async () => {
    for (let round = 0; round < 3; round++) {
      const user = await createUser();
      const claims = await Promise.all(Array.from({ length: 5 }, () => claimWelcomeEmail(user.id)));
      expect(claims.filter(Boolean)).toHaveLength(1);
    }
  });

  it("confirming a sign-up whose profile still needs the completion form sends no welcome yet (the form sends it)", async () => {
    const { data, token } = await signedUpWithLink();
    const { id } = await db.user.findUniqueOrThrow({ where: { email: data.email }, select: { id: true } });
    await db.profile.update({ where: { id }, data: { phone: null } });
    await signInWithLink({ token });
    // The confirmation mail alone: a welcome, if one were sent, is sent before the sign-in answers.
    expect((await mailsTo(data.email)).map((mail) => mail.subject)).not.toContain("Welcome to Campus Market");
  });

  it("a used link is refused, saying the email is already confirmed", async () => {
    const { token } = await signedUpWithLink();
    await signInWithLink({ token });
    await expect(signInWithLink({ token })).rejects.toThrow(AUTH_ERROR.alreadyConfirmed);
  });

  it("two clicks at the same moment sign in once", async () => {
    const { token } = await signedUpWithLink();
    const outcomes = await Promise.allSettled([signInWithLink({ token }), signInWithLink({ token })]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
  });

  it("an expired or made-up link is refused", async () => {
    const { token } = await signedUpWithLink();
    await db.authToken.update({ where: { tokenHash: hashLinkToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(signInWithLink({ token })).rejects.toThrow(AUTH_ERROR.linkInvalid);
    await expect(signInWithLink({ token: "x".repeat(43) })).rejects.toThrow(AUTH_ERROR.linkInvalid);
    await expect(signInWithLink({ token: "not a token" })).rejects.toThrow(AUTH_ERROR.linkInvalid);
  });

  it("a resend sends a new working link to an unconfirmed account, and nothing to others", async () => {
    const { data } = await signedUpWithLink();
    await deliverConfirmationLink(data.email);
    const second = await waitForMailTo(data.email, { count: 2 });
    await expect(signInWithLink({ token: linkIn(second, "/auth/callback").searchParams.get("token")! })).resolves.toMatchObject({ email: data.email });

    await deliverConfirmationLink(data.email);
    const nobody = `nobody-${randomUUID()}@students.example.ac.ke`;
    await deliverConfirmationLink(nobody);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The two confirmation links, and the welcome the confirmed sign-up was sent; no third link.
    expect((await mailsTo(data.email)).filter((mail) => mail.subject !== "Welcome to Campus Market")).toHaveLength(2);
    expect(await mailsTo(nobody)).toHaveLength(0);
  });
});

describe("password reset", () => {
  it("the emailed link sets a new password; the old one stops working and old sessions end", async () => {
    const user = await createUser();
    await deliverPasswordResetLink(user.email);
    const token = linkIn(await waitForMailTo(user.email), "/auth/reset-password").searchParams.get("token")!;

    const { resetPasswordAction } = await import("@/lib/actions/account");
    const input = { token, password: "a-brand-new-secret-9", confirmPassword: "a-brand-new-secret-9" };
    await expect(run(resetPasswordAction, input)).resolves.toMatchObject({ ok: true });

    await expect(signInWithPassword({ email: user.email, password: "correct horse battery" })).rejects.toThrow(AUTH_ERROR.invalidCredentials);
    await expect(signInWithPassword({ email: user.email, password: "a-brand-new-secret-9" })).resolves.toMatchObject({ sessionVersion: 1 });
    // The same link cannot be used twice.
    await expect(run(resetPasswordAction, input)).resolves.toMatchObject({ ok: false, message: expect.stringMatching(/invalid or has expired/) });
  });

  it("a newer reset link makes the older one worthless", async () => {
    const user = await createUser();
    await deliverPasswordResetLink(user.email);
    const first = linkIn(await waitForMailTo(user.email), "/auth/reset-password").searchParams.get("token")!;
    await deliverPasswordResetLink(user.email);
    await waitForMailTo(user.email, { count: 2 });
    expect(await db.authToken.count({ where: { tokenHash: hashLinkToken(first) } })).toBe(0);
  });

  it("mismatched passwords are refused next to the field", async () => {
    const { resetPasswordAction } = await import("@/lib/actions/account");
    const input = { token: "x".repeat(43), password: "a-brand-new-secret-9", confirmPassword: "something else" };
    await expect(run(resetPasswordAction, input)).resolves.toMatchObject({ ok: false, fieldErrors: { confirmPassword: "Passwords do not match" } });
  });
});
