import "server-only";
import { checkEnv, envSchema } from "./env-schema.mjs";
import type { z } from "zod";

export type Env = z.output<typeof envSchema>;

function loadEnv(): Env {
  // `next build` imports server modules to collect page data; it has no runtime
  // secrets and must not need them. Everything else validates on first use.
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return envSchema.parse({
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL || "postgresql://build@localhost:5432/build",
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || "build-time-placeholder-secret-not-used-at-runtime",
    });
  }
  const result = checkEnv(process.env);
  if (!result.ok) throw new Error(result.message);
  return result.env;
}

export const env: Env = loadEnv();

export function staffEmails(): Set<string> {
  return new Set(
    (env.STAFF_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

export const googleSignInEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
