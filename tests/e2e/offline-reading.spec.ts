import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seededProduct } from "./demo";
import { signInAsNewStudent } from "./own-account";
import { look, visit } from "./support";
import { INSTALL_MESSAGES, OFFLINE_MESSAGES } from "../../lib/messages/offline";

// Offline reading and installing (docs/decisions/offline-reading.md). Every other suite runs
// with service workers blocked (playwright.config.ts); this one needs the app's worker.
test.use({ serviceWorkers: "allow" });

const calculus = seededProduct("calculus-early-transcendentals");
const algorithms = seededProduct("introduction-to-algorithms");

/** Waits until the app's service worker answers this page's requests. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith("/sw.js") === true);
}

/** The names of the browser's page caches (one per reader) holding `path`. */
function pageCachesHolding(page: Page, path: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const holding: string[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith("pages-") && (await (await caches.open(name)).match(new URL(wanted, location.origin).href))) holding.push(name);
    }
    return holding;
  }, path);
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test.describe("offline reading", () => {
  test("a student reads the marketplace and products seen online when offline, never their cart or checkout, and nothing of theirs after signing out", async ({ page, context }, testInfo) => {
    // A student of its own: Log out ends every session of an account, the shared demo buyer's too.
    await signInAsNewStudent(page, "offline");
    await controlledByWorker(page);
    await visit(page, "/studentmarketplace");
    await visit(page, calculus.path);
    await expect(page.getByRole("heading", { level: 1, name: calculus.name })).toBeVisible();
    await visit(page, algorithms.path);
    expect(await pageCachesHolding(page, calculus.path)).toEqual([expect.stringMatching(/^pages-(?!visitor$)/)]);

    await context.setOffline(true);
    for (const product of [calculus, algorithms]) {
      await page.goto(product.path);
      // Once the copy's own scripts have run: hydration once removed a banner put beside its elements.
      await page.waitForLoadState("networkidle");
      await expect(page.getByText(OFFLINE_MESSAGES.staleCopyBanner, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    }
    await look(page, testInfo, "product-offline-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await look(page, testInfo, "product-offline-390");
    await page.setViewportSize({ width: 1280, height: 800 });
    // Back online, the copy's own links work, and the banner goes with the page it was about.
    await context.setOffline(false);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Marketplace" }).click();
    await expect(page).toHaveURL(/\/studentmarketplace$/);
    await expect(page.getByText(OFFLINE_MESSAGES.staleCopyBanner, { exact: true })).toBeHidden();
    await context.setOffline(true);

    // Never opened on this device: the offline page.
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: OFFLINE_MESSAGES.offlineTitle })).toBeVisible();
    await look(page, testInfo, "offline-page-1280");
    // Money is never shown from a copy, even of a page seen online.
    for (const path of ["/cart", "/checkout"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: OFFLINE_MESSAGES.networkNeededTitle })).toBeVisible();
    }
    await look(page, testInfo, "checkout-offline-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/cart");
    await look(page, testInfo, "cart-offline-390");
    await page.goto("/about");
    await look(page, testInfo, "offline-page-390");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Signing out takes the student's copies with it.
    await context.setOffline(false);
    await visit(page, "/profile");
    await page.getByRole("button", { name: "Log out" }).first().click();
    await expect(page).toHaveURL(/\/auth/);
    await expect.poll(() => pageCachesHolding(page, calculus.path)).toEqual([]);
    // A visitor on the same browser reads the marketplace and gets only what they saw.
    await visit(page, "/studentmarketplace");
    await context.setOffline(true);
    for (const product of [calculus, algorithms]) {
      await page.goto(product.path);
      await expect(page.getByRole("heading", { level: 1, name: OFFLINE_MESSAGES.offlineTitle })).toBeVisible();
    }
    await page.goto("/studentmarketplace");
    await expect(page.getByText(OFFLINE_MESSAGES.staleCopyBanner, { exact: true })).toBeVisible();
    await context.setOffline(false);
  });

  test("the app installs: a manifest with Android's icons, a worker controlling the page, no installability errors, and a polite prompt from the second visit", async ({ page, context, request }, testInfo) => {
    await visit(page, "/home");
    await controlledByWorker(page);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ name: "Campus Market", short_name: "Campus", start_url: "/home", scope: "/", display: "standalone" });
    expect(manifest.theme_color).toBeTruthy();
    expect(manifest.background_color).toBeTruthy();
    const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
    for (const icon of icons) expect(pngSize(await (await request.get(icon.src)).body())).toBe(icon.sizes);
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    const worker = await request.get("/sw.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");

    // What Lighthouse's installable audit asked Chromium.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);

    // The browser's offer, as Chromium fires it (headless never does by itself).
    const offer = (tab: Page) =>
      tab.evaluate(() => {
        const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), { prompt: () => Promise.resolve() });
        window.dispatchEvent(event);
      });
    const prompt = (tab: Page) => tab.getByRole("dialog", { name: INSTALL_MESSAGES.title });
    // The first visit: no prompt.
    await offer(page);
    await expect(page.locator("#install-prompt")).toHaveCount(0);

    // A second visit (a new tab) gets it once; dismissed, it never comes back.
    const second = await context.newPage();
    await visit(second, "/home");
    await expect.poll(async () => (await offer(second), await prompt(second).count())).toBe(1);
    await look(second, testInfo, "install-prompt-1280");
    await second.setViewportSize({ width: 390, height: 844 });
    await look(second, testInfo, "install-prompt-390");
    await prompt(second).getByRole("button", { name: INSTALL_MESSAGES.dismiss }).click();
    await expect(prompt(second)).toBeHidden();
    const third = await context.newPage();
    await visit(third, "/home");
    await controlledByWorker(third);
    await offer(third);
    await expect(third.locator("#install-prompt")).toHaveCount(0);
  });
});
