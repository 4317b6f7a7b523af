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

import { AsyncLocalStorage } from "node:async_hooks";

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

/** The key under which notePublicExpiry keeps the last expiry of any tag at all. */
const ANY = Symbol.for("campus-market.public-cache.any-tag");

/** @returns {Map<string | symbol, number>} */
function expiries() {
  const holder = /** @type {Record<symbol, Map<string | symbol, number> | undefined>} */ (/** @type {unknown} */ (globalThis));
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
  known.set(ANY, Math.max(known.get(ANY) ?? 0, at));
}


/** When `tag` (or everything, "*") was last expired in this process, as Date.now(); 0 if never. */
export function lastPublicExpiry(tag) {
  const known = expiries();
  return Math.max(known.get(tag) ?? 0, known.get("*") ?? 0);
}

/** When any tag at all was last expired in this process, as Date.now(); 0 if never. */
export function lastAnyPublicExpiry() {
  return expiries().get(ANY) ?? 0;
}

const PAGE_READS = Symbol.for("campus-market.public-cache.page-reads");

/**
 * While the visitor page cache (lib/http/visitor-page-cache.mjs) has a page rendered for a copy,
 * it runs the render in this storage: the cache handler notes the tags of every public read the
 * render makes and when the oldest of them was read from the database (lib/cache/public-cache.mjs),
 * so the copy expires with what it shows, and no later than its oldest read would.
 * @returns {AsyncLocalStorage<PageReads>}
 */
export function pageReadsStorage() {
  const holder = /** @type {Record<symbol, AsyncLocalStorage<PageReads> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[PAGE_READS] ??= new AsyncLocalStorage());
}

/** @typedef {{ tags: Set<string>, oldestReadAt: number }} PageReads */

/** What a page's render has read so far: nothing, as of `at`. @param {number} at Date.now() */
export function emptyPageReads(at) {
  return { tags: new Set(), oldestReadAt: at };
}

/**
 * A public read, noted for the page being copied, if one is (nothing otherwise).
 * @param {readonly string[]} tags
 * @param {number} readAt when the entry was read from the database (Date.now() terms)
 */
export function notePublicRead(tags, readAt) {
  const reads = pageReadsStorage().getStore();
  if (!reads) return;
  for (const tag of tags) reads.tags.add(tag);
  reads.oldestReadAt = Math.min(reads.oldestReadAt, readAt);
}
