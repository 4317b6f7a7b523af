import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { env, googleSignInEnabled } from "@/lib/env";
import { endSessionsOf, getSessionViewer, getUserForLogin, upsertGoogleUser } from "@/lib/db/users";
import { isDatabaseUnavailable } from "@/lib/db/faults";
import { confirmEmailWithToken } from "@/lib/db/auth-tokens";
import { claimWelcomeEmail } from "@/lib/db/profiles";
import { sendWelcome } from "@/lib/accounts/email-links";
import { needsProfileCompletion } from "@/lib/accounts/profile-status";
import { loginSchema } from "@/lib/validation/auth";
import { clientIp } from "@/lib/http/client-ip";
import { consumeLoginAttempt, consumeRateLimits, forgetLoginFailures } from "@/lib/rate-limit/limits";
import { deleteObject } from "@/lib/storage";
import { verifyPassword } from "./password";
import { SESSION_MAX_AGE_SECONDS } from "./session-settings";
import { hashLinkToken, looksLikeLinkToken } from "./tokens";
import { AUTH_ERROR } from "@/lib/messages/auth";


type RequestLike = { headers?: Record<string, string | string[] | undefined> } | undefined;

const passwordProvider = CredentialsProvider({
  id: "credentials",
  name: "Email and password",
  credentials: {
    email: { label: "Email", type: "email" },
    password: { label: "Password", type: "password" },
  },
  async authorize(credentials, req) {
    const parsed = loginSchema.safeParse(credentials ?? {});
    if (!parsed.success) throw new Error(AUTH_ERROR.invalidCredentials);
    const { email, password } = parsed.data;

    // Per IP on every attempt. Per email, a point is taken before the password
    // is checked, atomically, so guesses sent at once cannot all slip under the
    // limit; a right password gives the points back (README, "Login limits").
    const ipVerdict = await consumeRateLimits([["loginIp", clientIp((req as RequestLike)?.headers)]]);
    if (!ipVerdict.allowed || !(await consumeLoginAttempt(email)).allowed) {
      throw new Error(AUTH_ERROR.rateLimited);
    }

    let user: Awaited<ReturnType<typeof getUserForLogin>>;
    try {
      user = await getUserForLogin(email);
    } catch (error) {
      // A database message may contain words like "password"; never let it
      // reach the form, where it would read as wrong credentials.
      logger.error({ err: error }, "login: user lookup failed");
      throw new Error(AUTH_ERROR.unavailable);
    }

    const passwordMatches = await verifyPassword(user?.passwordHash, password);
    if (!user || !passwordMatches) throw new Error(AUTH_ERROR.invalidCredentials);
    await forgetLoginFailures(email);
    // Told only to someone who knows the password, so it reveals nothing.
    if (!user.emailVerified) throw new Error(AUTH_ERROR.emailNotConfirmed);

    return { id: user.id, email: user.email, sessionVersion: user.sessionVersion };
  },
});

// The confirmation link: spending its single-use token confirms the email and
// signs the student in, so the callback screen can route them on (spec, "Callback").
const emailLinkProvider = CredentialsProvider({
  id: "email-link",
  name: "Email confirmation link",
  credentials: { token: { label: "Token", type: "text" } },
  async authorize(credentials) {
    const token = credentials?.token;
    if (!looksLikeLinkToken(token)) throw new Error(AUTH_ERROR.linkInvalid);
    const outcome = await confirmEmailWithToken(hashLinkToken(token));
    if (outcome.status === "confirmed") {
      // A sign-up that gave name, phone and campus skips the completion form, which is where the
      // welcome email is otherwise sent: it goes now, once (claimed, so the form posted later
      // or at the same time sends none). A courtesy: its failure never fails the sign-in.
      if (!needsProfileCompletion(outcome.profile) && (await claimWelcomeEmail(outcome.user.id))) {
        await sendWelcome({ email: outcome.user.email, fullName: outcome.profile?.fullName }).catch((error: unknown) => logger.error({ err: error }, "welcome email failed"));
      }
      return outcome.user;
    }
    // Only the link that confirms the email signs in; any other says so and asks for a login.
    if (outcome.status === "alreadyConfirmed") throw new Error(AUTH_ERROR.alreadyConfirmed);
    throw new Error(AUTH_ERROR.linkInvalid);
  },
});

/** A token whose session was ended (Log out, password reset, account gone): expected, not an error. */
class SessionEndedError extends Error {
  constructor() {
    super("session ended");
    this.name = "SessionEndedError";
  }
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  // A JWT in an httpOnly cookie (see docs/decisions/sessions.md): no session table to read on every request.
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth", error: "/auth/callback" },
  providers: [
    passwordProvider,
    emailLinkProvider,
    ...(googleSignInEnabled
      ? [GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! })]
      : []),
  ],
  logger: {
    error(code, metadata) {
      // next-auth hands the error over as it is or wrapped in { error }.
      const cause = (metadata instanceof Error ? metadata : (metadata as { error?: { name?: string } } | undefined)?.error) as { name?: string } | undefined;
      if (cause?.name === "SessionEndedError") return;
      logger.error({ metadata }, `[next-auth] ${code}`);
    },
    warn(code) {
      logger.warn(`[next-auth] ${code}`);
    },
    debug() {},
  },
  events: {
    // Log out ends every copy of the session, not just this browser's cookie:
    // the JWT stays valid until it expires, so the user's session version
    // moves on and every token issued before is refused (lib/auth/session.ts).
    async signOut({ token }) {
      if (token?.sub) await endSessionsOf(token.sub, token.sv ?? 0);
    },
  },
  callbacks: {
    async signIn({ account, profile }) {
      // Google vouches for the address only when it says so.
      if (account?.provider === "google") return Boolean((profile as { email_verified?: boolean } | undefined)?.email_verified);
      return true;
    },
    async jwt({ token, user, account, profile }) {
      if (account?.provider === "google" && token.email) {
        const local = await upsertGoogleUser({
          email: token.email.toLowerCase(),
          name: profile?.name ?? null,
          providerAccountId: account.providerAccountId,
        });
        // The stranger's uploaded document, dropped with their sign-up details (lib/db/users.ts).
        await Promise.all(local.droppedDocumentKeys.map((key) => deleteObject("verification-documents", key).catch((error) => logger.error({ key, err: error }, "document not removed"))));
        token.sub = local.id;
        token.email = local.email;
        token.sv = local.sessionVersion;
        return token;
      }
      if (user) {
        token.sub = user.id;
        token.email = user.email;
        token.sv = user.sessionVersion;
        return token;
      }
      // Reading an existing session (getServerSession, /api/auth/session): a token from
      // before a Log out or a password reset is refused here too, so next-auth answers no
      // session and tells the browser to delete the cookie.
      // The same per-request read as the page's user and navigation (lib/db/users.ts getSessionViewer).
      if (!token.sub) return token;
      let sessionVersion: number | null;
      try {
        sessionVersion = (await getSessionViewer(token.sub))?.sessionVersion ?? null;
      } catch (error) {
        // The database out of reach ends no session: next-auth would answer "no
        // session" (actions would tell a signed-in buyer to log in) and delete the cookie. The
        // token is kept; getCurrentUser reads the same row, so every use of it fails with the outage.
        if (isDatabaseUnavailable(error)) return token;
        throw error;
      }
      if (sessionVersion !== (token.sv ?? 0)) throw new SessionEndedError();
      return token;
    },
    async session({ session, token }) {
      session.user = { ...session.user, id: token.sub ?? "", email: token.email ?? "", sessionVersion: token.sv ?? 0 };
      return session;
    },
  },
};
