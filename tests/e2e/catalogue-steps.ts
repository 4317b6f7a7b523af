import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { isPhone } from "./support";

// Browsing steps the catalogue specs share (catalogue.spec.ts, catalogue-browsing.spec.ts).

/** "KES 38,000.00" -> 38000 */
export const kes = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** The cards of a product grid (a list named after what it shows). */
export const cardsIn = (page: Page, listName: string) => page.getByRole("list", { name: listName, exact: true }).getByRole("listitem");

/** Each card's own price, in order (the struck-through original is left out). */
export async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.evaluateAll((items) =>
    items.map((item) => Array.from(item.querySelectorAll("p > span")).find((s) => /^KES [\d,]+\.\d{2}$/.test(s.textContent ?? ""))?.textContent ?? ""),
  );
  return texts.map(kes);
}

/** The sort and filter controls of a category page: the sidebar form on desktop, the dialog on phones. */
export async function openFilters(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (isPhone(testInfo)) {
    await page.getByRole("button", { name: /^Sort & Filters/ }).click();
    const dialog = page.getByRole("dialog", { name: "Sort & Filters" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  return page.getByRole("form", { name: "Sort and filters" });
}

/** Phones apply on the button; the desktop sidebar applies by itself after the debounce. */
export async function applyFilters(panel: Locator, testInfo: TestInfo) {
  if (!isPhone(testInfo)) return;
  await panel.getByRole("button", { name: "Apply Filters" }).click();
  await expect(panel).toBeHidden();
}
