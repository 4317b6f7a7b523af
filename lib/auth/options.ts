import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { getUserForLogin } from "@/lib/db/users";
import { loginSchema } from "@/lib/validation/auth";
import { verifyPassword } from "./password";
import { AUTH_ERROR } from "./errors";

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  // A JWT in an httpOnly cookie (D2): no session table to read on every request.
  session: { strategy: "jwt", maxAge: THIRTY_DAYS },
  pages: { signIn: "/auth", error: "/auth" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials) {
        const parsed = loginSchema.safeParse(credentials ?? {});
        if (!parsed.success) throw new Error(AUTH_ERROR.invalidCredentials);
        const { email, password } = parsed.data;

        let user: Awaited<ReturnType<typeof getUserForLogin>>;
        try {
          user = await getUserForLogin(email);
        } catch (error) {
          // A database message may contain words like "password"; never let it
          // reach the form, where it would read as wrong credentials.
          console.error("login: user lookup failed", error);
          throw new Error(AUTH_ERROR.unavailable);
        }

        const passwordMatches = await verifyPassword(user?.passwordHash, password);
        if (!user || !passwordMatches) throw new Error(AUTH_ERROR.invalidCredentials);
        // Told only to someone who knows the password, so it reveals nothing.
        if (!user.emailVerified) throw new Error(AUTH_ERROR.emailNotConfirmed);

        return { id: user.id, email: user.email, sessionVersion: user.sessionVersion };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.email = user.email;
        token.sv = user.sessionVersion;
      }
      return token;
    },
    async session({ session, token }) {
      session.user = { ...session.user, id: token.sub ?? "", email: token.email ?? "", sessionVersion: token.sv ?? 0 };
      return session;
    },
  },
};
