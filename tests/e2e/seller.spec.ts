import path from "node:path";
import { expect, test } from "./fixtures";
import type { Page, TestInfo } from "@playwright/test";
import { demoCategoryId } from "./demo";
import { expectToast, isPhone, recordToasts, visit } from "./support";

// A seller's workspace, one behaviour per test: the terms, shop settings with a banner,
// a listing with a photo from disk seen on My shop, the seller page and the marketplace,
// then sold, re-priced and deleted. Each width signs in as its own demo seller
// (`sellerPage`), so the two projects running side by side never touch the same shop.
const PHOTO = path.join(process.cwd(), "public/demo/products/desk-lamp-led.webp");
const BANNER = path.join(process.cwd(), "public/demo/banners/kiprop.webp");
// Longer than the terms dialog's 1 s auto-open delay (TOS_AUTO_OPEN_DELAY_MS).
const PAST_AUTO_OPEN_MS = 2_000;

/** The card of a listing in a grid, found by its name. */
const cardOf = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** A seller who read the terms on an earlier visit: the dialog does not open by itself over the test's clicks. */
async function termsAlreadySeen(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenToS", "true"));
}

/**
 * A listing of this seller's to work on (Electronics, like new, KES 950), posted to the
 * route the Add Product dialog uses; adding one through the dialog is a test of its own.
 */
async function createListing(page: Page, testInfo: TestInfo) {
  const name = `Desk lamp ${testInfo.project.name} ${Date.now()}`;
  const response = await page.request.post("/api/seller/products", {
    multipart: { name, price: "950", description: "LED, three brightness levels, USB charging.", categoryId: demoCategoryId("Electronics"), condition: "like_new" },
  });
  expect(response.status(), await response.text()).toBe(201);
  // The route answers the action contract's shape: the saved product is `data`.
  const { data } = (await response.json()) as { data: { id: string } };
  return { name, path: `/product/${data.id}` };
}

/** Lets the page finish what a timer just started: React renders in a task of its own, queued before this one. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

test.describe("seller terms of service", () => {
  test("the terms open by themselves on the first visit to My shop and stay closed once understood", async ({ sellerPage: page }) => {
    // The dialog opens from a 1 s timer: the test moves the page's clock on instead of waiting.
    await page.clock.install();
    await visit(page, "/myshop");
    const terms = page.getByRole("dialog", { name: "Terms of Service" });
    const notice = page.getByRole("region", { name: "Terms of Service notice" });
    await page.clock.runFor(PAST_AUTO_OPEN_MS);
    await expect(terms).toBeVisible();
    await terms.getByRole("button", { name: "I Understand" }).click();
    await expect(terms).toBeHidden();

    await page.reload();
    // The notice is drawn once My shop has hydrated, so the dialog's own timer, if any, is set by now.
    await expect(notice).toBeVisible();
    await page.clock.runFor(PAST_AUTO_OPEN_MS);
    await settle(page);
    await expect(terms).toBeHidden();
  });

  test("the notice's link opens the terms, Escape closes them, and a dismissed notice stays away", async ({ sellerPage: page }) => {
    await termsAlreadySeen(page);
    await visit(page, "/myshop");
    const terms = page.getByRole("dialog", { name: "Terms of Service" });
    const notice = page.getByRole("region", { name: "Terms of Service notice" });
    await notice.getByRole("button", { name: "Terms of Service" }).click();
    await expect(terms).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(terms).toBeHidden();
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole("button", { name: /^(Edit Shop|Customize Shop)$/ })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test("the header's Terms of Service button opens the terms, and a click outside closes them", async ({ sellerPage: page }) => {
    await termsAlreadySeen(page);
    await visit(page, "/myshop");
    const terms = page.getByRole("dialog", { name: "Terms of Service" });
    const header = page.getByRole("region").filter({ has: page.getByRole("heading", { level: 1 }) });
    await header.getByRole("button", { name: "Terms of Service", exact: true }).click();
    await expect(terms).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(terms).toBeHidden();
  });
});

test.describe("seller workspace", () => {
  test.beforeEach(async ({ sellerPage }) => {
    await termsAlreadySeen(sellerPage);
    await recordToasts(sellerPage);
  });

  test("a seller must name the shop, and a saved name and banner show on My shop", async ({ sellerPage: page }, testInfo) => {
    await visit(page, "/myshop");
    await page.getByRole("button", { name: /^(Edit Shop|Customize Shop)$/ }).click();
    const settings = page.getByRole("dialog", { name: /Edit Shop|Customize Shop/ });
    await settings.getByLabel("Shop name").fill("");
    await settings.getByRole("button", { name: "Save Shop Settings" }).click();
    await expect(settings.getByText("Shop name is required")).toBeVisible();
    const shopName = `Hostel Deals ${testInfo.project.name}`;
    await settings.getByLabel("Shop name").fill(shopName);
    await settings.getByLabel(/Shop banner/).setInputFiles(BANNER);
    await settings.getByRole("button", { name: "Save Shop Settings" }).click();
    await expectToast(page, "Shop settings updated successfully");
    await expect(page.getByRole("heading", { level: 1, name: shopName })).toBeVisible();
    await expect(page.locator('img[src*="shop-banners"]').first()).toBeVisible();
  });

  test("a seller lists a product with a photo from disk and its card shows on My shop", async ({ sellerPage: page }, testInfo) => {
    await visit(page, "/myshop");
    const name = `Desk lamp ${testInfo.project.name} ${Date.now()}`;
    await page.getByRole("button", { name: "Add Product", exact: true }).click();
    const add = page.getByRole("dialog", { name: "Add Product" });
    await add.getByLabel("Product name").fill(name);
    await add.getByLabel("Price (KES)").fill("950");
    await add.getByLabel("Description").fill("LED, three brightness levels, USB charging.");
    await add.getByLabel("Category").selectOption({ label: "Electronics" });
    await add.getByLabel("Condition").selectOption("like_new");
    await add.getByLabel(/Photo/).setInputFiles(PHOTO);
    await expect(add.getByRole("img", { name: "Selected image preview" })).toBeVisible();
    await add.getByRole("button", { name: "Add Product", exact: true }).click();
    await expectToast(page, "Product added successfully");
    await expect(add).toBeHidden();

    const card = cardOf(page, name);
    await expect(card).toBeVisible();
    await expect(card.getByText("KES 950.00")).toBeVisible();
    await expect(card.getByText("Used - Like New")).toBeVisible();
    await expect(card.locator('img[src*="product-images"]')).toBeVisible();
    expect(await card.getByRole("link", { name }).getAttribute("href")).toMatch(/^\/product\/[0-9a-f-]{36}$/);
  });

  test("a new listing shows on the seller's public page and in the marketplace", async ({ sellerPage: page }, testInfo) => {
    const listing = await createListing(page, testInfo);
    await visit(page, "/myshop");
    const shopName = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

    // From the product page's seller block to the public seller page (newest first).
    await page.goto(listing.path);
    await page.getByRole("region", { name: "Seller" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: shopName })).toBeVisible();
    await expect(cardOf(page, listing.name)).toBeVisible();
    await visit(page, "/studentmarketplace");
    await expect(cardOf(page, listing.name)).toBeVisible();
  });

  test("a seller marks a listing sold from My shop, and buyers see it Sold and Not Available", async ({ sellerPage: page, buyerPage: buyer }, testInfo) => {
    const listing = await createListing(page, testInfo);
    await visit(page, "/myshop");
    await page.getByRole("button", { name: `Status of ${listing.name}: Active` }).click();
    await expect(page.getByRole("menuitem", { name: "Active" })).toHaveAttribute("data-disabled", "");
    await page.getByRole("menuitem", { name: "Sold" }).click();
    // The badge changes at once.
    await expect(cardOf(page, listing.name).getByText("Sold", { exact: true })).toBeVisible();
    await expectToast(page, "Product marked as sold");

    await buyer.goto(listing.path);
    await expect(buyer.getByRole("status").filter({ hasText: /^Sold$/ })).toBeVisible();
    await expect(buyer.getByRole("button", { name: "Not Available" })).toBeDisabled();
  });

  test("a seller re-prices a listing from My shop", async ({ sellerPage: page }, testInfo) => {
    const listing = await createListing(page, testInfo);
    await visit(page, "/myshop");
    await page.getByRole("button", { name: `Edit ${listing.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await expect(edit.getByLabel("Condition")).toHaveValue("like_new");
    await edit.getByLabel("Price (KES)").fill("800");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Product updated successfully");
    await expect(cardOf(page, listing.name).getByText("KES 800.00")).toBeVisible();
  });

  test("a seller deletes a listing after confirming, and its page is gone", async ({ sellerPage: page }, testInfo) => {
    const listing = await createListing(page, testInfo);
    await visit(page, "/myshop");
    await page.getByRole("button", { name: `Delete ${listing.name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete product" });
    await expect(confirm.getByText("Are you sure you want to delete this product? This action cannot be undone.")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Product deleted successfully");
    await expect(cardOf(page, listing.name)).toHaveCount(0);
    const gone = await page.goto(listing.path);
    expect(gone?.status()).toBe(404);
  });
});

test.describe("My shop for others", () => {
  test("a buyer opening My shop is offered to become a seller", async ({ buyerPage: page }, testInfo) => {
    test.skip(isPhone(testInfo), "one width is enough for this offer");
    await visit(page, "/myshop");
    await expect(page.getByRole("heading", { name: "Open your shop" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Register as a Seller" })).toBeVisible();
  });

  test("following a shop toggles at once and survives a reload", async ({ buyerPage: page }, testInfo) => {
    test.skip(isPhone(testInfo), "one width is enough; the demo buyer's follows are shared");
    await visit(page, "/studentmarketplace");
    await page.getByRole("link", { name: "View Seller" }).first().click();
    const follow = page.getByRole("button", { name: /^(Follow|Following)$/ });
    const before = (await follow.textContent())!.trim();
    const after = before === "Follow" ? "Following" : "Follow";
    await follow.click();
    await expect(follow).toHaveText(after);
    // The write is done when the button is no longer busy.
    await expect(follow).not.toHaveAttribute("aria-busy", "true");
    await page.reload();
    await expect(page.getByRole("button", { name: /^(Follow|Following)$/ })).toHaveText(after);
    // Put it back for the next run.
    await page.getByRole("button", { name: after }).click();
    await expect(page.getByRole("button", { name: /^(Follow|Following)$/ })).toHaveText(before);
    await expect(page.getByRole("button", { name: before })).not.toHaveAttribute("aria-busy", "true");
  });
});
