import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { HOME_PATH, LOGIN_PATH, loginPathFor, routeAccess, UNAVAILABLE_PATH } from "@/lib/routes";
import { isMissingRecordPage, movedCategoryAddress } from "@/lib/catalogue/record-pages";
import { databaseIsUnreachable } from "@/lib/db/health";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/lib/db/faults";
import { cameOverHttps, contentSecurityPolicy, createNonce, NONCE_HEADER, strictTransportSecurity } from "@/lib/http/security-headers.mjs";
import { OFFLINE_KEY_HEADER } from "@/lib/offline/routes";
import { offlineReaderKey } from "@/lib/offline/reader-key";

// A thin first gate (see docs/decisions/public-browsing.md): it only looks for a valid session token. Pages,
// actions and route handlers check the session, role and ownership again.
// Its other jobs: each page's Content-Security-Policy with a fresh script nonce
// (lib/http/security-headers.mjs), and the 404 status of a missing product or
// seller, which the page itself can no longer set (lib/catalogue/record-pages.ts).
export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const access = routeAccess(pathname);

  // Server components read the current path to build return addresses.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-pathname", `${pathname}${search}`);
  // Next.js reads the nonce from the request's CSP header and marks its scripts with it;
  // the root layout reads NONCE_HEADER for ours.
  const https = cameOverHttps(request);
  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === "development", https });
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("content-security-policy", csp);
  const next = (status?: number) => {
    const response = NextResponse.next({ request: { headers: requestHeaders }, ...(status ? { status } : {}) });
    response.headers.set("content-security-policy", csp);
    if (https) response.headers.set("strict-transport-security", strictTransportSecurity());
    return response;
  };

  // Pages only, as browsers and crawlers load them: the app's own navigations
  // fetch the page's data (Sec-Fetch-Dest: empty) and show the not-found screen
  // from it; a 404 there would turn them into full reloads. Next.js hides its
  // own RSC headers from middleware, so the browser's header decides.
  const isDocument = (request.headers.get("sec-fetch-dest") ?? "document") === "document";
  // The database out of reach: the page would fail, and Next.js answers a page
  // that fails with 500 or 200, so the friendly screen is answered here, as a 503 that
  // balancers and crawlers read as "come back soon". Navigations inside the app and writes
  // (server actions) go on and fail into the error boundary and the action's own message.
  const unavailable = () => {
    const response = NextResponse.rewrite(new URL(UNAVAILABLE_PATH, request.url), { status: 503, request: { headers: requestHeaders } });
    response.headers.set("content-security-policy", csp);
    if (https) response.headers.set("strict-transport-security", strictTransportSecurity());
    response.headers.set("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return response;
  };
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (isDocument && isRead && (await databaseIsUnreachable())) return unavailable();

  if (access === "public") {
    // A signed-in reader's public page names its reader to the service worker, which keeps it
    // in that reader's cache only (docs/decisions/offline-reading.md). Visitors' pages name no one.
    // Not only documents: Chromium sends the worker's own fetch of a navigation without
    // Sec-Fetch-Dest: document, and a page kept without its reader's key would be kept as a visitor's.
    const named = async (response: NextResponse) => {
      if (!isRead || !/next-auth\.session-token/.test(request.headers.get("cookie") ?? "")) return response;
      const token = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET });
      if (token?.sub) response.headers.set(OFFLINE_KEY_HEADER, await offlineReaderKey(token.sub, process.env.NEXTAUTH_SECRET ?? ""));
      return response;
    };
    try {
      if (isDocument && (await isMissingRecordPage(pathname))) {
        // A category renamed or merged away: its old address (a bookmark, a shared link, a
        // search engine's) goes on to the category it became, for good.
        const moved = isRead ? await movedCategoryAddress(pathname) : null;
        return moved ? NextResponse.redirect(new URL(`${moved}${search}`, request.url), 308) : next(404);
      }
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // The page would fail the same way; a write (a form posted without JavaScript) still
      // runs, to answer its own failure message.
      return isRead ? unavailable() : next();
    }
    return named(next());
  }
  if (access === "open" || access === "guest") return next();

  const token = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET });
  const signedIn = Boolean(token?.sub);

  if (access === "private") {
    if (signedIn) return next();
    return NextResponse.redirect(new URL(loginPathFor(`${pathname}${search}`), request.url));
  }

  // Unknown paths (spec route table): signed in to /home, signed out to /auth.
  return NextResponse.redirect(new URL(signedIn ? HOME_PATH : LOGIN_PATH, request.url));
}

export const config = {
  // Everything but API routes, Next's assets and the app's own files (uploads, demo images,
  // robots.txt, the sitemap index and its files, the icon, the web app manifest and its icons, the
  // service worker and what starts it). Named, not "anything with a dot": a page
  // address may hold a dot (/category/Text.books) and must still get its CSP and its session check.
  matcher: ["/((?!api/|_next/|media/|demo/|images/|robots\\.txt$|sitemap\\.xml$|sitemap/|icon\\.svg$|favicon\\.ico$|manifest\\.webmanifest$|sw\\.js$|offline-start\\.js$|app-icons/).*)"],
  // Node.js, not the edge runtime: the 404 check reads the database through lib/db.
  runtime: "nodejs",
};
