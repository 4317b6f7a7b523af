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

const EXPIRED_AT = Symbol.for("campus-market.public-cache.expired-at");

/** The tag of every list, count and facet (lib/cache/public-tags.ts names it PUBLIC_TAGS.catalogue): any catalogue write expires it. */
export const CATALOGUE_TAG = "catalogue";

/** @returns {Map<string, number>} */
function expiries() {
  const holder = /** @type {Record<symbol, Map<string, number> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[EXPIRED_AT] ??= new Map());
}

/**
 * The cache handler notes here when it expired a tag (a write's notice, from PostgreSQL or this
 * process), so code outside the cache that keeps a copy of its own, such as middleware's list of
 * categories (lib/catalogue/record-pages.ts), can tell that its copy is older than a change.
 * @param {string[]} tags
 * @param {number} at Date.now() of the notice
 */
export function notePublicExpiry(tags, at) {
  const known = expiries();
  for (const tag of tags) known.set(tag, Math.max(known.get(tag) ?? 0, at));
}

/** When `tag` (or everything, "*") was last expired in this process, as Date.now(); 0 if never. */
export function lastPublicExpiry(tag) {
  const known = expiries();
  return Math.max(known.get(tag) ?? 0, known.get("*") ?? 0);
}
