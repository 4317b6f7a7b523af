// Respecting the student's data plan and attention (see docs/decisions/data-saving.md): what the
// browser says about the connection, and what may therefore happen without being asked for.

/** What the browser tells about the connection (the Network Information API); absent in some browsers. */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

/** Effective connection types on which bytes the student did not ask for cost real time and money. */
const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g", "3g"]);

/**
 * True when the student has Save-Data on or the browser rates the connection slow: fetch only
 * what they ask for. A browser that does not say (Safari, Firefox) is treated as fast.
 */
export function savesData(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return Boolean(connection.effectiveType && SLOW_CONNECTIONS.has(connection.effectiveType));
}

/**
 * Whether a slideshow may move on by itself: not when the student saves data (each new slide is
 * a photo to download) nor when they asked for reduced motion. Either way the slides stay
 * operable by hand, and Play starts the rotation on request.
 */
export function mayAutoAdvance({ connection, reducedMotion }: { connection: ConnectionHints | undefined; reducedMotion: boolean }): boolean {
  return !reducedMotion && !savesData(connection);
}
