import { getServerSession } from "next-auth";
import { db } from "@/lib/db/client";
import { getPostSignInDestinationAction } from "@/lib/actions/account";
import { run } from "@/tests/support/actions";
import { createUser } from "./factories";

// Where the callback screen sends someone (the spec's states, "Callback"), read through the real
// session helper: only next-auth's cookie reading is stood in for.
jest.mock("next-auth", () => ({ ...jest.requireActual("next-auth"), getServerSession: jest.fn() }));
const signedInAs = (user: { id: string } | null) =>
  jest.mocked(getServerSession).mockResolvedValue(user ? { user: { id: user.id, sessionVersion: 0 }, expires: "2099-01-01T00:00:00.000Z" } : null);

const destination = async () => {
  const answer = await run(getPostSignInDestinationAction);
  return answer.ok ? answer.data : answer.message;
};

describe("after confirming an email or signing in, the callback sends", () => {
  it("a profile with name, phone and campus from sign-up to /home, though the completion form was never sent", async () => {
    const user = await createUser({ fullName: "Achieng Wanjiku", phone: "0712 345 678" });
    expect(await db.profile.findUniqueOrThrow({ where: { id: user.id }, select: { profileCompletedAt: true } })).toEqual({ profileCompletedAt: null });
    signedInAs(user);
    await expect(destination()).resolves.toEqual({ signedIn: true, destination: "/home" });
  });

  it("a profile without a phone to /complete-profile, and home once the form was sent without one", async () => {
    const user = await createUser({ phone: null });
    signedInAs(user);
    await expect(destination()).resolves.toEqual({ signedIn: true, destination: "/complete-profile" });
    await db.profile.update({ where: { id: user.id }, data: { profileCompletedAt: new Date() } });
    await expect(destination()).resolves.toEqual({ signedIn: true, destination: "/home" });
  });

  it("a profile with the spec's placeholder name, or no profile at all, to /complete-profile", async () => {
    const placeholder = await createUser({ fullName: "User" });
    signedInAs(placeholder);
    await expect(destination()).resolves.toEqual({ signedIn: true, destination: "/complete-profile" });

    const bare = await db.user.create({ data: { email: `bare-${Date.now()}@test.campusmarket.ke`, emailVerified: new Date() }, select: { id: true } });
    signedInAs(bare);
    await expect(destination()).resolves.toEqual({ signedIn: true, destination: "/complete-profile" });
  });

  it("no session to /auth", async () => {
    signedInAs(null);
    await expect(destination()).resolves.toEqual({ signedIn: false });
  });
});
