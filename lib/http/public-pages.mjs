// The public pages: the same for every reader, so the visitors' page cache may keep a copy
// (lib/http/visitor-page-cache.mjs) and the service worker keeps the reader's last good copy
// for offline reading (lib/offline/routes.ts). lib/routes.ts names them, minus the email links
// that carry a token. Plain JavaScript without Node's modules: the production server imports it
// as it is, and the worker's bundle takes it in.

/** The public pages' paths. */
const PUBLIC_PAGE_PATHS = [
  /^\/$/,
  /^\/(?:home|studentmarketplace|search|about|safety|contact|terms|privacy)$/,
  /^\/(?:category|product|seller)\/[^/]+$/,
];

/** Whether a path is one of the public pages. @param {string} pathname */
export function isPublicPagePath(pathname) {
  return PUBLIC_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}
