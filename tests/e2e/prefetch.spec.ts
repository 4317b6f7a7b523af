import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { visit } from "./support";

// Other pages are prefetched on intent, never on sight, and never with Save-Data or on a slow
// connection (docs/decisions/prefetch-on-intent.md). A prefetch is the router's request for a
// page's server-component payload: the `_rsc` query, flagged with Next-Router-Prefetch.

const isPrefetch = (request: Request) => Boolean(request.headers()["next-router-prefetch"]) || new URL(request.url()).searchParams.has("_rsc");

/** Every page prefetched from now on, by path. */
function recordPrefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (isPrefetch(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The marketplace as a visitor sees it, once its own loading is over and any background work would have started. */
async function openMarketplace(page: Page) {
  await visit(page, "/studentmarketplace");
  await page.waitForLoadState("networkidle");
}

const productNameLinks = (page: Page) => page.getByRole("main").locator('h3 a[href^="/product/"]');

test.describe("prefetching other pages", () => {
  test("the marketplace prefetches nothing until a product is hovered or focused, then only that product", async ({ page }) => {
    const prefetched = recordPrefetches(page);
    await openMarketplace(page);
    // The header, the category list and two dozen product cards are on screen and the network has
    // been quiet for half a second after hydration, when Next's viewport prefetch would have run:
    // none is fetched ahead.
    expect(prefetched).toEqual([]);

    const hovered = productNameLinks(page).first();
    const hoveredPath = (await hovered.getAttribute("href"))!;
    const hoverPrefetch = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === hoveredPath);
    await hovered.hover();
    await hoverPrefetch;

    // Keyboard focus shows intent too.
    const focused = productNameLinks(page).nth(1);
    const focusedPath = (await focused.getAttribute("href"))!;
    const focusPrefetch = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === focusedPath);
    await focused.focus();
    await focusPrefetch;
    expect(new Set(prefetched)).toEqual(new Set([hoveredPath, focusedPath]));
  });

  for (const [situation, connection] of [
    ["with Save-Data on", { saveData: true, effectiveType: "4g" }],
    ["on a 3G connection", { saveData: false, effectiveType: "3g" }],
  ] as const) {
    test(`${situation}, hovering or focusing a product prefetches nothing`, async ({ page }) => {
      // What the browser reports about the connection (the Network Information API); a Save-Data
      // request header alone does not change it.
      await page.addInitScript((hints) => {
        Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => hints });
      }, connection);
      const pageRequests: Request[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).searchParams.has("_rsc") || request.headers()["rsc"]) pageRequests.push(request);
      });
      await openMarketplace(page);
      const hovered = productNameLinks(page).first();
      const hoveredPath = (await hovered.getAttribute("href"))!;
      const focusedPath = (await productNameLinks(page).nth(1).getAttribute("href"))!;
      await hovered.hover();
      await productNameLinks(page).nth(1).focus();

      // Following the link still works: the page is fetched when it is asked for. By the time the
      // next page is on screen, a prefetch the hover or the focus started would have been sent.
      await hovered.click();
      await expect(page).toHaveURL(hoveredPath);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const requestsFor = (path: string) => pageRequests.filter((request) => new URL(request.url()).pathname === path);
      expect(requestsFor(focusedPath)).toEqual([]);
      expect(requestsFor(hoveredPath).map((request) => Boolean(request.headers()["next-router-prefetch"]))).toEqual([false]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
