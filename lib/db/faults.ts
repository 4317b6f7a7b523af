import "server-only";
import { env } from "@/lib/env";

// Database failures: which ones mean the database is out of reach (an outage),
// what this process last saw of it, and a named seam for tests that prove a failure loses
// nothing.

/** Seconds a client is asked to wait before trying again: Retry-After on every answer an outage refuses. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

// Prisma's codes for "no connection": can't reach, timed out, closed by the server, pool
// timeout, too many connections.
const UNREACHABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
// @prisma/adapter-pg's kinds for the same (meta.driverAdapterError.cause.kind).
const UNREACHABLE_DRIVER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down or
// starting up: a restart), 53300 (too many connections); and Node's socket errors.
const UNREACHABLE_CODE = /^(08[0-9A-Z]{3}|57P0[123]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)$/;
// node-postgres's own errors, which the adapter passes through unconverted.
const UNREACHABLE_MESSAGE = /^(Connection terminated|timeout expired|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether `error` says the database could not be reached or dropped the connection (it is
 * stopped, restarting, or the network is gone), as opposed to refusing one statement. Looks
 * through Prisma's wrapper to the driver's error beneath it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 8) {
    const current = pending.shift();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, originalCode, kind, message, meta, cause } = current as Record<string, unknown>;
    if (typeof code === "string" && (UNREACHABLE_PRISMA_CODES.has(code) || UNREACHABLE_CODE.test(code))) return true;
    if (typeof originalCode === "string" && UNREACHABLE_CODE.test(originalCode)) return true;
    if (typeof kind === "string" && UNREACHABLE_DRIVER_KINDS.has(kind)) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGE.test(message)) return true;
    pending.push((meta as Record<string, unknown> | undefined)?.driverAdapterError, cause);
  }
  return false;
}

// What this process last saw of the database: since when it has been out of reach, or null
// while it answers. On globalThis: middleware is a bundle with its own copy of this module
// and must see what the pages' queries saw.
type Reachability = { unreachableSince: number | null };
const globalForReachability = globalThis as unknown as { campusDatabaseReachability?: Reachability };
const reachability: Reachability = (globalForReachability.campusDatabaseReachability ??= { unreachableSince: null });

/** A statement got an answer (a result or the server's own refusal): the database is there. */
export function noteDatabaseAnswered(): void {
  reachability.unreachableSince = null;
}

export function noteDatabaseUnreachable(now = Date.now()): void {
  reachability.unreachableSince ??= now;
}

/** Whether the last statement found the database out of reach. No query: for every request's fast path. */
export function databaseSeemsUnreachable(): boolean {
  return reachability.unreachableSince !== null;
}

// A named seam for tests that prove a failure loses nothing: the next query that matches
// fails with the given error. Only in the test environment; in development and production
// failNext refuses and no query is ever failed.

export type FaultMatch = { model?: string; operation?: string };

type PendingFault = FaultMatch & { error: Error };

let pending: PendingFault | null = null;

const enabled = () => env.NODE_ENV === "test";

/** Makes the next matching query (any, when the match is empty) throw `error`. Call clearFaults() in a finally. */
export function failNext(match: FaultMatch, error: Error = new Error("injected database failure")) {
  if (!enabled()) throw new Error("failNext is for tests only");
  pending = { ...match, error };
}

export function clearFaults() {
  pending = null;
}

/** Called by the client for every query: throws the pending fault once, when it matches. */
export function takeFault(model: string | undefined, operation: string): Error | null {
  if (!pending) return null;
  if (pending.model && pending.model !== model) return null;
  if (pending.operation && pending.operation !== operation) return null;
  const { error } = pending;
  pending = null;
  return error;
}
