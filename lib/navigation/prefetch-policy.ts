// When the app may fetch another page before the user asks for it (see docs/decisions/prefetch-on-intent.md).

import { savesData, type ConnectionHints } from "@/lib/data-saving/rules";

export type { ConnectionHints };

/**
 * True when a link the user shows intent for (hover, touch, keyboard focus) may be prefetched:
 * never with Save-Data on, never on a slow connection. A browser that does not say is treated
 * as a fast one, as the intent alone decides there.
 */
export function mayPrefetchOnIntent(connection: ConnectionHints | undefined): boolean {
  return !savesData(connection);
}

/** The in-app path of a link's target, or null for another site or a non-web scheme (those are never prefetched). */
export function prefetchablePath(href: string): string | null {
  return href.startsWith("/") && !href.startsWith("//") ? href : null;
}
