// The one description of the environment, shared by lib/env.ts (the app),
// next.config.mjs (fails `next start` at once) and scripts/production/start.mjs (the launcher).
// Plain JavaScript so the Next config and Node scripts can import it directly.
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const postgresUrl = z
  .string({ error: "is missing" })
  .trim()
  .min(1, { error: "is missing", abort: true })
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, "must be a URL like postgresql://user:password@host:5432/database");

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: postgresUrl,
    // A direct connection to PostgreSQL, for what a pooler in transaction mode cannot carry:
    // LISTEN (realtime's and the public cache's listeners), migrations (Prisma's session
    // advisory lock) and the first-run seed. Set it when DATABASE_URL points at PgBouncer
    // (docs/production-layout.md); unset, DATABASE_URL is used for those too.
    DIRECT_DATABASE_URL: optionalText.pipe(postgresUrl.optional()),
    NEXTAUTH_SECRET: z
      .string({ error: "is missing" })
      .min(1, { error: "is missing", abort: true })
      .min(32, "must be at least 32 characters (for example: openssl rand -base64 32)"),
    NEXTAUTH_URL: z
      .url({ error: "must be the site's address, like https://market.example.ac.ke" })
      .default("http://localhost:3000"),
    STAFF_EMAILS: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    // Mail (see docs/decisions/email.md): SMTP when set, e.g. smtp://user:pass@smtp.example.com:587 or smtps://...;
    // otherwise mail is written to MAIL_OUTBOX_DIR and its links are logged.
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .refine((value) => /^smtps?:\/\/[^/]+/.test(value), "must be a URL like smtp://user:password@host:587")
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default("Campus Market <no-reply@campusmarket.local>"),
    MAIL_OUTBOX_DIR: z.string().trim().min(1).default(".data/outbox"),
    // The mailbox the Contact page (/contact) gives people; staff should read it.
    SUPPORT_EMAIL: optionalText.pipe(z.email({ error: "must be an email address, like help@market.example.ac.ke" }).default("support@campusmarket.local")),
    // Uploaded files (see docs/decisions/storage.md): local disk under this folder.
    STORAGE_DIR: z.string().trim().min(1).default(".data/storage"),
    // ...or S3-compatible object storage when S3_BUCKET is set (AWS S3, Cloudflare R2, MinIO).
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ENDPOINT: optionalText.pipe(z.url({ error: "must be a URL like https://s3.example.com" }).optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", ""])
      .default("false")
      .transform((value) => value === "true"),
    // How many proxies (load balancers) stand in front of the app and append to
    // X-Forwarded-For; 0 (unset): the connection's own address is the client's
    // (lib/http/client-address.mjs).
    TRUST_PROXY_HOPS: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(10, "must be at most 10")
      .default(0),
    // M-Pesa (see docs/decisions/daraja-simulator.md). With MPESA_CONSUMER_KEY: Daraja's sandbox or production. Without: the Daraja
    // simulator (scripts/fixtures/daraja-sim.mjs) at MPESA_SIMULATOR_URL, which the launcher and the tests start.
    // How instances tell each other an order changed (lib/events/order-events.ts): PostgreSQL
    // LISTEN/NOTIFY, or "memory" for one process (the launcher sets it for the embedded database).
    ORDER_EVENTS: z.enum(["postgres", "memory"], { error: "must be postgres or memory" }).default("postgres"),
    // "embedded" when DATABASE_URL is the embedded PGlite server (set by the launcher and the
    // tests' set-up): one database session, whose notices come back only on the connection that
    // wrote, so the public cache hears them in-process (lib/cache/public-change-bus.mjs).
    DATABASE_KIND: z.enum(["server", "embedded"], { error: "must be server or embedded" }).default("server"),
    // How long a public page's cached read may live at most (lib/cache/public-cache.mjs): writes
    // expire it at once on every instance; this bounds a change whose notification was lost. 0: off.
    PUBLIC_CACHE_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int("must be a whole number of seconds")
      .min(0, "must be 0 or more")
      .max(60, "must be at most 60")
      .default(60),
    // Sign-ups per client address per hour (lib/rate-limit/rules.ts signupIp, 30 by default): a whole
    // campus can sit behind one NAT address, so a deployment may need more; the e2e suite signs up
    // dozens of students from 127.0.0.1.
    SIGNUP_LIMIT_PER_IP_HOUR: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(10_000, "must be at most 10000").optional(),
    // Logs (lib/log/logger.mjs): pino levels; JSON lines, or pino-pretty for a person at a terminal
    // (unset: pretty when stdout is a terminal; the launcher decides for the app it starts).
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { error: "must be fatal, error, warn, info, debug, trace or silent" }).optional(),
    LOG_FORMAT: z.enum(["json", "pretty"], { error: "must be json or pretty" }).optional(),
    // How long requests in flight, then background jobs, may take to finish after SIGTERM (scripts/production/server.mjs).
    SHUTDOWN_GRACE_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int("must be a whole number").min(0).max(120_000, "must be at most 120000").default(10_000),
    MPESA_ENVIRONMENT: z.enum(["sandbox", "production"], { error: "must be sandbox or production" }).default("sandbox"),
    MPESA_CONSUMER_KEY: optionalText,
    MPESA_CONSUMER_SECRET: optionalText,
    MPESA_SHORTCODE: optionalText.pipe(z.string().regex(/^\d{5,7}$/, "must be the 5 to 7 digit paybill or store number").optional()),
    MPESA_PASSKEY: optionalText,
    MPESA_TRANSACTION_TYPE: z.enum(["paybill", "till"], { error: "must be paybill or till" }).default("paybill"),
    MPESA_TILL_NUMBER: optionalText.pipe(z.string().regex(/^\d{5,7}$/, "must be the till number").optional()),
    // Where Daraja sends callbacks: this site's public address (defaults to NEXTAUTH_URL).
    MPESA_CALLBACK_BASE_URL: optionalText.pipe(z.url({ error: "must be the site's public address, like https://market.example.ac.ke" }).optional()),
    // The secret in the callback address (/api/mpesa/callback/<token>): Daraja signs nothing, so this is what
    // makes a callback ours. Long and random: openssl rand -hex 32.
    MPESA_CALLBACK_TOKEN: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{32,128}$/, "must be 32 to 128 letters, digits, - or _ (for example: openssl rand -hex 32)")
        .optional(),
    ),
    // How long a payment waits for its callback before the app asks Daraja (STK query).
    MPESA_QUERY_AFTER_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int("must be a whole number of seconds")
      .min(0, "must be 0 or more")
      .max(600, "must be at most 600")
      .default(60),
    // How long after "delivered" the seller's payout waits for the buyer (see docs/decisions/buyer-protection.md):
    // 0 pays at once; a fraction of an hour is allowed so a test can wait seconds, not hours.
    PAYOUT_HOLD_HOURS: z.coerce
      .number({ error: "must be a number of hours from 0 to 168" })
      .min(0, "must be 0 or more")
      .max(168, "must be at most 168 (a week)")
      .default(48),
    // B2C payouts and refunds with real keys: the B2C shortcode, the API initiator's
    // name, and its password encrypted with Safaricom's certificate (Daraja's documentation).
    // Without them, payouts wait (queued) and staff see why; the simulator needs none.
    MPESA_B2C_SHORTCODE: optionalText.pipe(z.string().regex(/^\d{5,7}$/, "must be the 5 to 7 digit B2C shortcode").optional()),
    MPESA_INITIATOR_NAME: optionalText,
    MPESA_SECURITY_CREDENTIAL: optionalText.pipe(z.string().regex(/^[A-Za-z0-9+/=]{8,}$/, "must be the base64 encrypted initiator password").optional()),
    MPESA_SIMULATOR_URL: optionalText.pipe(z.url({ error: "must be the simulator's address, like http://127.0.0.1:4010" }).optional()),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100, "must be at most 100")
      .default(10),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "must be set together with the other S3 key, or neither",
      });
    }
    if (env.MPESA_CONSUMER_KEY) {
      for (const name of ["MPESA_CONSUMER_SECRET", "MPESA_SHORTCODE", "MPESA_PASSKEY", "MPESA_CALLBACK_TOKEN"]) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is needed with MPESA_CONSUMER_KEY" });
      }
      const b2c = [env.MPESA_B2C_SHORTCODE, env.MPESA_INITIATOR_NAME, env.MPESA_SECURITY_CREDENTIAL].filter(Boolean).length;
      if (b2c !== 0 && b2c !== 3) {
        ctx.addIssue({ code: "custom", path: ["MPESA_B2C_SHORTCODE"], message: "MPESA_B2C_SHORTCODE, MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL go together" });
      }
      if (env.MPESA_TRANSACTION_TYPE === "till" && !env.MPESA_TILL_NUMBER) {
        ctx.addIssue({ code: "custom", path: ["MPESA_TILL_NUMBER"], message: "is needed with MPESA_TRANSACTION_TYPE=till" });
      }
      const callbackBase = env.MPESA_CALLBACK_BASE_URL ?? env.NEXTAUTH_URL;
      if (env.MPESA_ENVIRONMENT === "production" && !callbackBase.startsWith("https://")) {
        ctx.addIssue({ code: "custom", path: ["MPESA_CALLBACK_BASE_URL"], message: "must be https:// in production (Daraja calls only https there)" });
      }
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "must be set together with the other Google key, or neither",
      });
    }
  });

/**
 * One line naming every bad variable, e.g. "DATABASE_URL must be a URL like ...".
 * @param {z.ZodError} error
 */
export function describeEnvProblems(error) {
  return error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`).join("; ");
}

/**
 * Parses the environment or returns the one-line message that names what is wrong.
 * @param {Record<string, string | undefined>} [source]
 * @returns {{ ok: true, env: z.output<typeof envSchema> } | { ok: false, message: string }}
 */
export function checkEnv(source = process.env) {
  const result = envSchema.safeParse(source);
  if (result.success) return { ok: true, env: result.data };
  return { ok: false, message: `Invalid environment: ${describeEnvProblems(result.error)}` };
}

/**
 * For start-up paths: print one clear line and stop the process when the environment is wrong.
 * @param {Record<string, string | undefined>} [source]
 */
export function assertEnvOrExit(source = process.env) {
  const result = checkEnv(source);
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  return result.env;
}
