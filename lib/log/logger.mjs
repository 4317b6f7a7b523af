// The app's one logger: pino, one JSON line per event, or pino-pretty when a
// person reads the terminal. Plain JavaScript so the launcher (scripts/production/server.mjs) and the
// app share it; pino is one of Next's server-external packages, so both load the same copy.
//
// What never reaches a log line, whatever a caller passes:
//  - values under a secret's name (password, token, passkey, consumer secret, security
//    credential, authorization, cookie), at any depth, are replaced by "[redacted]";
//  - a full phone number anywhere, in a field or in the message, is masked to 2547•••••123.
import pino from "pino";
// A dev dependency, loaded here all the same: the launcher builds the app whenever its
// build is stale, which needs the dev dependencies, so every install that runs the app has it.
import pretty from "pino-pretty";
import { maskPhone, maskPhonesIn } from "./mask.mjs";

export { maskPhone, maskPhonesIn };

export const REDACTED = "[redacted]";

/** Field names (lower case, without - and _) whose values are never logged. */
const SECRET_KEYS = new Set([
  "password",
  "newpassword",
  "currentpassword",
  "passwordhash",
  "token",
  "accesstoken",
  "refreshtoken",
  "callbacktoken",
  "secret",
  "passkey",
  "consumerkey",
  "consumersecret",
  "securitycredential",
  "initiatorpassword",
  "authorization",
  "cookie",
  "setcookie",
  "nextauthsecret",
]);

const isSecretKey = (key) => SECRET_KEYS.has(key.toLowerCase().replace(/[-_]/g, ""));

/** A copy of a value to log: secrets by name redacted, phone numbers masked, errors kept readable. */
export function scrub(value, depth = 0) {
  if (typeof value === "string") return maskPhonesIn(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 8) return "[deep]";
  if (value instanceof Date) return value;
  if (value instanceof Error) {
    const error = { type: value.name, message: maskPhonesIn(value.message) };
    if (value.stack) error.stack = maskPhonesIn(value.stack);
    if ("code" in value && value.code !== undefined) error.code = value.code;
    return error;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const copy = {};
  for (const [key, item] of Object.entries(value)) copy[key] = isSecretKey(key) ? REDACTED : scrub(item, depth + 1);
  return copy;
}

/** JSON lines unless a person is reading: LOG_FORMAT=pretty|json decides, else a terminal gets pretty output. */
function wantsPretty(env) {
  if (env.LOG_FORMAT === "json") return false;
  if (env.LOG_FORMAT === "pretty") return true;
  return Boolean(process.stdout.isTTY) && env.NODE_ENV !== "test";
}

/**
 * A logger writing to `destination` (a stream; stdout by default). Every call's fields and
 * message go through scrub(), so a caller cannot log a secret or a phone number by mistake.
 */
// eslint-disable-next-line no-restricted-syntax -- shared with the launcher, outside the bundle where lib/env.ts is; env-schema.mjs validates LOG_LEVEL and LOG_FORMAT at start
export function createLogger({ destination, env = process.env, level } = {}) {
  const options = {
    level: level ?? env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    base: { service: "campus-market" },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: "msg",
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => scrub(fields),
    },
    hooks: {
      logMethod(args, method) {
        // pino's (fields, message) and (message) forms: the message text is masked too.
        const scrubbed = args.map((arg) => (typeof arg === "string" ? maskPhonesIn(arg) : arg));
        return method.apply(this, scrubbed);
      },
    },
    serializers: { err: (error) => scrub(error), error: (error) => scrub(error) },
  };
  const output = destination ?? (wantsPretty(env) ? pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname,service" }) : pino.destination({ dest: 1, sync: true }));
  return pino(options, output);
}

const globalForLogger = globalThis;

/** The process's logger: one per process, shared by the launcher and the app's bundles through globalThis. */
export const logger = globalForLogger.__campusLogger ?? (globalForLogger.__campusLogger = createLogger());
