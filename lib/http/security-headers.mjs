// The Content-Security-Policy of every HTML response, with the nonce made for it
// (middleware.ts). Scripts run only when the response marked them with the nonce
// (Next.js marks its own, reading it from the request's CSP header; ThemeScript marks
// ours); 'strict-dynamic' lets those load the page's chunks. Styles may be inline:
// React's style attributes and the toaster's injected styles need it, and a style
// cannot run code.

const ONE_YEAR = 365 * 24 * 60 * 60;

export const NONCE_HEADER = "x-nonce";

export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
}

export function contentSecurityPolicy(nonce: string, { dev = false, https = false } = {}): string {
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code for its error overlay; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: for the preview of a photo before it is uploaded; data: for tiny inline icons.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** HSTS for a response that went out over HTTPS; over plain HTTP browsers ignore it anyway. */
export function strictTransportSecurity(): string {
  return `max-age=${ONE_YEAR}; includeSubDomains`;
}

/** Whether the browser reached us over HTTPS (directly, or through a proxy that says so). */
export function cameOverHttps(request: { headers: Headers; nextUrl: { protocol: string } }): boolean {
  return request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}
