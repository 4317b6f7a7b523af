// Visitors' pages from a cache (docs/decisions/cached-visitor-pages.md).
//
// A visitor without a session reading a public page gets a copy rendered once and kept in
// this instance's memory, served by the app's own server (scripts/production/server.mjs) before
// Next.js is asked anything: most traffic is visitors reading the same pages, and rendering,
// not the database, was the cost of each of them.
//  - Only GET and HEAD of the public pages (PAGE_PATHS) with the query parameters those pages
//    read (QUERY_KEYS), and only without a session cookie, are cached. Anything else (a
//    signed-in reader, a form post, an unknown parameter such as a tracking tag) goes to Next as
//    before: a signed-in render is never stored, so it can never be served to someone else.
//  - A copy is made by asking this same server for the page over loopback with nothing of the
//    visitor's but what the copy is keyed by (the path, the query, Next's router headers, whether
//    the reader is a crawler): no cookie, no forwarded host, so no visitor can plant something
//    in a copy others read. Concurrent misses for one key wait for one render.
//  - A copy expires with what it shows: its render runs in pageReadsStorage(), where the cache
//    handler notes the tags of every public read (lib/cache/public-cache.mjs); the write
//    notices every instance hears (lib/cache/public-change-bus.mjs) expire copies made before
//    them. A copy that read nothing tagged expires on any notice. Every copy also has the
//    public cache's bounded lifetime (PUBLIC_CACHE_SECONDS; 0 turns this cache off), counted
//    from its oldest cached read.
//  - Its Content-Security-Policy lists the sha256 of each inline script of that copy, taken
//    when the copy is made, instead of the per-request nonce (lib/http/security-headers.mjs).
//  - Bodies are kept uncompressed, gzip and brotli, so a hit costs a lookup and a write.
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { getBotType } from "next/dist/shared/lib/router/utils/is-bot.js";
import { emptyPageReads, lastAnyPublicExpiry, lastPublicExpiry, pageReadsStorage } from "../cache/public-change-bus.mjs";
import { isPublicPagePath } from "./public-pages.mjs";
import { cachedPageContentSecurityPolicy, forwardedProtoIsHttps, strictTransportSecurity } from "./security-headers.mjs";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Set on every answer to a public page: hit (from a copy), miss (a copy was just made), bypass (rendered for this request). */
export const VISITOR_CACHE_HEADER = "x-visitor-cache";
/** Marks this server's own loopback request for a copy; its value is a one-time id only this process knows. */
const FILL_HEADER = "x-visitor-page-fill";

/** The query parameters those pages read (lib/validation/catalogue.ts, the seller page's reviews), and Next's own. */
export const QUERY_KEYS = new Set(["_rsc", "q", "page", "sort", "condition", "minPrice", "maxPrice", "location", "reviews"]);
/** The request headers Next renders differently by (its Vary header); a copy is kept per combination. */
export const KEYED_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"];
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;
const MAX_URL_LENGTH = 2_048;
const MAX_KEY_LENGTH = 16_384;
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Copies kept per instance, in bytes (each counted uncompressed, gzip and brotli). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const CACHEABLE_STATUSES = new Set([200, 404]);
const CACHEABLE_TYPES = /^(?:text\/html|text\/x-component)\b/i;
/** Response headers never copied: per request, per connection, or set again for each answer. */
const UNCOPIED_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "vary",
  "x-request-id",
  "content-security-policy",
  "strict-transport-security",
  VISITOR_CACHE_HEADER,
]);

/** Whether a request's path is one of the pages this cache may hold. @param {string} pathname */
export function isVisitorPagePath(pathname) {
  return isPublicPagePath(pathname);
}

/**
 * The key of a request this cache may answer, or null when it must be rendered for the request.
 * @param {{ method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }} request
 * @returns {{ key: string, path: string } | null}
 */
export function visitorPageKey(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url ?? "";
  // "//host/path" is read as another host's address by URL parsers: never a page of ours to key.
  if (url.length > MAX_URL_LENGTH || !url.startsWith("/") || url.startsWith("//")) return null;
  const { headers } = request;
  if (headers.authorization || headers["next-action"] || SESSION_COOKIE.test(String(headers.cookie ?? ""))) return null;
  let parsed;
  try {
    parsed = new URL(url, "http://visitor.invalid");
  } catch {
    return null;
  }
  if (!isVisitorPagePath(parsed.pathname)) return null;
  for (const name of parsed.searchParams.keys()) if (!QUERY_KEYS.has(name)) return null;
  const keyed = KEYED_HEADERS.map((name) => headerValue(headers[name]));
  const key = JSON.stringify([url, getBotType(headerValue(headers["user-agent"])) ?? "", ...keyed]);
  return key.length > MAX_KEY_LENGTH ? null : { key, path: url };
}

/** @param {string | string[] | undefined} value */
function headerValue(value) {
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SCRIPT_SRC = /(?:^|\s)src\s*=/i;
/** Data blocks (application/json, application/ld+json): read by code, never run, so not hashed. */
const DATA_BLOCK_TYPE = /json/i;

/**
 * The base64 sha256 of each inline script in this HTML but data blocks, as CSP hashes are taken:
 * over the script's text after the parser's newline normalisation (CR LF and CR become LF).
 * @param {string} html
 * @returns {string[]} unique, in order of appearance
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (SCRIPT_SRC.test(attributes)) continue;
    const typeMatch = attributes.match(SCRIPT_TYPE);
    if (typeMatch && DATA_BLOCK_TYPE.test(typeMatch[1] ?? typeMatch[2] ?? typeMatch[3] ?? "")) continue;
    const text = body.replace(/\r\n?/g, "\n");
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}

/**
 * The encoding to answer with: brotli, then gzip, when the client accepts them (q > 0), else none.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {"br" | "gzip" | "identity"}
 */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of headerValue(acceptEncoding).split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wants = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return "identity";
}

/**
 * Whether a copy made at `filledAt` still holds: within its lifetime, and no write it shows was
 * announced since (a copy that read nothing tagged: no write at all).
 * @param {{ filledAt: number, expiresAt: number, tags: readonly string[] }} copy
 * @param {number} at Date.now()
 * @param {{ lastPublicExpiry: (tag: string) => number, lastAnyPublicExpiry: () => number }} [expiries]
 */
export function copyIsFresh(copy, at, expiries = { lastPublicExpiry, lastAnyPublicExpiry }) {
  if (at >= copy.expiresAt) return false;
  if (copy.tags.length === 0) return expiries.lastAnyPublicExpiry() < copy.filledAt;
  return copy.tags.every((tag) => expiries.lastPublicExpiry(tag) < copy.filledAt);
}

/**
 * What may be kept of a render, or why not.
 * @param {{ status: number, headers: import("node:http").IncomingHttpHeaders, bytes: number }} response
 * @returns {string | null} the reason it is not kept, null when it may be
 */
export function uncacheableReason({ status, headers, bytes }) {
  if (!CACHEABLE_STATUSES.has(status)) return `status ${status}`;
  if (headers["set-cookie"]) return "sets a cookie";
  if (!CACHEABLE_TYPES.test(String(headers["content-type"] ?? ""))) return "not a page";
  if (bytes > MAX_BODY_BYTES) return "too large";
  const varies = headerValue(headers.vary)
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unkeyed = varies.find((name) => name !== "accept-encoding" && !KEYED_HEADERS.includes(name));
  return unkeyed ? `varies by ${unkeyed}` : null;
}

/**
 * @typedef {{ status: number, headers: Array<[string, string | string[]]>, vary: string, html: boolean,
 *   bodies: Record<"identity" | "gzip" | "br", Buffer>, scriptHashes: string[], tags: string[],
 *   filledAt: number, expiresAt: number, size: number }} Copy
 * @param {{
 *   lifetimeSeconds: number,
 *   origin: () => string,
 *   maxBytes?: number,
 *   now?: () => number,
 *   log?: { warn: (object: object, message: string) => void },
 * }} options `origin`: where this server answers on loopback (http://127.0.0.1:PORT)
 */
export function createVisitorPageCache({ lifetimeSeconds, origin, maxBytes = MAX_CACHE_BYTES, now = Date.now, log }) {
  /** @type {Map<string, Copy>} least recently used first */
  const copies = new Map();
  /** @type {Map<string, Promise<Copy | null>>} */
  const filling = new Map();
  /** @type {Map<string, import("../cache/public-change-bus.mjs").PageReads>} the reads of each render in progress, by its one-time id */
  const fillReads = new Map();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  let bytes = 0;

  function forget(key) {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    bytes -= copy.size;
  }

  function keep(key, copy) {
    forget(key);
    copies.set(key, copy);
    bytes += copy.size;
    for (const oldest of copies.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /** @param {string} key */
  function freshCopy(key) {
    const copy = copies.get(key);
    if (!copy) return null;
    if (!copyIsFresh(copy, now())) {
      forget(key);
      return null;
    }
    copies.delete(key);
    copies.set(key, copy);
    return copy;
  }

  /**
   * Asks this server for the page as a visitor, keyed headers only, and keeps what may be kept.
   * @param {import("node:http").IncomingMessage} request
   * @param {string} path
   * @returns {Promise<Copy | null>}
   */
  async function makeCopy(request, path) {
    const filledAt = now();
    const id = randomUUID();
    const reads = emptyPageReads(filledAt);
    fillReads.set(id, reads);
    try {
      const isPageRequest = !request.headers.rsc;
      const headers = {
        [FILL_HEADER]: id,
        accept: isPageRequest ? "text/html" : headerValue(request.headers.accept) || "*/*",
        "accept-encoding": "identity",
        "sec-fetch-dest": isPageRequest ? "document" : "empty",
        "user-agent": headerValue(request.headers["user-agent"]),
      };
      for (const name of KEYED_HEADERS) if (request.headers[name] !== undefined) headers[name] = headerValue(request.headers[name]);
      const response = await loopbackGet(`${origin()}${path}`, headers, agent);
      const reason = uncacheableReason({ status: response.status, headers: response.headers, bytes: response.body.length });
      if (reason) return null;
      const html = /^text\/html/i.test(String(response.headers["content-type"]));
      const [gzipped, brotlied] = await Promise.all([
        gzip(response.body, { level: 6 }),
        brotli(response.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: response.body.length } }),
      ]);
      const copiedHeaders = Object.entries(response.headers).filter(([name, value]) => value !== undefined && !UNCOPIED_HEADERS.has(name));
      const varies = headerValue(response.headers.vary)
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name && name.toLowerCase() !== "accept-encoding");
      const size = response.body.length + gzipped.length + brotlied.length + path.length;
      return {
        status: response.status,
        headers: /** @type {Array<[string, string | string[]]>} */ (copiedHeaders),
        vary: [...varies, "Accept-Encoding"].join(", "),
        html,
        bodies: { identity: response.body, gzip: gzipped, br: brotlied },
        scriptHashes: html ? inlineScriptHashes(response.body.toString("utf8")) : [],
        tags: [...reads.tags],
        filledAt,
        // A cached read the render used may be older than the render: the copy goes when it would,
        // so a change whose notice was lost shows within one lifetime, not two.
        expiresAt: Math.min(filledAt, reads.oldestReadAt) + lifetimeSeconds * 1000,
        size,
      };
    } finally {
      fillReads.delete(id);
    }
  }

  /** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response @param {Copy} copy @param {"hit" | "miss"} outcome */
  function answer(request, response, copy, outcome) {
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    const body = copy.bodies[encoding];
    response.statusCode = copy.status;
    for (const [name, value] of copy.headers) response.setHeader(name, value);
    response.setHeader("vary", copy.vary);
    if (encoding !== "identity") response.setHeader("content-encoding", encoding);
    response.setHeader("content-length", body.length);
    const https = forwardedProtoIsHttps(request.headers["x-forwarded-proto"]) || Boolean(/** @type {{ encrypted?: boolean }} */ (request.socket).encrypted);
    if (copy.html) response.setHeader("content-security-policy", cachedPageContentSecurityPolicy(copy.scriptHashes, { https }));
    if (https) response.setHeader("strict-transport-security", strictTransportSecurity());
    response.setHeader(VISITOR_CACHE_HEADER, outcome);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  return {
    /**
     * Answers the request from a copy, makes one, or hands it to `render` (Next's handler).
     * This server's own requests for a copy go to `render` inside the storage that notes their reads.
     * @param {import("node:http").IncomingMessage} request
     * @param {import("node:http").ServerResponse} response
     * @param {() => unknown} render
     */
    async handle(request, response, render) {
      const fillId = request.headers[FILL_HEADER];
      if (fillId !== undefined) {
        delete request.headers[FILL_HEADER];
        const reads = typeof fillId === "string" ? fillReads.get(fillId) : undefined;
        if (reads) return pageReadsStorage().run(reads, render);
      }
      const wanted = lifetimeSeconds > 0 ? visitorPageKey(request) : null;
      if (!wanted) {
        if (isVisitorPagePath(new URL(request.url ?? "/", "http://visitor.invalid").pathname)) response.setHeader(VISITOR_CACHE_HEADER, "bypass");
        return render();
      }
      const { key, path } = wanted;
      const cached = freshCopy(key);
      if (cached) return answer(request, response, cached, "hit");
      if (request.method === "HEAD") {
        response.setHeader(VISITOR_CACHE_HEADER, "bypass");
        return render();
      }
      let pending = filling.get(key);
      if (!pending) {
        pending = makeCopy(request, path)
          .then((copy) => {
            if (copy && copyIsFresh(copy, now())) keep(key, copy);
            return copy;
          })
          .catch((error) => {
            log?.warn({ err: error, path }, "visitor page cache: a copy was not made");
            return null;
          })
          .finally(() => filling.delete(key));
        filling.set(key, pending);
      }
      const copy = await pending;
      if (copy) return answer(request, response, copy, "miss");
      // Not kept (a redirect, an error, the database away): rendered for this request, as before.
      response.setHeader(VISITOR_CACHE_HEADER, "bypass");
      return render();
    },

    /** Copies kept, and their bytes (tests, the benchmark). */
    stats() {
      return { copies: copies.size, bytes };
    },

    /** Closes the loopback connections (a stopping server). */
    close() {
      agent.destroy();
    },
  };
}

/**
 * GET over loopback, the whole body in memory (bounded).
 * @param {string} url @param {Record<string, string>} headers @param {http.Agent} agent
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer }>}
 */
function loopbackGet(url, headers, agent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent, timeout: 30_000 }, (response) => {
      const chunks = [];
      let size = 0;
      response.on("data", (chunk) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          response.destroy();
          reject(new Error("page larger than the cache keeps"));
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("page render timed out")));
    request.on("error", reject);
  });
}
