import "server-only";
import { createHash, randomBytes } from "node:crypto";

// Email-link tokens: 32 random bytes in the link, only their SHA-256 in the
// database, so a leaked table cannot confirm accounts or reset passwords.
export const EMAIL_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token as it appears in a link: base64url of 32 bytes. Anything else is not worth a database query. */
export function looksLikeLinkToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
