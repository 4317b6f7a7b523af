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

/**
 * A return address is honoured only when it stays on this site: a path that
 * starts with one slash (not "//" or "/\"), resolved against a dummy origin.
 */
export function safeReturnPath(value: string | null | undefined, fallback = HOME_PATH): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const base = "http://campus-market.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Never bounce back into the sign-in form itself.
    return routeAccess(url.pathname) === "guest" ? fallback : path;
  } catch {
    return fallback;
  }
}

export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(returnTo)}`;
}
