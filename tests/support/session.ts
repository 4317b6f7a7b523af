import type { CurrentUser } from "@/lib/auth/session";

// One session stub for every test that calls actions or route handlers as a
// given user. In the test file:
//   jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);
// then signInAs(user) / signOut().

export const session: { user: CurrentUser | null } = { user: null };

export const sessionStub = {
  getCurrentUser: async () => session.user,
};

/** A signed-in user as the app sees one: a buyer with a complete profile unless told otherwise. */
export function buildUser(user: { id: string; email: string }, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    fullName: "Test User",
    campusLocation: "Main Campus",
    isSeller: false,
    isPro: false,
    proUntil: null,
    isStaff: false,
    accountType: "student",
    profileComplete: true,
    onboardingCompleted: true,
    ...overrides,
  };
}

export function signInAs(user: { id: string; email: string }, overrides: Partial<CurrentUser> = {}): CurrentUser {
  session.user = buildUser(user, overrides);
  return session.user;
}

export function signOut() {
  session.user = null;
}
