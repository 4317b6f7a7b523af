import { FOOTER_LINK_ORDER, LEGAL_PAGES } from "@/lib/messages/legal";
import { loginPathFor, readReturnAddress, RETURN_ADDRESS_DEFENCES, routeAccess, safeReturnPath, type ReturnAddress } from "@/lib/routes";

describe("routeAccess", () => {
  it.each(["/", "/home", "/studentmarketplace", "/search", "/category/Textbooks", "/product/123", "/seller/abc"])(
    "%s is public",
    (path) => expect(routeAccess(path)).toBe("public"),
  );

  it.each(["/cart", "/wishlist", "/profile", "/myshop", "/add-product", "/subscription", "/admin/codes", "/admin/categories", "/admin/reports", "/admin/verifications", "/complete-profile", "/checkout/1", "/order-confirmation/1", "/orders/1", "/seller/orders/1"])(
    "%s needs a session",
    (path) => expect(routeAccess(path)).toBe("private"),
  );

  it.each(["/about", "/safety", "/contact", "/terms", "/privacy"])("the footer page %s is public, for visitors and signed-in users alike", (path) => {
    expect(routeAccess(path)).toBe("public");
    expect(routeAccess(`${path}/`)).toBe("public");
  });

  it("every link in the footer leads to a public route", () => {
    expect(FOOTER_LINK_ORDER.map((key) => [LEGAL_PAGES[key].path, routeAccess(LEGAL_PAGES[key].path)])).toEqual(FOOTER_LINK_ORDER.map((key) => [LEGAL_PAGES[key].path, "public"]));
  });

  it("the footer pages have no sub-pages", () => {
    expect(routeAccess("/terms/sellers")).toBeNull();
    expect(routeAccess("/privacy/x")).toBeNull();
  });

  it("the seller's order page is private although public seller pages share its prefix", () => {
    expect(routeAccess("/seller/orders/42")).toBe("private");
    expect(routeAccess("/seller/42")).toBe("public");
  });

  it("the sign-in forms are for guests and the email landing page is open", () => {
    expect(routeAccess("/auth")).toBe("guest");
    expect(routeAccess("/auth/signup")).toBe("guest");
    expect(routeAccess("/auth/callback")).toBe("open");
    expect(routeAccess("/auth/reset-password")).toBe("open");
  });

  it("a trailing slash does not change the answer, nor do several", () => {
    expect(routeAccess("/cart/")).toBe("private");
    expect(routeAccess("/cart//")).toBe("private");
    expect(routeAccess("/product/abc///")).toBe("public");
  });

  it.each(["/nope", "/product", "/product/", "/product/a/b", "/admin", "/cart/extra"])("%s is unknown", (path) => {
    expect(routeAccess(path)).toBeNull();
  });
});

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeReturnPath("/cart")).toBe("/cart");
    expect(safeReturnPath("/profile?tab=orders")).toBe("/profile?tab=orders");
  });

  it.each(["https://evil.example/cart", "//evil.example/cart", "/\\evil.example", "javascript:alert(1)", "cart", ""])(
    "refuses %j and falls back to /home",
    (value) => expect(safeReturnPath(value)).toBe("/home"),
  );

  // Every way a return address can lead off the site once a browser resolves it: dot segments
  // that normalise to "//host" (raw and percent-encoded), backslashes, which browsers read as
  // slashes, tabs and newlines, which URL parsers drop, and encoded or double-encoded slashes.
  // The page receives the query value decoded once; these are the values it may receive.
  const offSite = [
    "//evil.example/x",
    "/\\evil.example/x",
    "\\/evil.example/x",
    "https://evil.example/x",
    "http:/evil.example/x",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " /evil.example",
    "/.//evil.example/x",
    "/..//evil.example/x",
    "/a/..//evil.example/x",
    "/a/b/../..//evil.example/x",
    "/./\\evil.example/x",
    "/../\\evil.example/x",
    "/a/../\\evil.example/x",
    "/..\\/evil.example/x",
    "/.\\/evil.example/x",
    "/%2e//evil.example/x",
    "/%2E%2E//evil.example/x",
    "/.%2e//evil.example/x",
    "/a/%2e%2e//evil.example/x",
    "/%2e/%5Cevil.example/x",
    "/%2F/evil.example/x",
    "/%2f%2fevil.example/x",
    "/%5Cevil.example/x",
    "/%5c%5cevil.example/x",
    "/%252F%252Fevil.example/x",
    "/%255Cevil.example/x",
    "%2F%2Fevil.example/x",
    "%252F%252Fevil.example/x",
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "/\r\n/evil.example/x",
    "/%09/evil.example/x",
    "/%0a/evil.example/x",
    "/\t/\\evil.example/x",
    "/\u0000/evil.example/x",
  ];

  it.each(offSite)("refuses %j (off the site as written, once normalised, or once decoded) and falls back to /home", (value) => {
    expect(safeReturnPath(value)).toBe("/home");
  });

  it.each([
    ["/cart", "/cart"],
    ["/product/abc#reviews", "/product/abc#reviews"],
    ["/search?q=%2F%2Fevil.example", "/search?q=%2F%2Fevil.example"],
    ["/search?q=a%20b", "/search?q=a%20b"],
    ["/category/Textbooks/./", "/category/Textbooks/"],
  ])("keeps the on-site %j as %j", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it("whatever it returns is itself a safe on-site path (it validates its own answer)", () => {
    for (const value of offSite) {
      const result = safeReturnPath(value);
      expect(result).toBe(safeReturnPath(result));
      expect(new URL(result, "https://campus.example").origin).toBe("https://campus.example");
    }
  });

  it("never returns to the login form itself", () => {
    expect(safeReturnPath("/auth?callbackUrl=/cart")).toBe("/home");
    expect(safeReturnPath("/a/../auth")).toBe("/home");
    expect(safeReturnPath("/%61uth/signup")).toBe("/home");
  });

  it("builds the login address with an encoded return path", () => {
    expect(loginPathFor("/profile?tab=orders")).toBe("/auth?callbackUrl=%2Fprofile%3Ftab%3Dorders");
  });
});

describe("each defence against an open redirect, alone", () => {
  // The defences overlap, so with all of them on, deleting one changes nothing a test of
  // safeReturnPath can see. Each is therefore checked on its own: it refuses the kind of
  // address it exists for, and lets an ordinary one through.
  const address = (value: string): ReturnAddress => {
    const read = readReturnAddress(value);
    if (!read) throw new Error(`${value} does not parse`);
    return read;
  };
  const forged = (overrides: Partial<ReturnAddress>): ReturnAddress => ({ ...address("/cart"), ...overrides });
  const ordinary = ["/cart", "/profile?tab=orders", "/product/abc#reviews", "/search?q=%2F%2Fevil.example"];

  it.each(Object.keys(RETURN_ADDRESS_DEFENCES))("%s lets ordinary on-site paths through", (name) => {
    const defence = RETURN_ADDRESS_DEFENCES[name as keyof typeof RETURN_ADDRESS_DEFENCES];
    for (const value of ordinary) expect(defence(address(value))).toBe(true);
  });

  it("plainAsWritten refuses another host, a scheme, a relative path, a backslash and a control character as written", () => {
    for (const value of ["//evil.example", "https://evil.example", "javascript:alert(1)", "cart", "/\\evil.example", "/\t/evil.example", "/a\u007f"]) {
      expect(RETURN_ADDRESS_DEFENCES.plainAsWritten(forged({ value }))).toBe(false);
    }
  });

  it("staysOnSite refuses an address that resolves to another origin", () => {
    expect(RETURN_ADDRESS_DEFENCES.staysOnSite(address("https://evil.example/cart"))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.staysOnSite(address("//evil.example/cart"))).toBe(false);
  });

  it("plainOnceResolved refuses a path that only becomes '//host' once dot segments are normalised", () => {
    expect(RETURN_ADDRESS_DEFENCES.plainOnceResolved(forged({ path: "//evil.example/x" }))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.plainOnceResolved(forged({ path: "/\\evil.example/x" }))).toBe(false);
  });

  it("plainOnceDecoded refuses an encoded '//' or backslash, and a pathname that cannot be decoded", () => {
    expect(RETURN_ADDRESS_DEFENCES.plainOnceDecoded(address("/%2F%2Fevil.example/x"))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.plainOnceDecoded(address("/%255Cevil.example/x"))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.plainOnceDecoded(address("/%E0%A4%A"))).toBe(false);
    expect(address("/%E0%A4%A").decodedPathname).toBeNull();
  });

  it("an address encoded four times over is decoded to the end; five times is given up on and refused", () => {
    expect(address("/a%25252541").decodedPathname).toBe("/aA");
    expect(address("/a%2525252541").decodedPathname).toBeNull();
    expect(safeReturnPath("/a%25252541")).toBe("/a%25252541");
    expect(safeReturnPath("/a%2525252541")).toBe("/home");
  });

  it("resolvesToItself refuses a path that would resolve to something else when followed", () => {
    expect(RETURN_ADDRESS_DEFENCES.resolvesToItself(forged({ path: "//evil.example/x" }))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.resolvesToItself(forged({ path: "/a/../cart" }))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.resolvesToItself(forged({ path: "http://[oops" }))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.resolvesToItself(forged({ path: "/cart?x=1" }))).toBe(true);
  });

  it("notTheSignInForm refuses the sign-in and sign-up forms, written plainly or encoded", () => {
    expect(RETURN_ADDRESS_DEFENCES.notTheSignInForm(address("/auth"))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.notTheSignInForm(address("/auth/signup"))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.notTheSignInForm(address("/%61uth"))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.notTheSignInForm(forged({ pathname: "/auth", decodedPathname: null }))).toBe(false);
    expect(RETURN_ADDRESS_DEFENCES.notTheSignInForm(forged({ decodedPathname: null }))).toBe(true);
    expect(RETURN_ADDRESS_DEFENCES.notTheSignInForm(address("/auth/callback"))).toBe(true);
  });

  it("a value no URL parser can read falls back", () => {
    expect(readReturnAddress("http://[oops")).toBeNull();
    expect(safeReturnPath("http://[oops")).toBe("/home");
    expect(safeReturnPath(null)).toBe("/home");
    expect(safeReturnPath(undefined, "/cart")).toBe("/cart");
  });
});
