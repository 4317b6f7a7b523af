import "server-only";
import { createHash } from "node:crypto";
import type { AccessToken, AccessTokenStore } from "@/lib/mpesa/daraja-client";
import { db } from "./client";

// Daraja's OAuth token in PostgreSQL, one row per credential, shared by every instance (see docs/decisions/scale-path.md).
// A replacement runs under a transaction-scoped advisory lock, so instances that find the
// token stale at the same moment fetch one token between them, not one each (a new token may
// invalidate the old). It holds the transaction through the OAuth call: a second or so, once
// an hour; on the embedded database (one connection) other queries wait for it.

const REPLACE_TIMEOUT_MS = 45_000;

/** The row's key: the environment and a hash of the consumer key (the key itself is a credential). */
export function tokenKey(environment: string, consumerKey: string): string {
  return `${environment}:${createHash("sha256").update(consumerKey).digest("hex").slice(0, 16)}`;
}

export function databaseTokenStore(key: string): AccessTokenStore {
  return {
    async current() {
      const row = await db.mpesaAccessToken.findUnique({ where: { key } });
      return row ? { token: row.token, expiresAt: row.expiresAt } : null;
    },
    async replace(stale: string | null, fetchToken: () => Promise<AccessToken>) {
      return db.$transaction(
        async (tx) => {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`mpesa-token:${key}`}))`;
          const row = await tx.mpesaAccessToken.findUnique({ where: { key } });
          if (row && row.token !== stale) return { token: row.token, expiresAt: row.expiresAt };
          const fresh = await fetchToken();
          await tx.mpesaAccessToken.upsert({
            where: { key },
            create: { key, token: fresh.token, expiresAt: fresh.expiresAt },
            update: { token: fresh.token, expiresAt: fresh.expiresAt },
          });
          return fresh;
        },
        { timeout: REPLACE_TIMEOUT_MS, maxWait: REPLACE_TIMEOUT_MS },
      );
    },
  };
}
