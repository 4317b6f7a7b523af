import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db/client";
import { registerAccount } from "@/lib/accounts/signup";
import { signupSchema, type SignupInput } from "@/lib/validation/signup";

// An access code is what makes a wholesaler (see docs/decisions/staff.md). Without a valid code that
// this sign-up claimed there is no wholesaler account: the sign-up is refused with the
// spec's words and nothing is left behind, no user, no profile, no document. Of any number
// of sign-ups racing for one code, exactly one becomes a wholesaler.

const CODE_REFUSED = "Wholesaler code not found or already used";
const PDF = new TextEncoder().encode("%PDF-1.4\n% business licence\n");

let campusId: number;

beforeAll(async () => {
  const campus = await db.campusLocation.upsert({ where: { name: "Main Campus" }, create: { name: "Main Campus" }, update: {} });
  campusId = campus.id;
});

function wholesalerInput(overrides: Partial<SignupInput> = {}): SignupInput {
  return {
    fullName: "Baraka Mwangi",
    email: `baraka-${randomUUID()}@traders.example.co.ke`,
    password: "unga-na-sukari-2026",
    phone: "0722 000 111",
    campusLocationId: String(campusId),
    accountType: "wholesaler",
    businessName: "Baraka Traders",
    ...overrides,
  };
}

const wholesaler = (overrides: Partial<SignupInput> = {}) => signupSchema.parse(wholesalerInput(overrides));

async function newCode(): Promise<string> {
  const code = randomUUID().replace(/[^A-HJ-NP-Z2-9]/gi, "").toUpperCase().slice(0, 8).padEnd(8, "X");
  await db.wholesalerCode.create({ data: { code, creatorEmail: "staff@test.campusmarket.ke" } });
  return code;
}

async function storedDocuments(): Promise<number> {
  return (await readdir(path.join(path.resolve(process.env.STORAGE_DIR!), "verification-documents")).catch(() => [])).length;
}

/** Nothing of these sign-ups exists: no user, no profile, no business details, no document. */
async function expectNothingCreatedFor(emails: string[]) {
  expect(await db.user.count({ where: { email: { in: emails } } })).toBe(0);
  expect(await db.profile.count({ where: { email: { in: emails } } })).toBe(0);
  expect(await db.verificationDocument.count({ where: { user: { email: { in: emails } } } })).toBe(0);
}

describe("wholesaler sign-up", () => {
  it("an unknown code is refused with the spec's message on the code field, and nothing is created", async () => {
    const documentsBefore = await storedDocuments();
    const data = wholesaler({ wholesalerCode: "ZZZZ2222" });
    const result = await registerAccount(data, { bytes: PDF, sizeBytes: PDF.length });
    expect(result).toMatchObject({ ok: false, message: CODE_REFUSED, fieldErrors: { wholesalerCode: CODE_REFUSED } });
    await expectNothingCreatedFor([data.email]);
    expect(await storedDocuments()).toBe(documentsBefore);
  });

  it("a used code is refused the same way and stays with its first owner", async () => {
    const code = await newCode();
    const first = wholesaler({ wholesalerCode: code });
    await expect(registerAccount(first, null)).resolves.toMatchObject({ ok: true });
    const late = wholesaler({ wholesalerCode: code.toLowerCase() });
    await expect(registerAccount(late, { bytes: PDF, sizeBytes: PDF.length })).resolves.toMatchObject({ ok: false, message: CODE_REFUSED });
    await expectNothingCreatedFor([late.email]);
    await expect(db.wholesalerCode.findUniqueOrThrow({ where: { code } })).resolves.toMatchObject({ usedByEmail: first.email });
  });

  it("a wholesaler without a code is refused by the form's rules, and by the server if the rules are skipped", async () => {
    const withoutCode = signupSchema.safeParse(wholesalerInput({ wholesalerCode: "" }));
    expect(withoutCode.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["wholesalerCode", "Enter the access code you received from Campus Market"]]);

    const skipped = { ...wholesaler({ wholesalerCode: "ABCD2345" }), wholesalerCode: undefined };
    await expect(registerAccount(skipped, null)).resolves.toMatchObject({ ok: false, message: CODE_REFUSED });
    await expectNothingCreatedFor([skipped.email]);
  });

  it("five wholesaler sign-ups at the same moment with one code make exactly one wholesaler; the others create nothing", async () => {
    const code = await newCode();
    const attempts = Array.from({ length: 5 }, () => wholesaler({ wholesalerCode: code }));
    const results = await Promise.all(attempts.map((data) => registerAccount(data, { bytes: PDF, sizeBytes: PDF.length })));

    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).every((result) => result.message === CODE_REFUSED)).toBe(true);
    const winner = attempts[results.findIndex((result) => result.ok)]!;
    await expectNothingCreatedFor(attempts.filter((attempt) => attempt !== winner).map((attempt) => attempt.email));

    const user = await db.user.findUniqueOrThrow({ where: { email: winner.email }, include: { profile: true, verificationDocuments: true } });
    expect(user.profile).toMatchObject({ isSeller: true, accountType: "wholesaler" });
    expect(user.verificationDocuments).toHaveLength(1);
    await expect(db.wholesalerCode.findUniqueOrThrow({ where: { code } })).resolves.toMatchObject({ isUsed: true, usedByEmail: winner.email, usedById: user.id });
  }, 60_000);

  it("a wholesaler sign-up refused for a registered email leaves its code unused", async () => {
    const code = await newCode();
    const existing = wholesaler({ wholesalerCode: await newCode() });
    await registerAccount(existing, null);
    const again = await registerAccount({ ...existing, wholesalerCode: code }, null);
    expect(again).toMatchObject({ ok: false, fieldErrors: { email: "This email is already registered" } });
    await expect(db.wholesalerCode.findUniqueOrThrow({ where: { code } })).resolves.toMatchObject({ isUsed: false, usedByEmail: null, usedById: null, usedAt: null });
  });

  it("a student's sign-up ignores a code and leaves it unused", async () => {
    const code = await newCode();
    const student = signupSchema.parse(wholesalerInput({ accountType: "student", wholesalerCode: code }));
    await expect(registerAccount(student, null)).resolves.toMatchObject({ ok: true });
    await expect(db.wholesalerCode.findUniqueOrThrow({ where: { code } })).resolves.toMatchObject({ isUsed: false });
    expect((await db.profile.findFirstOrThrow({ where: { email: student.email } })).isSeller).toBe(false);
  });
});
