import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToast, isPhone, look, recordToasts, visit } from "./support";

// Category hygiene: sellers' categories go live at once (see docs/decisions/category-suggestions.md); an empty
// one stays out of the browse lists, and staff rename, merge and hide them on
// /admin/categories. Each width works on categories its own demo seller suggests.

/** A seller's suggestion through the product form's dialog, as a seller makes one; answers its id. */
async function suggestCategory(seller: Page, name: string): Promise<string> {
  await visit(seller, "/add-product");
  await seller.getByRole("button", { name: "Suggest New Category" }).click();
  const dialog = seller.getByRole("dialog", { name: "Suggest New Category" });
  await dialog.getByLabel("Category name").fill(name);
  await dialog.getByRole("button", { name: "Add Category" }).click();
  await expectToast(seller, "New category added");
  const select = seller.getByLabel("Category", { exact: true });
  await expect(select.locator("option:checked")).toHaveText(name);
  // The temporary entry is replaced by the saved one (an id) once the action answers.
  await expect(select).toHaveValue(/^[0-9a-f-]{36}$/);
  return select.inputValue();
}

/** A listing in that category, posted to the route the product form uses. */
async function listIn(seller: Page, categoryId: string, testInfo: TestInfo) {
  const name = `Lab goggles ${testInfo.project.name} ${Date.now()}`;
  const response = await seller.request.post("/api/seller/products", {
    multipart: { name, price: "450", description: "Splash-proof, anti-fog, fits over glasses.", categoryId, condition: "good" },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string } };
  return `/product/${data.id}`;
}

const categoryLinks = (page: Page, name: string) => page.locator(`a[href="/category/${encodeURIComponent(name)}"]`);

/**
 * Waits until the server's HTML of `path` has (or lacks) `text`: a public page is cached
 * for up to 60 s and expired when the database announces a change. Read over
 * HTTP, not in the tab, so the tab's accessibility checks do not run on every try.
 */
async function eventuallyServed(page: Page, path: string, text: string, present = true) {
  await expect
    // A reused keep-alive socket the server has just closed answers ECONNRESET: that try is
    // only asked again, like a page still cached.
    .poll(async () => (await page.request.get(path).then((response) => response.text()).catch(() => null))?.includes(text) ?? null, { timeout: 60_000, intervals: [500, 1_000, 2_000] })
    .toBe(present);
}

test.describe("categories for staff", () => {
  test("an empty suggestion is not browsable; staff rename it, merge another into it and hide it", async ({ page, sellerPage: seller, staffPage: staff }, testInfo) => {
    test.setTimeout(300_000);
    await seller.addInitScript(() => window.localStorage.setItem("hasSeenToS", "true"));
    await recordToasts(seller);
    await recordToasts(staff);
    const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
    const sourceName = `Lab kit ${stamp}`;
    const targetName = `Lab gear ${stamp}`;
    const sourceId = await suggestCategory(seller, sourceName);
    await suggestCategory(seller, targetName);

    // Empty: not in the marketplace's category list, and its page knows nothing of it.
    await visit(page, "/studentmarketplace");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(categoryLinks(page, sourceName)).toHaveCount(0);

    // With an active product it is listed (the cache hears the new listing from the database).
    const product = await listIn(seller, sourceId, testInfo);
    await eventuallyServed(page, "/studentmarketplace", `href="/category/${encodeURIComponent(sourceName)}"`);

    // Staff see both with their state and counts.
    await visit(staff, "/admin/categories");
    const source = staff.getByTestId("category-row").filter({ has: staff.getByText(sourceName, { exact: true }) });
    const target = staff.getByTestId("category-row").filter({ has: staff.getByText(targetName, { exact: true }) });
    await expect(source).toContainText("Suggested by");
    await expect(source).toHaveAttribute("data-active", "1");
    await expect(target).toContainText("Not listed yet: no active product");
    await expect(staff.getByTestId("category-row").filter({ hasText: "Built-in" }).first()).toBeVisible();
    // The page never scrolls sideways; the table scrolls inside its frame if it must.
    expect(await staff.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await look(staff, testInfo, "admin-categories");

    // Rename: the product keeps it and its page shows the new name.
    const renamed = `Lab supplies ${stamp}`;
    await source.getByRole("button", { name: `Rename ${sourceName}` }).click();
    const renameDialog = staff.getByRole("dialog", { name: `Rename ${sourceName}` });
    await renameDialog.getByLabel("New name").fill("All");
    await renameDialog.getByRole("button", { name: "Rename" }).click();
    await expect(renameDialog.getByText("This name is used by All Products")).toBeVisible();
    await renameDialog.getByLabel("New name").fill(renamed);
    await renameDialog.getByRole("button", { name: "Rename" }).click();
    await expectToast(staff, `Category renamed to ${renamed}`);
    const renamedRow = staff.getByTestId("category-row").filter({ has: staff.getByText(renamed, { exact: true }) });
    await expect(renamedRow).toBeVisible();
    await eventuallyServed(page, product, `href="/category/${encodeURIComponent(renamed)}"`);

    // Merge the renamed one into the other: its product moves, it disappears.
    await renamedRow.getByRole("button", { name: `Merge ${renamed}` }).click();
    const mergeDialog = staff.getByRole("dialog", { name: `Merge ${renamed}` });
    await expect(mergeDialog.getByRole("option", { name: renamed, exact: true })).toHaveCount(0);
    if (!isPhone(testInfo)) await look(staff, testInfo, "admin-categories-merge");
    await mergeDialog.getByLabel("Merge into").selectOption({ label: targetName });
    await mergeDialog.getByRole("button", { name: "Merge" }).click();
    await expectToast(staff, `${renamed} merged into ${targetName}; 1 product(s) moved`);
    await expect(renamedRow).toHaveCount(0);
    await expect(target).toHaveAttribute("data-active", "1");

    // Its old addresses (a bookmark, a shared link) lead to the category it went into, with
    // their filters (the 308 itself: tests/integration/admin-categories.test.ts).
    for (const oldName of [sourceName, renamed]) {
      await page.goto(`/category/${encodeURIComponent(oldName)}?condition=good`);
      await expect(page).toHaveURL(`/category/${encodeURIComponent(targetName)}?condition=good`);
      await expect(page.getByRole("heading", { level: 1, name: targetName })).toBeVisible();
    }

    // Hide it: its product moves to Other and it leaves the lists.
    await target.getByRole("button", { name: `Hide ${targetName}` }).click();
    const hideDialog = staff.getByRole("dialog", { name: `Hide ${targetName}?` });
    await expect(hideDialog).toContainText("move to Other");
    await hideDialog.getByRole("button", { name: "Hide" }).click();
    await expectToast(staff, `${targetName} hidden; 1 product(s) moved to Other`);
    await expect(target).toHaveAttribute("data-hidden", "true");
    await expect(target.getByRole("button", { name: `Show ${targetName}` })).toBeVisible();
    await expect(staff.getByTestId("category-row").filter({ has: staff.getByText("Other", { exact: true }) }).getByRole("button")).toHaveCount(0);
    await eventuallyServed(page, product, `href="/category/Other"`);
    await eventuallyServed(page, "/studentmarketplace", `href="/category/${encodeURIComponent(targetName)}"`, false);
  });
});
