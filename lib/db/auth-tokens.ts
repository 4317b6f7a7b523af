import "server-only";
import { db } from "./client";
import type { AuthTokenPurpose } from "./generated/client";

export async function createAuthToken(input: { userId: string; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: Date; replaceUnused?: boolean }) {
  await db.$transaction(async (tx) => {
    // A new reset link makes older ones worthless; confirmation links stay valid
    // until they expire, since students often click the first email they got.
    if (input.replaceUnused) {
      await tx.authToken.deleteMany({ where: { userId: input.userId, purpose: input.purpose, usedAt: null } });
    }
    await tx.authToken.create({
      data: { userId: input.userId, purpose: input.purpose, tokenHash: input.tokenHash, expiresAt: input.expiresAt },
    });
  });
}

type TokenUser = { id: string; email: string; sessionVersion: number };

/** The profile as sign-up left it, so the caller can tell whether the completion form still awaits them. */
export type ConfirmedProfile = { fullName: string | null; phone: string | null; campusLocation: string | null; profileCompletedAt: Date | null } | null;
export type ConfirmationOutcome = { status: "confirmed"; user: TokenUser; profile: ConfirmedProfile } | { status: "alreadyConfirmed" } | { status: "invalid" };

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/**
 * Spends every unused confirmation link of a user. Spent, not deleted: a
 * spent link still tells its clicker that the email is confirmed.
 */
function spendConfirmationLinks(tx: Tx, userId: string, now: Date) {
  return tx.authToken.updateMany({ where: { userId, purpose: "email_confirmation", usedAt: null }, data: { usedAt: now } });
}

/**
 * Spends a confirmation link. Only the link that confirms the email signs in:
 * it confirms the email and spends every other confirmation link of the user,
 * in one transaction. A link for an email that is already confirmed (used,
 * older, or made by a resend that raced the click) signs nobody in. The
 * conditional updates let exactly one of two simultaneous clicks through.
 */
export async function confirmEmailWithToken(tokenHash: string): Promise<ConfirmationOutcome> {
  return db.$transaction(async (tx): Promise<ConfirmationOutcome> => {
    const now = new Date();
    const claimed = await tx.authToken.updateMany({
      where: { tokenHash, purpose: "email_confirmation", usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    const token = await tx.authToken.findUnique({ where: { tokenHash }, select: { purpose: true, userId: true } });
    if (!token || token.purpose !== "email_confirmation") return { status: "invalid" };
    const confirmed = claimed.count === 1 ? await tx.user.updateMany({ where: { id: token.userId, emailVerified: null }, data: { emailVerified: now } }) : { count: 0 };
    if (confirmed.count !== 1) {
      const user = await tx.user.findUniqueOrThrow({ where: { id: token.userId }, select: { emailVerified: true } });
      return user.emailVerified ? { status: "alreadyConfirmed" } : { status: "invalid" };
    }
    await spendConfirmationLinks(tx, token.userId, now);
    const { profile, ...user } = await tx.user.findUniqueOrThrow({
      where: { id: token.userId },
      select: { id: true, email: true, sessionVersion: true, profile: { select: { fullName: true, phone: true, campusLocation: true, profileCompletedAt: true } } },
    });
    return { status: "confirmed", user, profile };
  });
}

/**
 * Sets a new password from a reset link: the token is spent, the email counts
 * as confirmed (the link proved the mailbox), every existing session ends and
 * every confirmation link is spent.
 */
export async function resetPasswordWithToken(tokenHash: string, passwordHash: string): Promise<{ id: string; email: string } | null> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.authToken.updateMany({
      where: { tokenHash, purpose: "password_reset", usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) return null;
    const token = await tx.authToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
    const current = await tx.user.findUniqueOrThrow({ where: { id: token.userId }, select: { emailVerified: true } });
    const user = await tx.user.update({
      where: { id: token.userId },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerified: current.emailVerified ?? new Date() },
      select: { id: true, email: true },
    });
    await tx.authToken.deleteMany({ where: { userId: user.id, purpose: "password_reset", usedAt: null } });
    // The reset confirmed the email: no confirmation link may open a session any more.
    await spendConfirmationLinks(tx, user.id, new Date());
    return user;
  });
}

export async function isPasswordResetTokenUsable(tokenHash: string): Promise<boolean> {
  const count = await db.authToken.count({ where: { tokenHash, purpose: "password_reset", usedAt: null, expiresAt: { gt: new Date() } } });
  return count === 1;
}
