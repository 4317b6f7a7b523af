// The route split of docs/decisions/public-browsing.md, as data. Middleware and tests read it; pages
// check the session again themselves (see docs/decisions/security-baseline.md).

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
  "/about": "public",
  "/safety": "public",
  "/contact": "public",
  "/terms": "public",
  "/privacy": "public",
  "/auth": "guest",
  "/auth/signup": "guest",
  "/auth/callback": "open",
  "/auth/reset-password": "open",
  "/email/unsubscribe": "open",
  "/complete-profile": "private",
  "/myshop": "private",
  "/cart": "private",
  "/wishlist": "private",
  "/profile": "private",
  "/subscription": "private",
  "/admin/categories": "private",
  "/admin/codes": "private",
  "/admin/issues": "private",
  "/admin/payouts": "private",
  "/admin/reports": "private",
  "/admin/verifications": "private",
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
 * The database-unreachable screen. Not in the table above: only middleware's
 * rewrite reaches it, with status 503, so typed in it is an unknown path like any other.
 */
export const UNAVAILABLE_PATH = "/unavailable";

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

/** The path with percent-encoding undone, repeatedly: double encoding must not hide "//" or "\\". Null when it never settles. */
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

/** A return address as a browser would follow it: resolved against this site, its pathname also decoded. */
export type ReturnAddress = {
  /** As received. */
  value: string;
  /** Where it resolves. */
  origin: string;
  /** What would be returned: pathname, query and fragment as resolved (dot segments gone). */
  path: string;
  pathname: string;
  /** The pathname with all percent-encoding undone; null when that fails or never settles. */
  decodedPathname: string | null;
};

export function readReturnAddress(value: string): ReturnAddress | null {
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return null;
  }
  return { value, origin: url.origin, path: `${url.pathname}${url.search}${url.hash}`, pathname: url.pathname, decodedPathname: fullyDecoded(url.pathname) };
}

/**
 * The defences against an open redirect, each a separate rule a return address must pass.
 * They overlap on purpose (one missed case in one is caught by another), which is also
 * why each is tested alone: with all of them on, any one could be deleted unnoticed.
 */
export const RETURN_ADDRESS_DEFENCES = {
  /** As written: one leading slash, not "//", no backslash or control character. */
  plainAsWritten: (address: ReturnAddress) => isPlainLocalPath(address.value),
  /** Resolved against this site, it is still on this site. */
  staysOnSite: (address: ReturnAddress) => address.origin === RETURN_BASE,
  /** Resolved, still plain: normalising dot segments turns "/.//evil.example" into "//evil.example". */
  plainOnceResolved: (address: ReturnAddress) => isPlainLocalPath(address.path),
  /** Decoded, however often it was encoded, still plain: "/%2F%2Fevil.example" is "//evil.example" to whoever decodes it. */
  plainOnceDecoded: (address: ReturnAddress) => address.decodedPathname !== null && isPlainLocalPath(address.decodedPathname),
  /**
   * Resolved again, it is itself, so nothing downstream can turn it into another address
   * (one that leaves the site resolves to a shorter path: "//evil.example/x" to "/x").
   */
  resolvesToItself: (address: ReturnAddress) => readReturnAddress(address.path)?.path === address.path,
  /** Never back into the sign-in form itself, written plainly or encoded. */
  notTheSignInForm: (address: ReturnAddress) =>
    routeAccess(address.pathname) !== "guest" && (address.decodedPathname === null || routeAccess(address.decodedPathname) !== "guest"),
} satisfies Record<string, (address: ReturnAddress) => boolean>;

/** A return address is honoured only when it passes every defence; otherwise the fallback. */
export function safeReturnPath(value: string | null | undefined, fallback = HOME_PATH): string {
  const address = value ? readReturnAddress(value) : null;
  if (!address) return fallback;
  return Object.values(RETURN_ADDRESS_DEFENCES).every((defence) => defence(address)) ? address.path : fallback;
}

export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(returnTo)}`;
}
