import "server-only";
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's
// recommended minimum. It runs on libuv's thread pool, so it does not block
// other requests while it works.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when the account does not exist keeps the answer time
// the same, so the login form does not reveal which emails are registered.
let unknownUserHash: Promise<string> | undefined;
function hashForUnknownUser() {
  unknownUserHash ??= hash(randomBytes(16).toString("hex"));
  return unknownUserHash;
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await hashForUnknownUser()), password);
  } catch {
    return false;
  }
}
