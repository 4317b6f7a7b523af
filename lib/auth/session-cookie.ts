import "server-only";
import { cookies } from "next/headers";
import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { SESSION_MAX_AGE_SECONDS } from "./session-settings";

// next-auth keeps the session in one cookie, named by whether the site is served over HTTPS.
const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

/**
 * After a password change the account's session version moves on, which ends every session
 * (lib/auth/session.ts refuses older tokens). This one continues: its cookie is re-issued,
 * same claims, with the new version. Only the session the request came with is touched.
 * Returns false when the request had no session cookie to re-issue.
 */
export async function continueSessionWithVersion(sessionVersion: number): Promise<boolean> {
  const jar = await cookies();
  const name = SESSION_COOKIES.find((candidate) => jar.get(candidate));
  if (!name) return false;
  const token = await decode({ token: jar.get(name)!.value, secret: env.NEXTAUTH_SECRET });
  if (!token?.sub) return false;
  const value = await encode({ token: { ...token, sv: sessionVersion }, secret: env.NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
  jar.set(name, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: name.startsWith("__Secure-"),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return true;
}
