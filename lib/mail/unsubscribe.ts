import "server-only";
import { env } from "@/lib/env";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

/** The person and topic an unsubscribe link names, or null for a link this site did not sign. */
export function readUnsubscribeToken(token: unknown) {
  return verifyUnsubscribeToken(env.NEXTAUTH_SECRET, token);
}
