import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { HOME_PATH, LOGIN_PATH, loginPathFor, routeAccess } from "@/lib/routes";

// A thin first gate (D1): it only looks for a valid session token. Pages,
// actions and route handlers check the session, role and ownership again.
export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const access = routeAccess(pathname);

  // Server components read the current path to build return addresses.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-pathname", `${pathname}${search}`);
  const next = () => NextResponse.next({ request: { headers: requestHeaders } });

  if (access === "public" || access === "open" || access === "guest") return next();

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
  // Everything but API routes, Next's assets and files with an extension (images, robots.txt, sitemap.xml).
  matcher: ["/((?!api/|_next/|.*\\.[^/]+$).*)"],
};
