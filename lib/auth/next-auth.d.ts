import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; sessionVersion: number } & DefaultSession["user"];
  }
  interface User {
    id: string;
    email: string;
    sessionVersion: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sub?: string;
    email?: string | null;
    /** The user's session version when this token was issued; see User.sessionVersion. */
    sv?: number;
  }
}
