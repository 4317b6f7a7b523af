import "server-only";
import { db } from "./client";

export function getUserForLogin(email: string) {
  return db.user.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true, emailVerified: true, sessionVersion: true },
  });
}

/** What every signed-in page needs about the current user, in one round trip. */
export function getSessionUser(userId: string) {
  return db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      sessionVersion: true,
      profile: {
        select: {
          fullName: true,
          phone: true,
          campusLocation: true,
          campusLocationId: true,
          isSeller: true,
          isPro: true,
          accountType: true,
          role: true,
          profileCompletedAt: true,
        },
      },
    },
  });
}

/**
 * Google sign-in (D2): the address Google vouched for becomes, or finds, our
 * user; it counts as confirmed. A new one gets a profile with the spec's
 * defaults and is_google_user, and completes it on /complete-profile.
 */
export async function upsertGoogleUser(input: { email: string; name: string | null; providerAccountId: string }) {
  return db.$transaction(async (tx) => {
    const user = await tx.user.upsert({
      where: { email: input.email },
      create: { email: input.email, emailVerified: new Date() },
      update: {},
      select: { id: true, email: true, sessionVersion: true, emailVerified: true },
    });
    if (!user.emailVerified) await tx.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
    await tx.account.upsert({
      where: { provider_providerAccountId: { provider: "google", providerAccountId: input.providerAccountId } },
      create: { userId: user.id, type: "oauth", provider: "google", providerAccountId: input.providerAccountId },
      update: {},
    });
    await tx.profile.upsert({
      where: { id: user.id },
      create: { id: user.id, email: user.email, fullName: input.name?.trim() || "User", isGoogleUser: true },
      update: { isGoogleUser: true },
    });
    return { id: user.id, email: user.email, sessionVersion: user.sessionVersion };
  });
}
