import { getServerSession } from "next-auth";
import { db } from "@/lib/db/client";
import { getCurrentUser } from "@/lib/auth/session";
import { setOnboardingCompletedAction } from "@/lib/actions/onboarding";
import { run } from "@/tests/support/actions";
import { createUser } from "./factories";

// profile.onboarding_completed (the spec's entities): the tutorial marks it when finished so a
// second device does not replay it, Restart clears it, and the signed-in user read with every
// page carries it (the tutorial's gate takes it from there, no query of its own).
jest.mock("next-auth", () => ({ ...jest.requireActual("next-auth"), getServerSession: jest.fn() }));
const signedInAs = (user: { id: string } | null) =>
  jest.mocked(getServerSession).mockResolvedValue(user ? { user: { id: user.id, sessionVersion: 0 }, expires: "2099-01-01T00:00:00.000Z" } : null);

const stored = async (id: string) => (await db.profile.findUniqueOrThrow({ where: { id }, select: { onboardingCompleted: true } })).onboardingCompleted;

describe("the tutorial's flag on the profile", () => {
  it("a new profile has not finished the tutorial", async () => {
    const user = await createUser();
    expect(await stored(user.id)).toBe(false);
    signedInAs(user);
    expect((await getCurrentUser())?.onboardingCompleted).toBe(false);
  });

  it("is set when the tutorial completes and cleared by Restart, on one's own profile only", async () => {
    const user = await createUser();
    const other = await createUser();
    signedInAs(user);
    await expect(run(setOnboardingCompletedAction, { completed: true })).resolves.toMatchObject({ ok: true });
    expect(await stored(user.id)).toBe(true);
    expect(await stored(other.id)).toBe(false);
    await expect(run(setOnboardingCompletedAction, { completed: false })).resolves.toMatchObject({ ok: true });
    expect(await stored(user.id)).toBe(false);
  });

  it("reaches the page's user (the second-device rule reads it from there)", async () => {
    const user = await createUser();
    await db.profile.update({ where: { id: user.id }, data: { onboardingCompleted: true } });
    signedInAs(user);
    expect((await getCurrentUser())?.onboardingCompleted).toBe(true);
  });

  it("a visitor is refused, and anything but a yes or no is refused", async () => {
    signedInAs(null);
    await expect(run(setOnboardingCompletedAction, { completed: true })).resolves.toMatchObject({ ok: false, message: "Failed to restart tutorial" });
    const user = await createUser();
    signedInAs(user);
    await expect(run(setOnboardingCompletedAction, { completed: "yes" } as never)).resolves.toMatchObject({ ok: false });
    expect(await stored(user.id)).toBe(false);
  });
});
