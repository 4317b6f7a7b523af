import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { watchAccessibility } from "./a11y";
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

/** Set in a page's local storage, lets the onboarding tutorial run there (see hideTutorial). */
export const SHOW_TUTORIAL_KEY = "e2e-show-tutorial";

/**
 * New students get the onboarding tutorial (the spec's states), whose overlay would sit over the
 * pages other tests click through. Unless the page's local storage has SHOW_TUTORIAL_KEY
 * (tests/e2e/tutorial.spec.ts sets it once its student is ready), the tutorial reads its
 * completed flag as set everywhere but the sign-in pages, whose first-login rule must still
 * see the real flags (accounts.spec.ts).
 */
function hideTutorial(showKey: string) {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    const hidden = this === window.localStorage && getItem.call(this, showKey) === null && !/^\/(auth|complete-profile)(\/|$)/.test(window.location.pathname);
    if (key === "tutorialCompleted" && hidden) return "true";
    return getItem.call(this, key);
  };
}

/** Whether the test got as far as it should: a failed test's pages are not checked by axe. */
const passed = (testInfo: TestInfo) => testInfo.status === testInfo.expectedStatus;

function signedInPage(role: Role) {
  return async (
    { browser, cspViolations, a11yViolations }: { browser: Browser; cspViolations: string[]; a11yViolations: string[] },
    use: (page: Page) => Promise<void>,
    testInfo: TestInfo,
  ) => {
    // Options not given here (the project's device, viewport, baseURL) are filled in by
    // Playwright, as for the built-in `page`.
    const context = await browser.newContext({ storageState: authFile(role, testInfo) });
    watchForCspViolations(context, cspViolations);
    const accessibility = watchAccessibility(context, "signed-in", { violations: a11yViolations, testInfo });
    await use(await context.newPage());
    if (passed(testInfo)) await accessibility.checkOpenPages();
    await context.close();
  };
}

export const test = base.extend<RolePages & { cspViolations: string[]; a11yViolations: string[] }>({
  cspViolations: async ({}, provide) => {
    const violations: string[] = [];
    await provide(violations);
    // Checked after the test's pages have closed, so a late refusal is still counted.
    expect(violations, "the browser refused something under the Content-Security-Policy").toEqual([]);
  },
  // axe (tests/e2e/a11y.ts) on every page the test's contexts visit, in both themes: one
  // line per violation, naming the rule, the page, the theme and the element.
  a11yViolations: async ({}, provide) => {
    const violations: string[] = [];
    await provide(violations);
    expect(violations, "axe found accessibility violations (WCAG 2.1 AA and best practices)").toEqual([]);
  },
  context: async ({ context, cspViolations, a11yViolations }, provide, testInfo) => {
    await context.addInitScript(hideTutorial, SHOW_TUTORIAL_KEY);
    watchForCspViolations(context, cspViolations);
    const accessibility = watchAccessibility(context, "visitor", { violations: a11yViolations, testInfo });
    await provide(context);
    if (passed(testInfo)) await accessibility.checkOpenPages();
  },
  buyerPage: signedInPage("buyer"),
  shopperPage: signedInPage("shopper"),
  sellerPage: signedInPage("seller"),
  wholesalerPage: signedInPage("wholesaler"),
  staffPage: signedInPage("staff"),
  payerPage: signedInPage("payer"),
});
