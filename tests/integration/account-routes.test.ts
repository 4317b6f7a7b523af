import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { createUser } from "./factories";
import { mailsTo, waitForMailTo } from "./mail-inbox";
import { staysTrue } from "@/tests/support/quiet";

// Route handlers are called as Next calls them, with a Request. Two request-scoped
// Next pieces are stood in for: the session lookup, and after() (run at once).
jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);
const afterTasks: Array<Promise<unknown>> = [];
jest.mock("next/server", () => {
  const actual = jest.requireActual("next/server");
  return { ...actual, after: (task: () => Promise<unknown>) => afterTasks.push(task()) };
});

import { POST as signupPost } from "@/app/api/signup/route";
import { POST as resendPost } from "@/app/api/email/confirmation/resend/route";
import { POST as resetPost } from "@/app/api/email/password-reset/route";
import { POST as welcomePost } from "@/app/api/email/welcome/route";
import { GET as getDocument } from "@/app/api/uploads/verification-documents/[id]/route";

let campusId: number;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  campusId = (await db.campusLocation.upsert({ where: { name: "City Campus" }, create: { name: "City Campus" }, update: {} })).id;
});
afterEach(async () => {
  await Promise.allSettled(afterTasks.splice(0));
  signOut();
});

function signupRequest(fields: Record<string, string>, file?: File, ip = freshIp()) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("documentFile", file);
  return new Request("http://localhost/api/signup", { method: "POST", body, headers: { "x-campus-client-ip": ip } });
}

function jsonRequest(url: string, body: unknown, ip = freshIp()) {
  return new Request(url, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "x-campus-client-ip": ip } });
}

const validFields = () => ({
  fullName: "Otieno Ouma",
  email: `otieno-${randomUUID()}@students.example.ac.ke`,
  password: "ugali-sukuma-2026",
  phone: "+254 712 345 678",
  campusLocationId: String(campusId),
  accountType: "student",
});

describe("POST /api/signup", () => {
  it("creates the account and answers 201 with the spec's success message", async () => {
    const fields = validFields();
    const response = await signupPost(signupRequest(fields));
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({
      ok: true,
      message: "Account created successfully! Please check your email for the confirmation link.",
      data: { email: fields.email, userId: expect.any(String), warnings: [] },
    });
    await waitForMailTo(fields.email);
  });

  it("answers every validation message of the spec next to its field, creating nothing", async () => {
    const response = await signupPost(
      signupRequest({ fullName: "", email: "not-an-email", password: "12345", phone: "07x", campusLocationId: "", accountType: "wholesaler", businessEmail: "sales@" }),
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({
      fullName: "Full name is required",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
      phone: "Please enter a valid phone number",
      campusLocationId: "Campus location is required",
      businessEmail: "Please enter a valid business email address",
      wholesalerCode: "Enter the access code you received from Campus Market",
    });
    // The password message leads, so the form shows it as it is (the spec's error catalogue).
    expect(body.message).toBe("Password must be at least 6 characters");
    const empty = await (await signupPost(signupRequest({}))).json();
    expect(empty.fieldErrors).toMatchObject({
      fullName: "Full name is required",
      email: "Email is required",
      password: "Password is required",
      phone: "Phone number is required",
      campusLocationId: "Campus location is required",
    });
  });

  it("a campus that does not exist is refused", async () => {
    const response = await signupPost(signupRequest({ ...validFields(), campusLocationId: "999999" }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ campusLocationId: "Campus location is required" });
  });

  it("a renamed text file as the document warns and the account exists", async () => {
    const fields = validFields();
    const file = new File(["plain text pretending"], "student-id.pdf", { type: "application/pdf" });
    const response = await signupPost(signupRequest(fields, file));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.data.warnings).toEqual(["Your document was not uploaded: it must be a PNG, JPG or PDF file. You can send it later."]);
    expect(await db.user.count({ where: { email: fields.email } })).toBe(1);
  });

  it("sign-ups from one address are limited with the spec's 429 message", async () => {
    const ip = freshIp();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 31; attempt += 1) last = await signupPost(signupRequest({}, undefined, ip));
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
    await expect(last!.json()).resolves.toMatchObject({ ok: false, code: "rate_limited", message: "Too many requests. Please try again later." });
  });
});

describe("resend and reset answer the same whether or not the email exists", () => {
  it.each([
    ["resend", resendPost, "http://localhost/api/email/confirmation/resend"],
    ["reset", resetPost, "http://localhost/api/email/password-reset"],
  ] as const)("%s", async (_name, post, url) => {
    const existing = await createUser({ verified: false });
    const missing = `missing-${randomUUID()}@students.example.ac.ke`;
    const forExisting = await post(jsonRequest(url, { email: existing.email }));
    const forMissing = await post(jsonRequest(url, { email: missing }));
    expect(forExisting.status).toBe(forMissing.status);
    expect(await forExisting.json()).toEqual(await forMissing.json());
    await Promise.allSettled(afterTasks.splice(0));
    expect(await mailsTo(existing.email)).toHaveLength(1);
    expect(await mailsTo(missing)).toHaveLength(0);
  });

  it("an address asking too often gets 429 with the spec's message, existing or not", async () => {
    for (const email of [(await createUser({ verified: false })).email, `missing-${randomUUID()}@students.example.ac.ke`]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await resendPost(jsonRequest("http://localhost/api/email/confirmation/resend", { email }))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it("a missing or malformed email is refused with the form's message", async () => {
    const response = await resetPost(jsonRequest("http://localhost/api/email/password-reset", { email: "" }));
    expect(response.status).toBe(422);
    await expect(response.json()).resolves.toMatchObject({ ok: false, message: "Email is required" });
  });
});

describe("POST /api/email/welcome", () => {
  it("needs a signed-in caller", async () => {
    expect((await welcomePost(new Request("http://localhost/api/email/welcome", { method: "POST" }))).status).toBe(401);
  });

  it("goes only to the caller's own address", async () => {
    const user = await createUser();
    signInAs(user);
    expect((await welcomePost(new Request("http://localhost/api/email/welcome", { method: "POST" }))).status).toBe(200);
    expect((await waitForMailTo(user.email)).subject).toMatch(/welcome/i);
  });
});

describe("verification documents are private", () => {
  async function documentOf() {
    const owner = await createUser();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { putObject } = await import("@/lib/storage");
    const storageKey = `${owner.id}_${Date.now()}_abcd1234.png`;
    await putObject("verification-documents", storageKey, png);
    const document = await db.verificationDocument.create({ data: { userId: owner.id, documentType: "student_id", storageKey, contentType: "image/png", sizeBytes: png.length } });
    return { owner, document, png };
  }
  const fetchAs = (id: string) => getDocument(new Request(`http://localhost/api/uploads/verification-documents/${id}`), { params: Promise.resolve({ id }) });

  it("the owner gets the file, never cached and never sniffed", async () => {
    const { owner, document, png } = await documentOf();
    signInAs(owner);
    const response = await fetchAs(document.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it("staff get it too", async () => {
    const { document } = await documentOf();
    const staff = await createUser({ role: "staff" });
    signInAs(staff, { isStaff: true });
    expect((await fetchAs(document.id)).status).toBe(200);
  });

  it("another student gets 404, and a visitor 401", async () => {
    const { document } = await documentOf();
    expect((await fetchAs(document.id)).status).toBe(401);
    signInAs(await createUser());
    expect((await fetchAs(document.id)).status).toBe(404);
  });
});

describe("completing a profile", () => {
  async function complete(fields: Record<string, string>) {
    const { completeProfileAction } = await import("@/lib/actions/account");
    return run(completeProfileAction, fields as { fullName: string; campusLocation: string });
  }

  it("refuses a missing name and campus with the spec's messages and changes nothing", async () => {
    const user = await createUser();
    signInAs(user);
    await expect(complete({ fullName: " ", campusLocation: "", phone: "" })).resolves.toEqual({
      ok: false,
      message: "Failed to update profile information",
      fieldErrors: { fullName: "Full name is required", campusLocation: "Campus location is required" },
    });
    expect((await db.profile.findUniqueOrThrow({ where: { id: user.id } })).fullName).toBe("Test User");
  });

  it("creates a missing profile, ticks the seller box, links a known campus and sends one welcome email", async () => {
    const email = `google-${randomUUID()}@gmail.example.com`;
    const user = await db.user.create({ data: { email, emailVerified: new Date() } });
    signInAs(user);
    await expect(complete({ fullName: "Njeri Wambui", campusLocation: "city campus", phone: "", isSeller: "on" })).resolves.toEqual({
      ok: true,
      message: "Profile completed successfully!",
    });
    const profile = await db.profile.findUniqueOrThrow({ where: { id: user.id } });
    expect(profile).toMatchObject({ fullName: "Njeri Wambui", campusLocation: "City Campus", campusLocationId: campusId, isSeller: true, phone: null });
    expect(profile.profileCompletedAt).toBeInstanceOf(Date);
    await waitForMailTo(email);

    // Saving again does not demote the seller or send another welcome.
    await complete({ fullName: "Njeri W.", campusLocation: "Hostel B", phone: "0700 000 000" });
    expect(await db.profile.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ isSeller: true, campusLocation: "Hostel B", campusLocationId: null });
    await staysTrue(async () => (await mailsTo(email)).length === 1);
  });

  it("a signed-out call changes nothing", async () => {
    await expect(complete({ fullName: "X", campusLocation: "Main Campus" })).resolves.toMatchObject({ ok: false, message: "Profile not found. Please sign in again or contact support." });
  });
});
