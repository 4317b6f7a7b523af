import fs from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { expect, SHOW_TUTORIAL_KEY, test } from "./fixtures";
import { uniqueEmail } from "./mail";
import { signInAsNewSeller, signInAsNewStudent, signInAsStudentWithoutPhone } from "./own-account";
import { expectToast, isPhone, recordToasts, visit } from "./support";

// The onboarding tutorial (the spec's "Onboarding tutorial" screen and "Tutorial" states), at
// both widths: a new student's walk from home to the orders sub-tour with the local-storage
// flags at each point, My shop for a student without a shop, Skip Tutorial, Restart, the
// second-device rule, the debug panel, one highlight per bottom-bar target on phones, and a
// finished user who neither sees a tour nor downloads its code. Other tests' pages hide the
// tutorial (tests/e2e/fixtures.ts); these turn it on once their student is ready.

/** The tour's start: 1 s to settle after a route change, then 1.5 s (the spec's constants), with room for a busy machine. */
const TOUR_START_TIMEOUT = 15_000;

const FLAG_KEYS = ["tutorialCompleted", "myShopTutorialCompleted", "ordersTutorialPending", "tutorialProgress", "isNewUser"] as const;

function flags(page: Page) {
  return page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])), [...FLAG_KEYS]);
}

async function showTutorial(page: Page) {
  await page.evaluate((key) => window.localStorage.setItem(key, "on"), SHOW_TUTORIAL_KEY);
}

function tooltip(page: Page, title?: string): Locator {
  return title ? page.getByRole("alertdialog", { name: title }) : page.getByRole("alertdialog");
}

/**
 * Scripts that carry react-joyride (its class names survive minification): who downloaded the
 * tour. `urls()` waits for every script body seen so far to be read before answering.
 */
function watchTourDownloads(page: Page) {
  const reads: Promise<string | null>[] = [];
  page.on("response", (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    reads.push(response.text().then((body) => (body.includes("react-joyride__") ? response.url() : null), () => null));
  });
  return { urls: async () => (await Promise.all(reads)).filter((url): url is string => url !== null) };
}

/**
 * No tour here: the gate has decided (html[data-tutorial=off], set once the page is hydrated)
 * that this page does not load the tour at all, so none can appear later; and none is up.
 */
async function expectNoTour(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-tutorial", "off", { timeout: TOUR_START_TIMEOUT });
  await expect(tooltip(page)).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-tour-running");
}

const shotsDir = process.env.TOUR_SHOTS_DIR;

/** With TOUR_SHOTS_DIR set, the screen at this step in both themes, for looking at. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((wanted) => {
      document.documentElement.classList.remove("light", "dark");
      document.documentElement.classList.add(wanted);
    }, theme);
    await page.screenshot({ path: path.join(shotsDir, `${testInfo.project.name}-${testInfo.title.slice(0, 12).replace(/[^a-z]+/gi, "-")}-${name}-${theme}.png`), animations: "disabled" });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** The tooltip with this title is up, wholly on screen, and has the focus (keyboard users can go on). */
async function expectStep(page: Page, testInfo: TestInfo, title: string) {
  const step = tooltip(page, title);
  await expect(step).toBeVisible({ timeout: TOUR_START_TIMEOUT });
  // Shown, not only placed: joyride fades the tooltip in once its target is scrolled to and it is positioned.
  await expect(step.locator("xpath=..")).toHaveCSS("opacity", "1");
  await expect(step.getByRole("button", { name: /^(Next|Finish)$/ })).toBeFocused();
  await expect
    .poll(async () => {
      const box = await step.boundingBox();
      const viewport = page.viewportSize()!;
      return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
    }, { message: `the "${title}" tooltip is wholly on screen` })
    .toBe(true);
  await shoot(page, testInfo, title.toLowerCase().replace(/[^a-z]+/g, "-"));
  return step;
}

/** Each title in turn, pressing Next (or Finish on the last) after each. */
async function walkThrough(page: Page, testInfo: TestInfo, titles: string[], last: "Next" | "Finish") {
  for (const [i, title] of titles.entries()) {
    const step = await expectStep(page, testInfo, title);
    await step.getByRole("button", { name: i === titles.length - 1 ? last : "Next", exact: true }).click();
  }
}

const TITLES = {
  desktop: {
    home: ["Welcome to Campus Market", "Getting around", "The Student Marketplace", "Next stop: the marketplace"],
    marketplace: ["Search", "Categories", "Listings", "Cart and wishlist", "Your own shop"],
    myshop: ["Your shop's dashboard", "Customize your shop", "Add a product", "Orders", "Sales overview"],
  },
  phone: {
    home: ["Welcome to Campus Market", "The Student Marketplace", "Next stop: the marketplace"],
    marketplace: ["Search", "Categories", "Your cart", "Your own shop"],
    myshop: ["Your shop's dashboard", "Add a product", "Orders"],
  },
};

const titlesFor = (testInfo: TestInfo) => (isPhone(testInfo) ? TITLES.phone : TITLES.desktop);

/** My shop's tour for a student without a shop (lib/onboarding/tours.ts, becomeSeller). */
const OFFER_TITLES = { desktop: ["Sell to students on your campus", "Register as a Seller"], phone: ["Sell to students on your campus"] };

/** The two boxes share no pixel. */
async function expectApart(first: Locator, second: Locator, message: string) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a && b, message).toBeTruthy();
  const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlap, message).toBe(false);
}

type Highlight = { kind: "own outline" | "spotlight ring"; top: number; left: number; bottom: number; right: number };

/**
 * The highlights a user sees round the element `selector` names while its step shows: the
 * outline the element draws itself (app/globals.css rings a bottom-bar target, since the bar sits
 * above the overlay) and react-joyride's spotlight ring wherever any of it shows, that is, beyond
 * the bottom bar drawn over it.
 */
function highlightsAround(page: Page, selector: string): Promise<Highlight[]> {
  return page.evaluate((selector) => {
    const boxOf = (rect: DOMRect) => ({ top: rect.top, left: rect.left, bottom: rect.bottom, right: rect.right });
    const target = document.querySelector(selector)!;
    const found: Highlight[] = [];
    const own = getComputedStyle(target);
    if (own.outlineStyle !== "none" && parseFloat(own.outlineWidth) > 0) found.push({ kind: "own outline", ...boxOf(target.getBoundingClientRect()) });
    const bar = document.querySelector('[data-tour="bottom-bar"]')!.getBoundingClientRect();
    for (const ring of document.querySelectorAll<SVGPathElement>('.react-joyride__spotlight path[fill="none"]')) {
      const style = getComputedStyle(ring);
      const half = parseFloat(style.strokeWidth) / 2;
      if (style.stroke === "none" || !(half > 0)) continue;
      const box = ring.getBoundingClientRect();
      const underBar = box.top - half >= bar.top && box.bottom + half <= bar.bottom && box.left - half >= bar.left && box.right + half <= bar.right;
      if (!underBar) found.push({ kind: "spotlight ring", ...boxOf(box) });
    }
    return found;
  }, selector);
}

/**
 * The answer to the server action that records the finished tutorial on the profile: sent in
 * the background on Finish, so a second device opened at once could otherwise beat it.
 */
function serverRecordsCompletion(page: Page) {
  return page.waitForResponse(
    (response) => response.request().method() === "POST" && "next-action" in response.request().headers() && /"completed":true/.test(response.request().postData() ?? "") && response.ok(),
    { timeout: TOUR_START_TIMEOUT },
  );
}

/** A browser with only the session: another device, with none of this one's flags. */
async function secondDevice(browser: Browser, page: Page) {
  const context = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
  return context.newPage();
}

test.describe("onboarding tutorial", () => {
  test("a new student who completes the profile is walked home, marketplace, My shop and the orders sub-tour", async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    const tourCode = watchTourDownloads(page);
    const email = uniqueEmail("tour-walk");
    // Without the phone the profile is incomplete, so the callback asks for it (spec, "Callback").
    await signInAsStudentWithoutPhone(page, email);

    await showTutorial(page);
    await visit(page, "/auth/callback");
    await expect(page).toHaveURL(/\/complete-profile$/);
    await page.getByLabel("Phone number").fill("0712 345 678");
    await page.getByLabel("Register as a Seller").check();
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await expect(page).toHaveURL(/\/home$/);

    const titles = titlesFor(testInfo);
    await expectStep(page, testInfo, titles.home[0]!);
    // Spec: the new-user flag is cleared when the tutorial starts; nothing is completed yet.
    expect(await flags(page)).toMatchObject({ isNewUser: null, tutorialCompleted: null });
    await walkThrough(page, testInfo, titles.home, "Next");

    await expect(page).toHaveURL(/\/studentmarketplace$/);
    await walkThrough(page, testInfo, titles.marketplace, "Next");

    await expect(page).toHaveURL(/\/myshop$/);
    // My shop's terms open by themselves on a first visit; the tour waits for them to close.
    await page.getByRole("dialog", { name: "Terms of Service" }).getByRole("button", { name: "I Understand" }).click();
    await walkThrough(page, testInfo, titles.myshop, "Finish");

    // Spec: the my-shop tour is done, orders are pending, and the Orders tab is opened for the sub-tour.
    expect(await flags(page)).toMatchObject({ myShopTutorialCompleted: "true", ordersTutorialPending: "true", tutorialCompleted: null });
    await expect(page.getByRole("tab", { name: /Orders/ })).toHaveAttribute("aria-selected", "true");
    // A new shop has no orders: the steps about order rows are skipped, and the search is the last step here.
    const recorded = serverRecordsCompletion(page);
    await walkThrough(page, testInfo, ["New orders", "Find an order"], "Finish");
    await recorded;

    await expect(tooltip(page)).toHaveCount(0);
    expect(await flags(page)).toEqual({ tutorialCompleted: "true", myShopTutorialCompleted: null, ordersTutorialPending: null, tutorialProgress: null, isNewUser: null });
    expect((await tourCode.urls()).length, "the tour's code was downloaded for the walk").toBeGreaterThan(0);

    // Another device: the profile says the tutorial is done, so no tour there, and no tour code either.
    const other = await secondDevice(browser, page);
    const otherCode = watchTourDownloads(other);
    await visit(other, "/home");
    await expectNoTour(other);
    expect(await otherCode.urls()).toEqual([]);
    await other.context().close();
  });

  test("a student without a shop is shown how to sell on My shop, no tooltip over Register as a Seller, and registering brings the dashboard's tour", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInAsNewStudent(page, "tour-no-shop");
    const titles = titlesFor(testInfo);
    // Been here before, the tutorial on the marketplace's last step: the step that leads to My shop.
    await page.evaluate((index) => {
      window.localStorage.removeItem("isNewUser");
      window.localStorage.setItem("tutorialProgress", JSON.stringify({ tour: "marketplace", index }));
    }, titles.marketplace.length - 1);
    await showTutorial(page);
    await visit(page, "/studentmarketplace");
    await walkThrough(page, testInfo, titles.marketplace.slice(-1), "Next");
    await expect(page).toHaveURL(/\/myshop$/);

    const register = page.getByRole("button", { name: "Register as a Seller" });
    const offer = OFFER_TITLES[isPhone(testInfo) ? "phone" : "desktop"];
    for (const [i, title] of offer.entries()) {
      const step = await expectStep(page, testInfo, title);
      await expect(register).toBeVisible();
      await expectApart(step, register, `the "${title}" tooltip leaves Register as a Seller uncovered`);
      if (i < offer.length - 1) await step.getByRole("button", { name: "Next", exact: true }).click();
      else await expect(step.getByRole("button", { name: "Finish", exact: true })).toBeVisible();
    }
    expect(await flags(page)).toMatchObject({ tutorialCompleted: null, myShopTutorialCompleted: null });

    // The button is in the spotlight: pressing it opens the shop, and the dashboard that replaces
    // the offer gets the my-shop tour from the top, after the terms a new shop shows by themselves.
    await register.click();
    await page.getByRole("dialog", { name: "Terms of Service" }).getByRole("button", { name: "I Understand" }).click();
    await expectStep(page, testInfo, titles.myshop[0]!);
    expect(await flags(page)).toMatchObject({ tutorialCompleted: null, myShopTutorialCompleted: null, tutorialProgress: JSON.stringify({ tour: "myshop", index: 0 }) });
  });

  test("on a phone, a step at the bottom bar has one highlight, round its target", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), "the bottom bar is a phone's");
    test.setTimeout(120_000);
    await signInAsNewStudent(page, "tour-one-ring");
    await page.evaluate(() => window.localStorage.removeItem("isNewUser"));
    await showTutorial(page);
    await visit(page, "/home");
    const [welcome, marketplaceLink] = TITLES.phone.home;
    await walkThrough(page, testInfo, [welcome!], "Next");
    await expectStep(page, testInfo, marketplaceLink!);
    // Measured once joyride has drawn the step's spotlight (its cut-out is a second path).
    await expect.poll(() => page.locator(".react-joyride__spotlight path").count()).toBeGreaterThanOrEqual(2);
    const target = (await page.locator('[data-tour="bottom-marketplace"]').boundingBox())!;
    const highlights = await highlightsAround(page, '[data-tour="bottom-marketplace"]');
    expect(highlights.map((h) => h.kind), "highlights drawn round the Shop item").toHaveLength(1);
    const [only] = highlights;
    for (const [edge, want] of [["top", target.y], ["left", target.x], ["bottom", target.y + target.height], ["right", target.x + target.width]] as const) {
      expect(Math.abs(only![edge] - want), `the highlight's ${edge} edge is on the target's`).toBeLessThanOrEqual(4);
    }
  });

  test("Skip Tutorial on the marketplace completes it, and Restart replays it from home after the reload", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInAsNewStudent(page, "tour-skip");
    await showTutorial(page);
    await visit(page, "/home");
    const titles = titlesFor(testInfo);
    await walkThrough(page, testInfo, titles.home, "Next");
    await expect(page).toHaveURL(/\/studentmarketplace$/);
    const step = await expectStep(page, testInfo, titles.marketplace[0]!);
    await step.getByRole("button", { name: "Skip Tutorial" }).click();

    await expect(tooltip(page)).toHaveCount(0);
    expect(await flags(page)).toEqual({ tutorialCompleted: "true", myShopTutorialCompleted: null, ordersTutorialPending: null, tutorialProgress: null, isNewUser: null });
    await visit(page, "/studentmarketplace");
    await expectNoTour(page);

    // Restart: in the top bar on desktop, on the profile page on phones (spec, "Navigation bars").
    await recordToasts(page);
    if (isPhone(testInfo)) await visit(page, "/profile");
    else await visit(page, "/cart");
    await page.getByRole("button", { name: "Restart tutorial" }).click();
    await expectToast(page, "Tutorial will restart on the home page");
    await expect(page).toHaveURL(/\/home$/);
    // The reload after 500 ms, then the home tour from its first step.
    await expectStep(page, testInfo, titles.home[0]!);
    expect(await flags(page)).toMatchObject({ tutorialCompleted: null });
    // Close (here Escape) ends this page's tour without completing the tutorial.
    await page.keyboard.press("Escape");
    await expect(tooltip(page)).toHaveCount(0);
    expect(await flags(page)).toMatchObject({ tutorialCompleted: null });
  });

  test("a returning user who finished the tutorial sees no tour and downloads none of its code", async ({ buyerPage: page }) => {
    const tourCode = watchTourDownloads(page);
    // The real flags, not the fixture's stand-in: the demo buyer's profile says the tutorial is done.
    await visit(page, "/cart");
    await showTutorial(page);
    await visit(page, "/home");
    await expectNoTour(page);
    await visit(page, "/studentmarketplace");
    await expectNoTour(page);
    expect(await tourCode.urls()).toEqual([]);
  });

  test("?debug=true shows the tutorial's state, and its buttons start, stop, step, toggle the orders tour and reset", async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsNewSeller(page, "tour-debug", "Debug Duka");
    // A student who has been here before, with the tutorial not finished, who has read the terms.
    await page.evaluate(() => {
      window.localStorage.removeItem("isNewUser");
      window.localStorage.setItem("hasSeenToS", "true");
    });
    await showTutorial(page);
    await visit(page, "/myshop?debug=true");

    const panel = page.getByRole("region", { name: "Tutorial debug" });
    await expect(panel).toBeVisible();
    const phase = panel.getByTestId("tutorial-debug-phase");
    const stepText = panel.getByTestId("tutorial-debug-step");
    const first = "Your shop's dashboard";
    await expect(tooltip(page, first)).toBeVisible({ timeout: TOUR_START_TIMEOUT });
    await expect(phase).toHaveText("running");
    const total = await stepText.textContent().then((text) => Number(text!.split(" of ")[1]));

    await panel.getByRole("button", { name: "Step forward" }).click();
    await expect(stepText).toHaveText(`2 of ${total}`);
    await expect(tooltip(page, first)).toHaveCount(0);
    await panel.getByRole("button", { name: "Step back" }).click();
    await expect(stepText).toHaveText(`1 of ${total}`);
    await expect(tooltip(page, first)).toBeVisible();

    await panel.getByRole("button", { name: "Stop" }).click();
    await expect(tooltip(page)).toHaveCount(0);
    await expect(phase).toHaveText("idle");
    await panel.getByRole("button", { name: "Start" }).click();
    await expect(tooltip(page, first)).toBeVisible();

    await panel.getByRole("button", { name: "Toggle orders tour" }).click();
    await expect(tooltip(page, "New orders")).toBeVisible();
    await expect(panel.getByTestId("tutorial-debug-tour")).toHaveText(/^orders/);
    await expect(page.getByRole("tab", { name: /Orders/ })).toHaveAttribute("aria-selected", "true");
    await panel.getByRole("button", { name: "Toggle orders tour" }).click();
    await expect(tooltip(page)).toHaveCount(0);

    // Reset clears the flags and starts the page over: the my-shop tour comes back by itself.
    await page.evaluate(() => {
      window.localStorage.setItem("myShopTutorialCompleted", "true");
    });
    await panel.getByRole("button", { name: "Reset" }).click();
    await expect(panel.getByTestId("tutorial-debug-completed-flag")).toHaveText("(none)");
    expect(await flags(page)).toMatchObject({ myShopTutorialCompleted: null, ordersTutorialPending: null, tutorialProgress: null });
    await expect(tooltip(page, first)).toBeVisible({ timeout: TOUR_START_TIMEOUT });
  });

  test("the add-product form on My shop gets its own sub-tour, then the my-shop tour carries on", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInAsNewSeller(page, "tour-add", "Add Duka");
    await page.evaluate(() => {
      window.localStorage.removeItem("isNewUser");
      window.localStorage.setItem("hasSeenToS", "true");
    });
    await showTutorial(page);
    await visit(page, "/myshop");
    const shop = titlesFor(testInfo).myshop;
    const at = shop.indexOf("Add a product");
    await walkThrough(page, testInfo, shop.slice(0, at), "Next");
    await expectStep(page, testInfo, "Add a product");
    // The spotlight lets the highlighted button be used: the form opens, and its tour starts.
    await page.getByRole("button", { name: "Add Product", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Add Product" });
    await expect(form).toBeVisible();
    const fields = isPhone(testInfo) ? ["Product name", "Price", "Photo", "Publish"] : ["Product name", "Price", "Description", "Category", "Photo", "Publish"];
    await walkThrough(page, testInfo, fields, "Finish");
    await expect(tooltip(page)).toHaveCount(0);
    await expect(form).toBeVisible();
    // Closing the form brings back the my-shop tour where it was.
    await form.getByRole("button", { name: "Close" }).click();
    await expectStep(page, testInfo, "Add a product");
  });

  test("a step whose element is missing is skipped with a console warning, and the page keeps working", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" && message.text().startsWith("Tutorial:")) warnings.push(message.text());
    });
    await signInAsNewStudent(page, "tour-missing");
    await showTutorial(page);
    await visit(page, "/home");
    const titles = titlesFor(testInfo);
    await expectStep(page, testInfo, titles.home[0]!);
    // The next step's element leaves the page before Next is pressed.
    await page.evaluate((phone) => document.querySelector(phone ? '[data-tour="bottom-marketplace"]' : '[data-tour="nav-bar"]')?.removeAttribute("data-tour"), isPhone(testInfo));
    await tooltip(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, testInfo, titles.home[2]!);
    expect(warnings.join("\n")).toContain(isPhone(testInfo) ? "home-marketplace-link" : "home-navigation");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
