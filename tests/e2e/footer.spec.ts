import type { APIRequestContext, Page } from "@playwright/test";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import config from "../html/htmlvalidate.config.mjs";
import { FOOTER_LINK_ORDER, LEGAL_PAGES } from "../../lib/messages/legal";
import { expect, test } from "./fixtures";
import { isPhone, look, visit } from "./support";

// The footer and its pages: About, Safety tips, Contact, Terms of Service
// and Privacy, linked from every page on desktop, and on phones at the end of the public pages
// and inside the profile page, never under the bottom bar.

const PAGES = FOOTER_LINK_ORDER.map((key) => LEGAL_PAGES[key]);

const footerOf = (page: Page) => page.getByRole("navigation", { name: "Footer" });

/** The one footer a reader can see at this width (the others are hidden by CSS). */
const visibleFooterNav = (page: Page) => page.locator("footer nav[aria-label='Footer']").locator("visible=true");

async function expectPageServed(request: APIRequestContext, path: string, title: string, heading: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answers`).toBe(200);
  const html = await response.text();
  expect(html, `${path} has its title`).toContain(`<title>${title} | Campus Market</title>`);
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(canonical && new URL(canonical).pathname, `${path} names itself canonical`).toBe(path);
  expect(html, `${path} may be indexed`).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  // Server-rendered: the heading and the prose are in the HTML, not fetched by a script.
  expect(html).toContain(`>${heading}</h1>`);
}

test.describe("footer", () => {
  test("each footer link opens its page with its heading", async ({ page }, testInfo) => {
    await visit(page, "/home");
    for (const { link, heading, path } of PAGES) {
      const nav = visibleFooterNav(page);
      await nav.scrollIntoViewIfNeeded();
      await nav.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The footer is on the page it opened too, marking where the reader is.
      await expect(visibleFooterNav(page).getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
    }
    if (isPhone(testInfo)) await expect(page.getByRole("navigation", { name: "Bottom" })).toBeVisible();
  });

  test("the sign-in and sign-up forms link to the footer pages too", async ({ page }) => {
    for (const path of ["/auth", "/auth/signup"]) {
      await visit(page, path);
      await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" }).getByRole("link")).toHaveCount(PAGES.length);
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: LEGAL_PAGES.terms.heading })).toBeVisible();
  });

  test("the footer pages answer a visitor with their title and canonical address", async ({ request }) => {
    for (const { path, title, heading } of PAGES) await expectPageServed(request, path, title, heading);
  });

  test("the footer pages answer a signed-in user the same", async ({ buyerPage }) => {
    for (const { path, title, heading } of PAGES) await expectPageServed(buyerPage.request, path, title, heading);
  });

  test("the footer pages' server HTML is valid", async ({ request }) => {
    const validator = new HtmlValidate(new StaticConfigLoader(config));
    const found: string[] = [];
    for (const { path } of PAGES) {
      const report = await validator.validateString(await (await request.get(path)).text(), `${path}.html`);
      found.push(...report.results.flatMap((result) => result.messages.map((m) => `${path}: ${m.ruleId} at ${m.selector ?? m.line}: ${m.message}`)));
    }
    expect(found).toEqual([]);
  });

  test("a signed-in user finds the footer on desktop everywhere, and on a phone inside the profile page", async ({ buyerPage }, testInfo) => {
    if (isPhone(testInfo)) {
      // Account pages other than the profile keep the phone's screen for the task at hand.
      await visit(buyerPage, "/cart");
      await expect(footerOf(buyerPage)).toBeHidden();
      await visit(buyerPage, "/profile");
      const nav = visibleFooterNav(buyerPage);
      await expect(nav).toHaveCount(1);
      await look(buyerPage, testInfo, "profile-with-footer");
      await nav.getByRole("link", { name: "Privacy", exact: true }).click();
      await expect(buyerPage.getByRole("heading", { level: 1, name: LEGAL_PAGES.privacy.heading })).toBeVisible();
    } else {
      for (const path of ["/cart", "/profile", "/wishlist"]) {
        await visit(buyerPage, path);
        await expect(buyerPage.getByRole("contentinfo").getByRole("navigation", { name: "Footer" })).toBeVisible();
        await expect(visibleFooterNav(buyerPage)).toHaveCount(1);
      }
      // A short page keeps the footer at the bottom of the window, not in the middle.
      await visit(buyerPage, "/profile?tab=history");
      const footer = await buyerPage.getByRole("contentinfo").boundingBox();
      expect(footer && Math.round(footer.y + footer.height)).toBeGreaterThanOrEqual(buyerPage.viewportSize()!.height - 1);
      await look(buyerPage, testInfo, "short-page-with-footer");
    }
  });

  test("on a phone the bottom bar never covers the footer's links", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), "the bottom bar is a phone's");
    for (const path of ["/home", "/terms"]) {
      await visit(page, path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = await page.getByRole("navigation", { name: "Bottom" }).boundingBox();
      const links = visibleFooterNav(page).getByRole("link");
      await expect(links).toHaveCount(PAGES.length);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box && bar && box.y + box.height <= bar.y, `${path}: "${await link.textContent()}" sits above the bottom bar`).toBe(true);
      }
    }
  });

  test("the terms show the seller terms and the buyer's protection, the privacy notice the rights and the contact address", async ({ page }) => {
    await visit(page, "/terms");
    await expect(page.getByText("Payouts reach your M-Pesa number after you mark an order delivered.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payouts on delivery, issue reports and refunds" })).toBeVisible();
    await visit(page, "/privacy");
    await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
    await expect(page.getByText(/Data Protection Act 2019/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Settings" }).first()).toHaveAttribute("href", "/profile?tab=settings");
    await visit(page, "/contact");
    await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:.+@.+/);
  });

  test("a footer link shows where the keyboard is", async ({ page }) => {
    await visit(page, "/about");
    const link = visibleFooterNav(page).getByRole("link", { name: "Contact", exact: true });
    await page.keyboard.press("Tab");
    await link.focus();
    const ring = await link.evaluate((element) => ({ visible: element.matches(":focus-visible"), outline: getComputedStyle(element).outlineStyle }));
    expect(ring).toEqual({ visible: true, outline: "solid" });
  });

  test("looks right at this width in both themes", async ({ page }, testInfo) => {
    await visit(page, "/home");
    const footer = page.locator("footer").locator("visible=true");
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: testInfo.outputPath("footer-light.png") });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: testInfo.outputPath("footer-dark.png") });
    await page.emulateMedia({ colorScheme: "light" });
    for (const path of [...PAGES.map((legal) => legal.path), "/auth"]) {
      await visit(page, path);
      await look(page, testInfo, path.slice(1));
    }
  });
});
