// When the app may fetch another page before the user asks for it (see docs/decisions/prefetch-on-intent.md).

/** What the browser tells about the connection (the Network Information API); absent in some browsers. */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

/** Effective connection types on which a page fetched in vain costs the user real time and money. */
const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g", "3g"]);

/**
 * True when a link the user shows intent for (hover, touch, keyboard focus) may be prefetched:
 * never with Save-Data on, never on a slow connection. A browser that does not say is treated
 * as a fast one, as the intent alone decides there.
 */
export function mayPrefetchOnIntent(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType && SLOW_CONNECTIONS.has(connection.effectiveType));
}

/** The in-app path of a link's target, or null for another site or a non-web scheme (those are never prefetched). */
export function prefetchablePath(href: string): string | null {
  return href.startsWith("/") && !href.startsWith("//") ? href : null;
}
