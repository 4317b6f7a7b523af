import { serverOnly } from "@/tests/support/database-kind";
import { db } from "@/lib/db/client";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { claimAccessCode, listAccessCodes } from "@/lib/db/access-codes";
import { createUser } from "./factories";

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { generateAccessCodesAction } from "@/lib/actions/access-codes";

function generate(count: unknown) {
  return run(generateAccessCodesAction, { count } as { count: number });
}

afterEach(() => {
  signOut();
});

describe("generating access codes", () => {
  it("staff generate codes that are stored as available with the creator's email", async () => {
    const staff = await createUser({ role: "staff" });
    signInAs(staff, { isStaff: true });
    await expect(generate("5")).resolves.toEqual({ ok: true, message: "Generated 5 new access code(s)" });
    const codes = await db.wholesalerCode.findMany({ where: { createdById: staff.id } });
    expect(codes).toHaveLength(5);
    expect(codes.every((code) => !code.isUsed && code.creatorEmail === staff.email && /^[A-HJ-NP-Z2-9]{8}$/.test(code.code))).toBe(true);
    const listed = await listAccessCodes();
    expect(listed.slice(0, 5).map((row) => row.code).sort()).toEqual(codes.map((code) => code.code).sort());
  });

  it("a non-staff user's direct request creates nothing", async () => {
    const user = await createUser();
    signInAs(user);
    const before = await db.wholesalerCode.count();
    await expect(generate("3")).resolves.toEqual({ ok: false, message: "Failed to generate codes" });
    expect(await db.wholesalerCode.count()).toBe(before);
  });

  it("a signed-out request is told to log in", async () => {
    await expect(generate("1")).resolves.toEqual({ ok: false, message: "You must be logged in to generate codes" });
  });

  it("more than 50 at once is refused next to the field", async () => {
    signInAs(await createUser({ role: "staff" }), { isStaff: true });
    await expect(generate("51")).resolves.toEqual({ ok: false, message: "Failed to generate codes", fieldErrors: { count: "Enter a number from 1 to 50" } });
  });
});

describe("claiming a code", () => {
  async function freshCode() {
    const staff = await createUser({ role: "staff" });
    signInAs(staff, { isStaff: true });
    await generate("1");
    return (await db.wholesalerCode.findFirstOrThrow({ where: { createdById: staff.id } })).code;
  }

  it("works once, in any letter case; a second claim and an unknown code fail", async () => {
    const code = await freshCode();
    const first = await createUser();
    const second = await createUser();
    await expect(claimAccessCode(` ${code.toLowerCase()} `, { email: first.email, userId: first.id })).resolves.toBe(true);
    await expect(claimAccessCode(code, { email: second.email, userId: second.id })).resolves.toBe(false);
    await expect(claimAccessCode("ZZZZZZZZ", { email: second.email, userId: second.id })).resolves.toBe(false);
    expect(await db.wholesalerCode.findUniqueOrThrow({ where: { code } })).toMatchObject({ isUsed: true, usedByEmail: first.email, usedById: first.id });
  });

  serverOnly("of 20 simultaneous claims exactly one wins", async () => {
    const code = await freshCode();
    const claimants = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const wins = await Promise.all(claimants.map((user) => claimAccessCode(code, { email: user.email, userId: user.id })));
    expect(wins.filter(Boolean)).toHaveLength(1);
    const winner = claimants[wins.indexOf(true)]!;
    expect((await db.wholesalerCode.findUniqueOrThrow({ where: { code } })).usedByEmail).toBe(winner.email);
  });
});
