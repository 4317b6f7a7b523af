import { createHmac, timingSafeEqual } from "node:crypto";
import { isEmailTopic, type EmailTopic } from "./email-kinds";

// The token of an email's one-click unsubscribe link: who and which topic, signed with an HMAC
// keyed from the site's secret. It does not expire (a link in a months-old email still works)
// and grants one thing only: turning that topic off for that person, which is harmless to
// repeat. Changing the user or the topic breaks the signature. Pure, given the secret.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The longest token this module makes, with room to spare: anything longer is not read. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 160;

// A key of its own, derived from the secret, so a signature made here means nothing elsewhere.
function key(secret: string): Buffer {
  return createHmac("sha256", secret).update("campus-market:email-unsubscribe:v1").digest();
}

function signature(secret: string, userId: string, topic: EmailTopic): Buffer {
  return createHmac("sha256", key(secret)).update(`${userId}\n${topic}`).digest();
}

export function signUnsubscribeToken(secret: string, userId: string, topic: EmailTopic): string {
  return `${userId}.${topic}.${signature(secret, userId, topic).toString("base64url")}`;
}

/** The person and topic a token names, or null for anything not signed with this secret. */
export function verifyUnsubscribeToken(secret: string, token: unknown): { userId: string; topic: EmailTopic } | null {
  if (typeof token !== "string" || token.length > UNSUBSCRIBE_TOKEN_MAX_LENGTH) return null;
  const [userId, topic, signed, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !signed || !UUID.test(userId) || !isEmailTopic(topic)) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(signed)) return null;
  const given = Buffer.from(signed, "base64url");
  const expected = signature(secret, userId, topic);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, topic } : null;
}
