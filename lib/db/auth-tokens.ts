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

/**
 * Marks the token used and confirms the email, atomically: the conditional
 * update lets exactly one of two simultaneous clicks through.
 */
export async function confirmEmailWithToken(tokenHash: string): Promise<TokenUser | null> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.authToken.updateMany({
      where: { tokenHash, purpose: "email_confirmation", usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) return null;
    const token = await tx.authToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
    const user = await tx.user.findUniqueOrThrow({ where: { id: token.userId }, select: { id: true, email: true, sessionVersion: true, emailVerified: true } });
    if (!user.emailVerified) await tx.user.update({ where: { id: user.id }, data: { emailVerified: new Date() } });
    return { id: user.id, email: user.email, sessionVersion: user.sessionVersion };
  });
}

/** Why a token was refused, for a kinder message when the account is already confirmed. */
export async function getSpentTokenState(tokenHash: string) {
  return db.authToken.findUnique({
    where: { tokenHash },
    select: { purpose: true, usedAt: true, expiresAt: true, user: { select: { emailVerified: true } } },
  });
}

/**
 * Sets a new password from a reset link: the token is spent, the email counts
 * as confirmed (the link proved the mailbox), and every existing session ends.
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
    return user;
  });
}

export async function isPasswordResetTokenUsable(tokenHash: string): Promise<boolean> {
  const count = await db.authToken.count({ where: { tokenHash, purpose: "password_reset", usedAt: null, expiresAt: { gt: new Date() } } });
  return count === 1;
}
