// The route split of decision D1, as data. Middleware and tests read it; pages
// check the session again themselves (D16).

export type RouteAccess =
  | "public" // anyone; server-rendered and indexable
  | "guest" // the sign-in and sign-up forms; a signed-in user is sent to /home by the page
  | "open" // anyone, not indexed (the email-link landing page)
  | "private"; // needs a session; a visitor is sent to /auth with a return address

const EXACT: Record<string, RouteAccess> = {
  "/": "public",
  "/home": "public",
  "/studentmarketplace": "public",
  "/search": "public",
  "/auth": "guest",
  "/auth/signup": "guest",
  "/auth/callback": "open",
  "/auth/reset-password": "open",
  "/complete-profile": "private",
  "/myshop": "private",
  "/cart": "private",
  "/wishlist": "private",
  "/profile": "private",
  "/subscription": "private",
  "/admin/codes": "private",
  "/add-product": "private",
};

// Checked in order: the seller's order pages sit under /seller/ but are private.
const PREFIXES: Array<[string, RouteAccess]> = [
  ["/seller/orders/", "private"],
  ["/checkout/", "private"],
  ["/order-confirmation/", "private"],
  ["/orders/", "private"],
  ["/category/", "public"],
  ["/product/", "public"],
  ["/seller/", "public"],
];

/** How a path may be entered, or null for a path the app does not have. */
export function routeAccess(pathname: string): RouteAccess | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const exact = EXACT[path];
  if (exact) return exact;
  for (const [prefix, access] of PREFIXES) {
    // A prefix route needs exactly one more segment: /product/abc, not /product/ or /product/a/b.
    if (path.startsWith(prefix)) {
      const rest = path.slice(prefix.length);
      return rest !== "" && !rest.includes("/") ? access : null;
    }
  }
  return null;
}

export const HOME_PATH = "/home";
export const LOGIN_PATH = "/auth";

const RETURN_BASE = "http://campus-market.invalid";

/**
 * A path that stays on this site as written: one leading slash, not "//", and
 * no backslash (a browser reads it as a slash, so "/\\host" is "//host") or
 * control character (URL parsers drop tabs and newlines, so "/\t/host" is
 * "//host") anywhere.
 */
function isPlainLocalPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !/[\u0000-\u001f\u007f\\]/.test(value);
}

/** The path with percent-encoding undone, repeatedly: double encoding must not hide "//" or "\\". */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * A return address is honoured only when it stays on this site. The value is
 * resolved against a dummy origin, and what comes out (what will be returned)
 * is checked again: normalising dot segments turns "/.//evil.example" into
 * "//evil.example", a link to another host. The path must also stay local
 * once decoded, and resolve to itself, so nothing downstream can turn it
 * into another site's address.
 */
export function safeReturnPath(value: string | null | undefined, fallback = HOME_PATH): string {
  if (!value || !isPlainLocalPath(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== RETURN_BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const decodedPathname = fullyDecoded(url.pathname);
  if (!isPlainLocalPath(path) || decodedPathname === null || !isPlainLocalPath(decodedPathname)) return fallback;
  const again = new URL(path, RETURN_BASE);
  if (again.origin !== RETURN_BASE || `${again.pathname}${again.search}${again.hash}` !== path) return fallback;
  // Never bounce back into the sign-in form itself.
  return routeAccess(decodedPathname) === "guest" || routeAccess(url.pathname) === "guest" ? fallback : path;
}

export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(returnTo)}`;
}
