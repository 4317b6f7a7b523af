import {
  installPromptAllowedOn,
  isOfflineReadablePage,
  isSignOut,
  needsNetwork,
  offlineStrategyFor,
  otherReadersCaches,
  pageCacheName,
  OFFLINE_KEY_HEADER,
  readerKeyOf,
  VISITOR_KEY,
} from "@/lib/offline/routes";
import { INSTALL_ANSWERED_KEY, shouldOfferInstall, VISIT_COUNTED_KEY, VISITS_KEY } from "@/lib/offline/install-prompt";
import { insertStaleBanner, offlineDocument, staleBannerHtml } from "@/lib/offline/documents";
import { OFFLINE_MESSAGES } from "@/lib/messages/offline";

const ORIGIN = "https://campus.example";
const page = (path: string, method = "GET") => offlineStrategyFor({ method, url: `${ORIGIN}${path}`, mode: "navigate" }, ORIGIN);
const fetched = (path: string, method = "GET") => offlineStrategyFor({ method, url: `${ORIGIN}${path}`, mode: "cors" }, ORIGIN);

describe("which strategy the service worker answers each request with", () => {
  it.each(["/", "/home", "/studentmarketplace", "/search", "/about", "/safety", "/contact", "/terms", "/privacy", "/category/Textbooks", "/product/abc", "/seller/xyz", "/search?q=lamp"])(
    "the public page %s is read network-first with the last good copy offline",
    (path) => expect(page(path)).toBe("page"),
  );

  it.each(["/cart", "/checkout", "/checkout/abc", "/orders", "/orders/1", "/order-confirmation/1", "/myshop", "/myshop/products", "/profile", "/admin", "/admin/users", "/mpesa/callback"])(
    "%s writes, pays or shows money state: never from the cache",
    (path) => expect(page(path)).toBe("network-needed"),
  );

  it.each(["/api/cart", "/api/mpesa/callback", "/api", "/api/auth/session"])("the route %s is never from the cache", (path) => expect(fetched(path)).toBe("network-needed"));

  it("a server action (a POST to any page) is never from the cache", () => {
    expect(page("/product/abc", "POST")).toBe("network-needed");
    expect(fetched("/cart", "POST")).toBe("network-needed");
    expect(fetched("/api/uploads", "PUT")).toBe("network-needed");
  });

  it("a POST the browser makes without navigating, outside the money paths, stays the browser's", () => {
    expect(fetched("/product/abc", "POST")).toBe("browser");
  });

  it("a path that only starts like a money path is not one", () => {
    expect(needsNetwork("/cartography")).toBe(false);
    expect(needsNetwork("/profiles")).toBe(false);
    expect(needsNetwork("/apisomething")).toBe(false);
    expect(page("/cartography")).toBe("network-or-offline-page");
  });

  it("the build's static files are cached first, photos stale-while-revalidate", () => {
    expect(fetched("/_next/static/chunks/app.js")).toBe("static");
    expect(fetched("/media/products/a.webp")).toBe("image");
    expect(fetched("/demo/lamp.jpg")).toBe("image");
    expect(fetched("/_next/image?url=%2Fmedia%2Fa.webp&w=400&q=75")).toBe("image");
    expect(fetched("/_next/imagery")).toBe("browser");
    expect(fetched("/xmedia/a.webp")).toBe("browser");
    expect(fetched("/offline-start.js")).toBe("refreshed");
    expect(fetched("/offline-start.js.map")).toBe("browser");
  });

  it("pages never seen get the offline page; nested public-looking paths are not public pages", () => {
    expect(page("/messages")).toBe("network-or-offline-page");
    expect(page("/product/abc/edit")).toBe("network-or-offline-page");
    expect(page("/homepage")).toBe("network-or-offline-page");
    expect(isOfflineReadablePage("/product/")).toBe(false);
    expect(isOfflineReadablePage("/x/")).toBe(false);
  });

  it("the page's data requests and other sites' files are left to the browser", () => {
    expect(fetched("/product/abc?_rsc=1")).toBe("browser");
    expect(offlineStrategyFor({ method: "GET", url: "https://other.example/product/a", mode: "navigate" }, ORIGIN)).toBe("browser");
    expect(offlineStrategyFor({ method: "POST", url: "https://other.example/cart", mode: "navigate" }, ORIGIN)).toBe("browser");
  });
});

describe("one reader's pages are never another's", () => {
  it("each key has a cache of its own", () => {
    expect(pageCacheName("abc")).toBe("pages-abc");
    expect(pageCacheName(VISITOR_KEY)).toBe("pages-visitor");
  });

  it("when the reader changes, every other reader's page cache goes, and nothing else", () => {
    expect(otherReadersCaches(["pages-visitor", "pages-AAAAAAAAAA", "static", "photos", "offline-state"], VISITOR_KEY)).toEqual(["pages-AAAAAAAAAA"]);
    expect(otherReadersCaches(["pages-visitor", "pages-AAAAAAAAAA"], "AAAAAAAAAA")).toEqual(["pages-visitor"]);
  });

  it("the reader's key travels in a response header the worker reads back", () => {
    const response = new Response("page", { headers: { [OFFLINE_KEY_HEADER]: "Ab_-01234567" } });
    expect(readerKeyOf(response.headers.get(OFFLINE_KEY_HEADER))).toBe("Ab_-01234567");
  });

  it("a page without the header, or with one that is not a key, was a visitor's", () => {
    expect(readerKeyOf(null)).toBe(VISITOR_KEY);
    expect(readerKeyOf("")).toBe(VISITOR_KEY);
    expect(readerKeyOf("short")).toBe(VISITOR_KEY);
    expect(readerKeyOf("../../x-yyyyyyyy")).toBe(VISITOR_KEY);
    expect(readerKeyOf("a".repeat(65))).toBe(VISITOR_KEY);
    expect(readerKeyOf(`x${"a".repeat(8)}\n`)).toBe(VISITOR_KEY);
    expect(readerKeyOf("Ab_-01234567")).toBe("Ab_-01234567");
    expect(readerKeyOf("a".repeat(8))).toBe("a".repeat(8));
    expect(readerKeyOf("a".repeat(64))).toBe("a".repeat(64));
  });

  it("next-auth's sign-out POST is what clears the reader's copies", () => {
    expect(isSignOut({ method: "POST", url: `${ORIGIN}/api/auth/signout` })).toBe(true);
    expect(isSignOut({ method: "GET", url: `${ORIGIN}/api/auth/signout` })).toBe(false);
    expect(isSignOut({ method: "POST", url: `${ORIGIN}/api/auth/signout/x` })).toBe(false);
  });
});

describe("the install prompt", () => {
  it("remembers each fact under a storage key of its own, named for the app", () => {
    const keys = [VISITS_KEY, INSTALL_ANSWERED_KEY, VISIT_COUNTED_KEY];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^campus-[a-z-]+$/);
  });

  it("is offered from the second visit on, once, never while paying", () => {
    expect(shouldOfferInstall({ visits: 1, answered: false, pathname: "/home" })).toBe(false);
    expect(shouldOfferInstall({ visits: 2, answered: false, pathname: "/home" })).toBe(true);
    expect(shouldOfferInstall({ visits: 5, answered: false, pathname: "/product/a" })).toBe(true);
    expect(shouldOfferInstall({ visits: 2, answered: true, pathname: "/home" })).toBe(false);
    for (const path of ["/cart", "/checkout", "/checkout/x", "/order-confirmation/1", "/orders"]) expect(installPromptAllowedOn(path)).toBe(false);
    expect(installPromptAllowedOn("/cartography")).toBe(true);
  });
});

describe("the pages the worker writes", () => {
  it("puts the banner first in the copy's body, escaped", () => {
    const html = '<html><head></head><body class="x"><main>Lamp</main></body></html>';
    const withBanner = insertStaleBanner(html, OFFLINE_MESSAGES.staleCopyBanner);
    expect(withBanner).toContain(`<body class="x"><div id="offline-copy-banner" role="status"`);
    expect(withBanner).toContain(`>${OFFLINE_MESSAGES.staleCopyBanner}</div><main>Lamp</main>`);
    expect(staleBannerHtml("<b>&")).toContain("&#60;b&#62;&#38;");
    expect(insertStaleBanner("no body", "m").startsWith('<div id="offline-copy-banner"')).toBe(true);
  });

  it("puts the banner inside the layout's slot, where hydration leaves it, when the copy has one", () => {
    const html = '<html><body class="x"><div id="offline-copy-slot" style="display:contents"></div><a href="#main">Skip</a></body></html>';
    expect(insertStaleBanner(html, "m")).toContain('<body class="x"><div id="offline-copy-slot" style="display:contents"><div id="offline-copy-banner"');
    expect(insertStaleBanner(html, "m")).toContain('>m</div></div><a href="#main">');
  });

  it("says which page it is and has no script", () => {
    expect(offlineDocument("offline")).toContain(OFFLINE_MESSAGES.offlineTitle);
    expect(offlineDocument("network-needed")).toContain(OFFLINE_MESSAGES.networkNeededTitle);
    expect(offlineDocument("network-needed")).toContain(OFFLINE_MESSAGES.networkNeededBody);
    expect(offlineDocument("offline")).toContain(OFFLINE_MESSAGES.offlinePageBody);
    expect(offlineDocument("offline")).not.toMatch(/<script/i);
  });
});
