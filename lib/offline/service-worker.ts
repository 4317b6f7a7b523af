/// <reference lib="webworker" />
// The service worker (docs/decisions/offline-reading.md), bundled to public/sw.js by
// scripts/build/offline-scripts.mjs. Serwist answers with the strategy lib/offline/routes.ts
// picks; the pages of one reader live in a cache of their own, named by the opaque key the
// server sends with a signed-in reader's pages (middleware.ts), so no one else is shown them.
import { CacheFirst, ExpirationPlugin, Serwist, StaleWhileRevalidate } from "serwist";
import { OFFLINE_MESSAGES } from "@/lib/messages/offline";
import { isSignOut, OFFLINE_KEY_HEADER, offlineStrategyFor, otherReadersCaches, pageCacheName, readerKeyOf, VISITOR_KEY } from "@/lib/offline/routes";
import { offlineDocument, withStaleBanner } from "@/lib/offline/documents";

declare const self: ServiceWorkerGlobalScope;

/** Where the current reader's key is kept between the worker's lives (the browser stops idle workers). */
const STATE_CACHE = "offline-state";
const KEY_ADDRESS = "/__offline/reader-key";

async function currentKey(): Promise<string> {
  const stored = await (await caches.open(STATE_CACHE)).match(KEY_ADDRESS);
  return stored ? readerKeyOf(await stored.text()) : VISITOR_KEY;
}

/** Make `key` the reader: every other reader's pages are deleted before anything of this one is kept. */
async function becomeReader(key: string): Promise<void> {
  if ((await currentKey()) !== key) await (await caches.open(STATE_CACHE)).put(KEY_ADDRESS, new Response(key));
  await Promise.all(otherReadersCaches(await caches.keys(), key).map((name) => caches.delete(name)));
}

function htmlResponse(html: string, status: number): Response {
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

/** A public page: the network first; offline, this reader's last good copy under the banner, else the offline page. */
async function readPage(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    const key = readerKeyOf(response.headers.get(OFFLINE_KEY_HEADER));
    await becomeReader(key);
    // Only a whole good page is kept; a redirect or an error would replace the last good copy.
    if (response.status === 200 && !response.redirected) await (await caches.open(pageCacheName(key))).put(request.url, response.clone());
    return response;
  } catch {
    const copy = await (await caches.open(pageCacheName(await currentKey()))).match(request.url);
    if (copy) return withStaleBanner(copy, OFFLINE_MESSAGES.staleCopyBanner);
    return htmlResponse(offlineDocument("offline"), 503);
  }
}

async function networkOr(request: Request, kind: "offline" | "network-needed"): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    if (request.mode === "navigate") return htmlResponse(offlineDocument(kind), 503);
    return Response.error();
  }
}

const staticFiles = new CacheFirst({
  cacheName: "static",
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
});
const photos = new StaleWhileRevalidate({
  cacheName: "photos",
  // The cap: a phone's storage is not ours to fill. Least recently used go first.
  plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

const starter = new StaleWhileRevalidate({ cacheName: "starter" });

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: ({ request }) => offlineStrategyFor(request, self.location.origin) === "static", handler: staticFiles },
    { matcher: ({ request }) => offlineStrategyFor(request, self.location.origin) === "image", handler: photos },
    { matcher: ({ request }) => offlineStrategyFor(request, self.location.origin) === "refreshed", handler: starter },
  ],
});

// Pages, writes and sign-out come first: Serwist's routes only see what is left.
self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (isSignOut(request)) {
    // The reader's copies go before the sign-out itself does, so none outlives the session.
    event.respondWith(becomeReader(VISITOR_KEY).then(() => fetch(request)));
    event.stopImmediatePropagation();
    return;
  }
  const strategy = offlineStrategyFor(request, self.location.origin);
  if (strategy === "page") event.respondWith(readPage(request));
  // A fetch or a stream (/api/events) that needs the network is simply the browser's: no cache
  // is ever asked. A page that needs it says so offline.
  else if (strategy === "network-needed" && request.mode === "navigate") event.respondWith(networkOr(request, "network-needed"));
  else if (strategy === "network-or-offline-page") event.respondWith(networkOr(request, "offline"));
  else return;
  event.stopImmediatePropagation();
});

// No default handler: what no rule names is the browser's, as without a worker.
serwist.addEventListeners();
