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
