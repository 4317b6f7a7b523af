// Which strategy the service worker answers a request with (docs/decisions/offline-reading.md).
// Pure, so the rules are unit-tested and mutation-tested apart from the worker.
import { isPublicPagePath } from "@/lib/http/public-pages.mjs";

/** How the worker answers a request. */
export type OfflineStrategy =
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | "browser"
  /** The network or nothing, never the cache; a page says the network is needed when offline. */
  | "network-needed"
  /** A public page: the network first, the reader's last good copy offline, under a banner. */
  | "page"
  /** Any other page: the network, and the offline page when there is none. */
  | "network-or-offline-page"
  /** The build's own files: their names change with their content, so a cached copy is always right. */
  | "static"
  /** Product photos: the cached copy at once, refreshed behind it, within a size cap. */
  | "image"
  /**
   * The app's own script whose name stays the same (/offline-start.js): the cached copy at
   * once, refreshed behind it, so that a page read offline still runs it.
   */
  | "refreshed";

/** The starter script the pages add once loaded (components/offline/offline-script.tsx). */
export const OFFLINE_START_SCRIPT = "/offline-start.js";


/**
 * Pages and routes that write, pay or show money state: never answered from a cache, whatever
 * the network does. Matched as a whole path segment, so /cartography would not be one.
 */
const NETWORK_ONLY_PREFIXES = ["/cart", "/checkout", "/orders", "/order-confirmation", "/myshop", "/profile", "/admin", "/api", "/mpesa"];

/** Whether a path is one of the pages a reader may read offline. */
export function isOfflineReadablePage(pathname: string): boolean {
  return isPublicPagePath(pathname);
}

/** Whether a path writes, pays or shows money state, so it needs the network. */
export function needsNetwork(pathname: string): boolean {
  return NETWORK_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface OfflineRequest {
  method: string;
  url: string;
  /** Request.mode: "navigate" for a page the browser loads as a document. */
  mode: string;
}

/** The strategy for one request seen by the worker at `origin`. */
export function offlineStrategyFor(request: OfflineRequest, origin: string): OfflineStrategy {
  const url = new URL(request.url);
  if (url.origin !== origin) return "browser";
  // A write (a server action, a form, a payment) is never the cache's, online or off.
  if (request.method !== "GET") return needsNetwork(url.pathname) || request.mode === "navigate" ? "network-needed" : "browser";
  if (needsNetwork(url.pathname)) return "network-needed";
  if (url.pathname.startsWith("/_next/static/")) return "static";
  if (url.pathname === OFFLINE_START_SCRIPT) return "refreshed";
  if (url.pathname.startsWith("/media/") || url.pathname.startsWith("/demo/") || url.pathname === "/_next/image") return "image";
  if (request.mode !== "navigate") return "browser";
  return isOfflineReadablePage(url.pathname) ? "page" : "network-or-offline-page";
}

/** The session key of a visitor: pages without a signed-in reader. */
export const VISITOR_KEY = "visitor";
/** The response header the server names a signed-in reader's opaque key in (middleware.ts). */
export const OFFLINE_KEY_HEADER = "x-offline-key";
const PAGE_CACHE_PREFIX = "pages-";

/** The cache a reader's pages are kept in: one per session key, so no reader sees another's copies. */
export function pageCacheName(key: string): string {
  return `${PAGE_CACHE_PREFIX}${key}`;
}

/** The page caches to delete when `currentKey` reads: every other reader's. */
export function otherReadersCaches(cacheNames: readonly string[], currentKey: string): string[] {
  return cacheNames.filter((name) => name.startsWith(PAGE_CACHE_PREFIX) && name !== pageCacheName(currentKey));
}

/** The key a page's response was read with: the header's, or the visitor's when it has none. */
export function readerKeyOf(headerValue: string | null): string {
  return headerValue && /^[A-Za-z0-9_-]{8,64}$/.test(headerValue) ? headerValue : VISITOR_KEY;
}

/** Whether a request signs the reader out (next-auth's sign-out), after which their copies go. */
export function isSignOut(request: Pick<OfflineRequest, "method" | "url">): boolean {
  return request.method === "POST" && new URL(request.url).pathname === "/api/auth/signout";
}

/** Where the install prompt must never appear: paying and checking out. */
export function installPromptAllowedOn(pathname: string): boolean {
  return !["/cart", "/checkout", "/order-confirmation", "/orders"].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
