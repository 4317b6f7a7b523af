// The Content-Security-Policy of every HTML response. Two kinds of page
// (docs/decisions/cached-visitor-pages.md):
//  - a page rendered for one request (signed-in pages, and visitors' pages the cache does not
//    hold) carries a fresh nonce (middleware.ts): scripts run only when the response marked
//    them with it (Next.js marks its own, reading it from the request's CSP header; ThemeScript
//    marks ours), and 'strict-dynamic' lets those load the page's chunks;
//  - a visitor's page served from the page cache (lib/http/visitor-page-cache.mjs) is one copy
//    for many people, so a nonce in it would no longer be secret: its policy lists the sha256
//    of each inline script of that copy, taken when the copy was made, and 'self' for the
//    chunks (no 'strict-dynamic', which would refuse the copy's <script src> tags).
// Every other directive is the same for both. Styles may be inline: React's style attributes
// and the toaster's injected styles need it, and a style cannot run code.
// Plain JavaScript: the app's own server (scripts/production/server.mjs) uses it outside the bundle.

const ONE_YEAR = 365 * 24 * 60 * 60;

export const NONCE_HEADER = "x-nonce";

export function createNonce() {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
}

/**
 * @param {string[]} scriptSources what may run besides the site's own files
 * @param {{ dev?: boolean, https?: boolean }} options
 */
function policyWith(scriptSources, { dev = false, https = false }) {
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay; production never does.
    ["script-src", "'self'", ...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // blob: for the preview of a photo before it is uploaded; data: for tiny inline icons.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The service worker and the web app manifest (docs/decisions/offline-reading.md): named
    // because a worker would otherwise fall back to script-src, whose 'strict-dynamic' ignores 'self'.
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** The policy of a page rendered for one request. */
export function contentSecurityPolicy(nonce, { dev = false, https = false } = {}) {
  return policyWith([`'nonce-${nonce}'`, "'strict-dynamic'"], { dev, https });
}

/**
 * The policy of a cached copy: exactly its own inline scripts (their base64 sha256 digests) and
 * the site's own script files. A copy with no inline script allows only the files.
 * @param {readonly string[]} scriptHashes
 */
export function cachedPageContentSecurityPolicy(scriptHashes, { https = false } = {}) {
  return policyWith(
    scriptHashes.map((hash) => `'sha256-${hash}'`),
    { https },
  );
}

/** HSTS for a response that went out over HTTPS; over plain HTTP browsers ignore it anyway. */
export function strictTransportSecurity() {
  return `max-age=${ONE_YEAR}; includeSubDomains`;
}

/** Whether a proxy in front says the browser came over HTTPS (the first X-Forwarded-Proto entry). */
export function forwardedProtoIsHttps(value) {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(",")[0]?.trim() === "https";
}

/** Whether the browser reached us over HTTPS (directly, or through a proxy that says so). */
export function cameOverHttps(request) {
  return request.nextUrl.protocol === "https:" || forwardedProtoIsHttps(request.headers.get("x-forwarded-proto") ?? undefined);
}
