import { env } from "@/lib/env";

// A named seam for tests that prove a failure loses nothing: the next query
// that matches fails with the given error. Only in the test environment; in
// development and production failNext refuses and no query is ever failed.

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
