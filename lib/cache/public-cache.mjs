// The "use cache" handler of every app instance (created in public-cache-handler.mjs, which
// next.config.mjs names as cacheHandlers.default): the public pages' reads
// (lib/catalogue/public-reads.ts) are kept in this
// process's memory, so a product, a list or a search is read from PostgreSQL once and then
// served from here until something it shows changes.
//
// What changes it is announced by PostgreSQL itself: triggers on products, shops, profiles,
// categories and campus_locations send NOTIFY public_cache with the tags to expire
// (migration public_cache_notifications) when the writing transaction commits, whichever
// instance or code path wrote it. Each instance LISTENs and expires its own entries, so an
// edit on one instance reaches the pages of all of them. A notification can still be lost
// (the listening connection drops); so every entry also has a bounded lifetime,
// PUBLIC_CACHE_SECONDS (60 by default), and a reconnect expires everything.
//
// Loaded by Next.js outside the app's bundle (a plain ES module); entries are the
// serialized results Next.js hands over, as in Next's own in-memory handler.
import pg from "pg";
import { hearPublicChanges, notePublicExpiry, notePublicRead } from "./public-change-bus.mjs";

export const CHANNEL = "public_cache";
/** `listenTo` for the embedded database: notices come from this process's own connections (public-change-bus.mjs). */
export const IN_PROCESS = "in-process";
const EVERYTHING = "*";
const MAX_BYTES = 64 * 1024 * 1024;

const now = () => performance.timeOrigin + performance.now();

/**
 * Seconds a public entry may live at most, from PUBLIC_CACHE_SECONDS (0 turns caching off).
 * Read here, not through lib/env: Next.js loads this handler outside the app's bundle.
 * @param {Record<string, string | undefined>} [env]
 */
// eslint-disable-next-line no-restricted-syntax -- loaded by Next.js outside the bundle, where lib/env.ts is not
export function publicCacheSeconds(env = process.env) {
  const seconds = Number(env.PUBLIC_CACHE_SECONDS ?? 60);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 60) : 60;
}

async function bufferOf(stream) {
  const chunks = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    chunks.push(Buffer.from(value));
  }
}

function streamOf(buffer) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(buffer));
      controller.close();
    },
  });
}

/**
 * The handler: Next's cache-handler interface (get, set, refreshTags, getExpiration,
 * updateTags) plus expireTags for notifications. `listenTo` is a database URL to LISTEN on,
 * IN_PROCESS (the embedded database: its notices reach this process's own connections), or
 * null (nothing to hear; entries live out their lifetime).
 */
/**
 * @typedef {{ value: ReadableStream<Uint8Array>, tags: string[], stale: number, timestamp: number, expire: number, revalidate: number }} CacheEntry
 * @param {{ maxAgeSeconds?: number, listenTo?: string | null, log?: { error: (...args: any[]) => void } }} [options]
 */
export function createPublicCacheHandler({ maxAgeSeconds = publicCacheSeconds(), listenTo = null, log = console } = {}) {
  const entries = new Map();
  const pendingSets = new Map();
  const tagExpiredAt = new Map();
  let everythingExpiredAt = 0;
  let bytes = 0;

  function drop(cacheKey) {
    const stored = entries.get(cacheKey);
    if (!stored) return;
    bytes -= stored.size;
    entries.delete(cacheKey);
  }

  /** @param {string[]} tags */
  function expireTags(tags) {
    const at = now();
    for (const tag of tags) {
      if (tag === EVERYTHING) everythingExpiredAt = at;
      else if (tag) tagExpiredAt.set(tag, at);
    }
    notePublicExpiry(tags, Date.now());
  }

  const expiredSince = (tags, timestamp) => everythingExpiredAt >= timestamp || tags.some((tag) => (tagExpiredAt.get(tag) ?? 0) >= timestamp);

  const handler = {
    /** @param {string} cacheKey @param {string[]} [_softTags] checked by Next through getExpiration */
    async get(cacheKey, _softTags) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const stored = entries.get(cacheKey);
      if (!stored) return undefined;
      const { entry, value } = stored;
      const lifetime = Math.min(entry.revalidate, maxAgeSeconds);
      if (entry.expire < 0 || now() > entry.timestamp + lifetime * 1000 || expiredSince(entry.tags, entry.timestamp)) {
        drop(cacheKey);
        return undefined;
      }
      // Least recently used goes first when memory runs short: a read moves it to the end.
      entries.delete(cacheKey);
      entries.set(cacheKey, stored);
      notePublicRead(entry.tags, entry.timestamp);
      return { ...entry, value: streamOf(value) };
    },

    /** @param {string} cacheKey @param {Promise<CacheEntry>} pendingEntry */
    async set(cacheKey, pendingEntry) {
      let settle = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (settle = resolve)));
      try {
        const entry = await pendingEntry;
        // The render that made it shows it, whether or not it is kept.
        notePublicRead(entry.tags, entry.timestamp);
        if (maxAgeSeconds === 0 || entry.expire === 0) return;
        const value = await bufferOf(entry.value);
        // Expired while it was being made (a write committed meanwhile): not worth keeping.
        if (expiredSince(entry.tags, entry.timestamp)) return;
        const { value: _stream, ...meta } = entry;
        drop(cacheKey);
        entries.set(cacheKey, { entry: meta, value, size: value.byteLength + cacheKey.length });
        bytes += value.byteLength + cacheKey.length;
        for (const key of entries.keys()) {
          if (bytes <= MAX_BYTES) break;
          drop(key);
        }
      } catch (error) {
        log.error("[public-cache] an entry was not stored", error);
      } finally {
        settle();
        pendingSets.delete(cacheKey);
      }
    },

    // Notifications are pushed to us; nothing to fetch before a request.
    async refreshTags() {},

    /** @param {string[]} tags */
    async getExpiration(tags) {
      return Math.max(everythingExpiredAt, 0, ...tags.map((tag) => tagExpiredAt.get(tag) ?? 0));
    },

    // revalidateTag / updateTag in this instance (a server action's own write).
    /** @param {string[]} tags */
    async updateTags(tags) {
      expireTags(tags);
    },

    expireTags,
    get size() {
      return entries.size;
    },
    /** Stops listening for changes (tests; a process that exits needs nothing). @type {() => Promise<void>} */
    stopListening: () => Promise.resolve(),
  };

  handler.stopListening = !listenTo ? () => Promise.resolve() : listenTo === IN_PROCESS ? hearInProcess(expireTags) : listenForChanges(listenTo, expireTags, log);
  return handler;
}

/** Notices announced by this process's database connections (the embedded database). */
function hearInProcess(expireTags) {
  const stop = hearPublicChanges((payload) => expireTags((payload || EVERYTHING).split(",")));
  return async () => stop();
}

/** LISTEN public_cache, reconnecting; on every (re)connect expire everything, since notices may have been missed. */
function listenForChanges(databaseUrl, expireTags, log) {
  let retryMs = 500;
  let stopped = false;
  let current = null;
  const connect = () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: databaseUrl, application_name: "public-cache" });
    current = client;
    let retried = false;
    const retry = (error) => {
      if (retried || stopped) return;
      retried = true;
      expireTags([EVERYTHING]);
      if (error) log.error(`[public-cache] listening stopped (${error.message}); retrying in ${retryMs} ms`);
      client.end().catch(() => undefined);
      setTimeout(connect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    };
    client.on("notification", (message) => expireTags((message.payload || EVERYTHING).split(",")));
    client.on("error", retry);
    client.on("end", () => retry(new Error("connection ended")));
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        retryMs = 500;
        expireTags([EVERYTHING]);
      })
      .catch(retry);
  };
  connect();
  return async () => {
    stopped = true;
    await current?.end().catch(() => undefined);
  };
}
