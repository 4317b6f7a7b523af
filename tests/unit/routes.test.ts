import { loginPathFor, routeAccess, safeReturnPath } from "@/lib/routes";

describe("routeAccess (decision D1)", () => {
  it.each(["/", "/home", "/studentmarketplace", "/search", "/category/Textbooks", "/product/123", "/seller/abc"])(
    "%s is public",
    (path) => expect(routeAccess(path)).toBe("public"),
  );

  it.each(["/cart", "/wishlist", "/profile", "/myshop", "/add-product", "/subscription", "/admin/codes", "/complete-profile", "/checkout/1", "/order-confirmation/1", "/orders/1", "/seller/orders/1"])(
    "%s needs a session",
    (path) => expect(routeAccess(path)).toBe("private"),
  );

  it("the seller's order page is private although public seller pages share its prefix", () => {
    expect(routeAccess("/seller/orders/42")).toBe("private");
    expect(routeAccess("/seller/42")).toBe("public");
  });

  it("the sign-in forms are for guests and the email landing page is open", () => {
    expect(routeAccess("/auth")).toBe("guest");
    expect(routeAccess("/auth/signup")).toBe("guest");
    expect(routeAccess("/auth/callback")).toBe("open");
  });

  it("a trailing slash does not change the answer", () => {
    expect(routeAccess("/cart/")).toBe("private");
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

  it("never returns to the login form itself", () => {
    expect(safeReturnPath("/auth?callbackUrl=/cart")).toBe("/home");
  });

  it("builds the login address with an encoded return path", () => {
    expect(loginPathFor("/profile?tab=orders")).toBe("/auth?callbackUrl=%2Fprofile%3Ftab%3Dorders");
  });
});
