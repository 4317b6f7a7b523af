import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BOUGHT_OUT_BY_TESTS, seededProduct } from "./demo";
import { buyNow, expectConfirmation, payWith } from "./checkout-steps";
import { isPhone, look, visit } from "./support";

// The demo data as a new student meets it: one category for every book
// (docs/decisions/one-books-category.md), and listings that count their stock, so buying the
// last one sells it (docs/decisions/stock.md).

const NOVEL = seededProduct("things-fall-apart");
/** Otieno's one Samsung phone: this spec buys it, so it is sold for the rest of the run (BOUGHT_OUT_BY_TESTS). */
const LAST_PHONE = seededProduct(BOUGHT_OUT_BY_TESTS[0]!);

/** The marketplace's list of categories: the sidebar on desktop, the full list behind More on a phone. */
async function categoryNames(page: Page, phone: boolean): Promise<string[]> {
  if (!phone) return page.getByRole("navigation", { name: "Categories" }).getByRole("link").allInnerTexts();
  await page.getByRole("navigation", { name: "Popular categories" }).getByRole("button", { name: "More" }).click();
  const all = page.getByRole("dialog", { name: "All categories" });
  await expect(all).toBeVisible();
  // Each link reads its name, then its count of items for sale.
  return all.getByRole("link").evaluateAll((links) => links.map((link) => (link.querySelector("span")?.firstChild?.textContent ?? link.textContent ?? "").trim()));
}

test.describe("one category for books", () => {
  test("the marketplace lists Textbooks and no other books category, a novel is under Textbooks, and /category/Books leads there", async ({ page }, testInfo) => {
    const width = isPhone(testInfo) ? 390 : 1280;
    await visit(page, "/studentmarketplace");
    const names = await categoryNames(page, isPhone(testInfo));
    expect(names).toContain("Textbooks");
    expect(names.filter((name) => /book/i.test(name))).toEqual(["Textbooks"]);
    await look(page, testInfo, `marketplace-categories-${width}`);

    // An old address of the books category, and the spec's product-form name for it.
    const response = await page.goto("/category/Books");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/category\/Textbooks$/);
    const books = page.getByRole("list", { name: "Textbooks products" });
    await expect(books.getByRole("heading", { name: NOVEL.name, exact: true })).toBeVisible();
    await expect(books.getByRole("heading", { name: seededProduct("calculus-early-transcendentals").name, exact: true })).toBeVisible();

    await visit(page, "/home");
    const textbooks = page.getByRole("region", { name: "Shop by category" }).getByRole("link", { name: /Textbooks/ });
    await expect(textbooks).toHaveAttribute("href", "/category/Textbooks");
    // Phones show the cards without their descriptions.
    if (!isPhone(testInfo)) await expect(textbooks).toContainText("novels");
    await look(page, testInfo, `home-categories-${width}`);
  });
});

test.describe("demo listings count their stock", () => {
  test("buying the last one of a demo listing sells it: its page says Sold and it leaves its category", async ({ shopperPage: page }, testInfo) => {
    test.skip(!isPhone(testInfo), "a purchase, made where students buy: on a phone");
    await visit(page, "/category/Electronics");
    const card = page.getByRole("list", { name: "Electronics products" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: LAST_PHONE.name, exact: true }) });
    await expect(card).toContainText("1 left");

    await buyNow(page, LAST_PHONE);
    await payWith(page, "0722 000 451");
    await expectConfirmation(page, LAST_PHONE.price);

    await visit(page, LAST_PHONE.path);
    await expect(page.getByRole("status").filter({ hasText: "Sold" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Not Available" })).toBeDisabled();
    await visit(page, "/category/Electronics");
    await expect(page.getByRole("list", { name: "Electronics products" }).getByRole("heading", { name: LAST_PHONE.name, exact: true })).toHaveCount(0);
  });
});
