// The public cache's expiry notices inside one process, for the embedded database.
//
// PGlite is one database session behind its socket: a NOTIFY sent by a trigger when a write
// commits comes back on the connection that committed, never on another connection that
// LISTENs (docs/decisions/realtime.md). So with the embedded database the app's own pool
// connections listen (lib/db/client.ts) and hand every notice to this bus, and the cache
// handler (lib/cache/public-cache.mjs) hears it here instead of over a LISTEN connection of
// its own. One process serves the embedded database, so this bus reaches every cache there is.
//
// The bus lives on globalThis: Next.js loads the cache handler outside the app's bundle and
// the database client inside it, each with its own copy of this module.

const KEY = Symbol.for("campus-market.public-cache.changes");

/** @returns {Set<(payload: string) => void>} */
function listeners() {
  const holder = /** @type {Record<symbol, Set<(payload: string) => void> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[KEY] ??= new Set());
}

/** A notice of the public_cache channel: the tags to expire, comma-separated ("*" or empty: everything). */
export function announcePublicChange(payload) {
  for (const listener of listeners()) listener(payload);
}

/**
 * @param {(payload: string) => void} listener
 * @returns {() => void} stops hearing
 */
export function hearPublicChanges(listener) {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}
