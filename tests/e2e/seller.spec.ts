import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, isPhone, logIn, visit } from "./support";

// A seller's whole round: terms, shop settings with a banner, a listing with a
// photo from disk, seen on My shop, the seller page and the marketplace, then
// sold, re-priced and deleted. Each width uses its own demo seller, so the two
// projects running side by side never touch the same shop.
const SELLER_BY_PROJECT = { desktop: "kiprop.seller@demo.campusmarket.ke", phone: "njeri.seller@demo.campusmarket.ke" } as const;
const PHOTO = path.join(process.cwd(), "public/demo/products/desk-lamp-led.webp");
const BANNER = path.join(process.cwd(), "public/demo/banners/kiprop.webp");

function sellerEmail(testInfo: TestInfo) {
  return SELLER_BY_PROJECT[testInfo.project.name as keyof typeof SELLER_BY_PROJECT];
}

async function signInAs(page: Page, email: string) {
  await visit(page, "/auth");
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
}

/** The card of a listing in a grid, found by its name. */
const cardOf = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("seller workspace", () => {
  test("a seller sees the terms once, sets up the shop, lists, sells, re-prices and deletes a product", async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, sellerEmail(testInfo));

    // The terms open by themselves on the first visit, close with I Understand, and stay closed after.
    await visit(page, "/myshop");
    const terms = page.getByRole("dialog", { name: "Terms of Service" });
    await expect(terms).toBeVisible();
    await terms.getByRole("button", { name: "I Understand" }).click();
    await expect(terms).toBeHidden();
    await page.reload();
    await page.waitForTimeout(1500); // longer than the 1 s auto-open delay
    await expect(terms).toBeHidden();
    // The banner's link opens them, and Escape closes them; the banner stays away once dismissed.
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
    // The header's button opens them too; a click outside closes them.
    await page.getByRole("button", { name: "Terms of Service", exact: true }).click();
    await expect(terms).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(terms).toBeHidden();

    // Shop settings with a banner.
    await page.getByRole("button", { name: /^(Edit Shop|Customize Shop)$/ }).click();
    const settings = page.getByRole("dialog", { name: /Edit Shop|Customize Shop/ });
    await settings.getByLabel("Shop name").fill("");
    await settings.getByRole("button", { name: "Save Shop Settings" }).click();
    await expect(settings.getByText("Shop name is required")).toBeVisible();
    const shopName = `Hostel Deals ${testInfo.project.name}`;
    await settings.getByLabel("Shop name").fill(shopName);
    await settings.getByLabel(/Shop banner/).setInputFiles(BANNER);
    await settings.getByRole("button", { name: "Save Shop Settings" }).click();
    await expect(page.getByText("Shop settings updated successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: shopName })).toBeVisible();
    await expect(page.locator('img[src*="shop-banners"]').first()).toBeVisible();

    // A product with a photo from disk.
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
    await expect(page.getByText("Product added successfully")).toBeVisible();
    await expect(add).toBeHidden();

    const card = cardOf(page, name);
    await expect(card).toBeVisible();
    await expect(card.getByText("KES 950.00")).toBeVisible();
    await expect(card.getByText("Used - Like New")).toBeVisible();
    await expect(card.locator('img[src*="product-images"]')).toBeVisible();
    const productHref = await card.getByRole("link", { name }).getAttribute("href");
    expect(productHref).toMatch(/^\/product\/[0-9a-f-]{36}$/);

    // On the public seller page and in the marketplace (newest first).
    await page.goto(productHref!);
    await page.getByRole("region", { name: "Seller" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: shopName })).toBeVisible();
    await expect(cardOf(page, name)).toBeVisible();
    await visit(page, "/studentmarketplace");
    await expect(cardOf(page, name)).toBeVisible();

    // Mark it sold from My shop: the badge changes at once.
    await visit(page, "/myshop");
    await page.getByRole("button", { name: `Status of ${name}: Active` }).click();
    await expect(page.getByRole("menuitem", { name: "Active" })).toHaveAttribute("data-disabled", "");
    await page.getByRole("menuitem", { name: "Sold" }).click();
    await expect(cardOf(page, name).getByText("Sold", { exact: true })).toBeVisible();
    await expect(page.getByText("Product marked as sold")).toBeVisible();

    // A buyer sees Sold and Not Available.
    const buyerContext = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize() });
    const buyer = await buyerContext.newPage();
    await buyer.goto(productHref!);
    await expect(buyer.getByRole("status").filter({ hasText: /^Sold$/ })).toBeVisible();
    await expect(buyer.getByRole("button", { name: "Not Available" })).toBeDisabled();
    await buyerContext.close();

    // Edit its price.
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await expect(edit.getByLabel("Condition")).toHaveValue("like_new");
    await edit.getByLabel("Price (KES)").fill("800");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();
    await expect(cardOf(page, name).getByText("KES 800.00")).toBeVisible();

    // Delete after confirming.
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete product" });
    await expect(confirm.getByText("Are you sure you want to delete this product? This action cannot be undone.")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Product deleted successfully")).toBeVisible();
    await expect(cardOf(page, name)).toHaveCount(0);
    const gone = await page.goto(productHref!);
    expect(gone?.status()).toBe(404);
  });

  test("a buyer opening My shop is offered to become a seller", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "one width is enough for this offer");
    await signInAs(page, "buyer@demo.campusmarket.ke");
    await visit(page, "/myshop");
    await expect(page.getByRole("heading", { name: "Open your shop" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Register as a Seller" })).toBeVisible();
  });

  test("following a shop toggles at once and survives a reload", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "one width is enough; the demo buyer's follows are shared");
    await signInAs(page, "buyer@demo.campusmarket.ke");
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
