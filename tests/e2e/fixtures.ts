import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { authFile, type Role } from "./roles";

export { expect } from "@playwright/test";

/**
 * Fails the test when the browser refused anything under the Content-Security-Policy
 * (middleware.ts): a script without the page's nonce, a style, an image or a connection
 * from somewhere the policy does not allow. Chromium reports each refusal as a console error.
 */
function watchForCspViolations(context: BrowserContext, violations: string[]) {
  context.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
  });
}

// Typed pages per role, in the manner of cal.com's fixtures: a test asks for `buyerPage`,
// `sellerPage`... and gets a page already signed in, from the session the setup project
// saved (tests/e2e/auth.setup.ts), without a login per test. `page` stays a signed-out
// visitor. Each role page has its own browser context, so one test can hold several.
type RolePages = {
  /** The demo buyer, with the seeded cart, wishlist and messages; tests only read it or put it back. */
  buyerPage: Page;
  /** A student seller shopping, one per width: its cart and wishlist are the test's to change. */
  shopperPage: Page;
  /** A student seller, one per width: its shop and listings are the test's to change. */
  sellerPage: Page;
  wholesalerPage: Page;
  staffPage: Page;
  /** A seller buying another seller's listing, one per width: checkout.spec.ts's orders and cart. */
  payerPage: Page;
};

function signedInPage(role: Role) {
  return async ({ browser, cspViolations }: { browser: Browser; cspViolations: string[] }, use: (page: Page) => Promise<void>, testInfo: TestInfo) => {
    // Options not given here (the project's device, viewport, baseURL) are filled in by
    // Playwright, as for the built-in `page`.
    const context = await browser.newContext({ storageState: authFile(role, testInfo) });
    watchForCspViolations(context, cspViolations);
    await use(await context.newPage());
    await context.close();
  };
}

export const test = base.extend<RolePages & { cspViolations: string[] }>({
  cspViolations: async ({}, provide) => {
    const violations: string[] = [];
    await provide(violations);
    // Checked after the test's pages have closed, so a late refusal is still counted.
    expect(violations, "the browser refused something under the Content-Security-Policy").toEqual([]);
  },
  context: async ({ context, cspViolations }, provide) => {
    watchForCspViolations(context, cspViolations);
    await provide(context);
  },
  buyerPage: signedInPage("buyer"),
  shopperPage: signedInPage("shopper"),
  sellerPage: signedInPage("seller"),
  wholesalerPage: signedInPage("wholesaler"),
  staffPage: signedInPage("staff"),
  payerPage: signedInPage("payer"),
});
