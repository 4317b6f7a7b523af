// Is a request another site's doing? A browser names the page a request
// came from in Origin, which a page cannot forge; one that sends no Origin says in
// Sec-Fetch-Site whether the request is its site's own. The site's own origin is the one
// the request was sent to: its Host, or X-Forwarded-Host behind a proxy (the header Next
// checks server actions against; a page cannot set it without a CORS preflight, which this
// app never grants), or NEXTAUTH_URL's. A request with neither header is not a browser's
// (curl, a script, the e2e suite's request API): it carries no ambient cookie by accident,
// so it passes. Reads (GET, HEAD, OPTIONS) change nothing and are never refused here.
// No "server-only": a pure function of the request, tested on its own.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Host (and port) of a URL, or null when it is not one. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.host : null;
  } catch {
    return null;
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The host the client addressed: the first X-Forwarded-Host entry behind a proxy, else Host. */
function requestHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (forwarded || headers.get("host")?.trim() || null)?.toLowerCase() ?? null;
}

/**
 * True when a state-changing request was made by another site's page, so a handler that
 * trusts the session cookie must refuse it. `siteOrigin` is NEXTAUTH_URL.
 */
export function isCrossSiteRequest(request: Request, siteOrigin: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const { headers } = request;

  const origin = headers.get("origin");
  if (origin !== null) {
    const host = hostOf(origin);
    if (!host) return true; // "null" (sandboxed frames, data: pages) or not a URL
    if (host === requestHost(headers)) return false;
    return !siteOrigin || originOf(origin) !== originOf(siteOrigin);
  }

  const site = headers.get("sec-fetch-site");
  // "same-site" is a sibling subdomain: another site as far as cookies trusting it go.
  return site !== null && site !== "same-origin" && site !== "none";
}
