import "server-only";
import { createAuthToken } from "@/lib/db/auth-tokens";
import { EMAIL_CONFIRMATION_TTL_MS, newLinkToken, PASSWORD_RESET_TTL_MS } from "@/lib/auth/tokens";
import { sendConfirmationEmail, sendPasswordResetEmail, sendWelcomeEmail } from "@/lib/mail/send";
import { siteUrl } from "@/lib/site";

type Recipient = { id: string; email: string; fullName?: string | null };

/** A fresh single-use confirmation link, emailed. Throws when the mail could not be sent. */
export async function sendConfirmationLink(user: Recipient): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  await createAuthToken({
    userId: user.id,
    purpose: "email_confirmation",
    tokenHash,
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_MS),
  });
  // The link lands on the callback screen, which spends the token with a POST,
  // so a mail scanner that opens links does not use it up.
  const link = `${siteUrl()}/auth/callback?token=${encodeURIComponent(token)}`;
  await sendConfirmationEmail(user.email, { username: user.fullName ?? "", link });
}

export async function sendPasswordResetLink(user: Recipient): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  await createAuthToken({
    userId: user.id,
    purpose: "password_reset",
    tokenHash,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    replaceUnused: true,
  });
  const link = `${siteUrl()}/auth/reset-password?token=${encodeURIComponent(token)}`;
  await sendPasswordResetEmail(user.email, { username: user.fullName ?? "", link });
}

export async function sendWelcome(user: { email: string; fullName?: string | null }): Promise<void> {
  await sendWelcomeEmail(user.email, { username: user.fullName ?? "", link: `${siteUrl()}/studentmarketplace` });
}
