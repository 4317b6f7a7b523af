import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { applyFilters, cardPrices, cardsIn, openFilters } from "./catalogue-steps";
import { isPhone, look, visit } from "./support";

// Browsing as a new student does it: the price filter's number inputs
// and two-thumb slider, the chip that removes the range, every filter of the desktop sidebar
// in a 1280x720 window and the results kept in view while filtering, the search placeholder
// whole in its box, and every category reachable from a phone's chip strip.
// Reads the seeded demo data and changes nothing in the database.


async function typePrice(panel: Locator, name: "Min (KES)" | "Max (KES)", amount: string) {
  const input = panel.getByRole("spinbutton", { name });
  await input.fill(amount);
  await input.press("Enter");
}

const prices = (url: URL) => ({ min: url.searchParams.get("minPrice"), max: url.searchParams.get("maxPrice") });

/** Where the top of the results is, against the viewport. */
const resultsTop = (page: Page) =>
  page.getByTestId("filtered-results").evaluate((element) => ({ top: element.getBoundingClientRect().top, height: window.innerHeight }));

/**
 * Every control of the desktop filter sidebar (sort, the four conditions, both prices, the
 * slider's thumbs, every campus) lies inside the window, and the sidebar has no scroll of its own.
 */
async function expectEveryFilterInWindow(sidebar: Locator, form: Locator) {
  const inner = await sidebar.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
  expect(inner.scrollHeight, "the sidebar scrolls inside itself").toBeLessThanOrEqual(inner.clientHeight);
  // The slider's own form inputs are never shown: only what a visitor sees counts.
  const controls = form.locator('select, input, [role="slider"]').filter({ visible: true });
  // Sort, 4 conditions, 2 prices, 2 thumbs and the demo's 4 campuses.
  await expect(controls).toHaveCount(13);
  const outside = await controls.evaluateAll((elements) =>
    elements
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth)
      .map(({ element, box }) => `${element.getAttribute("aria-label") || element.id || (element as HTMLInputElement).value} at ${Math.round(box.top)}-${Math.round(box.bottom)}`),
  );
  expect(outside, `filters outside a ${await sidebar.evaluate(() => window.innerHeight)}px-high window`).toEqual([]);
  // The sort shows its longest choice whole, beside the select's own arrow (about 20px).
  const sort = await form.getByRole("combobox", { name: "Sort by" }).evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      widest: Math.max(...Array.from(select.options, (option) => canvas.measureText(option.text).width)),
      room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20,
    };
  });
  expect(sort.widest, "the sort's choice is cut").toBeLessThanOrEqual(sort.room);
}

test.describe("the price filter", () => {
  test("a range typed in the number inputs filters the results, lives in the URL and shows as a removable chip", async ({ page }, testInfo) => {
    await visit(page, "/category/Textbooks?condition=good");
    const cards = cardsIn(page, "Textbooks products");
    await expect(cards.first()).toBeVisible();

    const panel = await openFilters(page, testInfo);
    await typePrice(panel, "Min (KES)", "1000");
    await typePrice(panel, "Max (KES)", "2000");
    // The slider follows the typed amounts.
    await expect(panel.getByRole("slider", { name: "Minimum price" })).toHaveAttribute("aria-valuenow", "1000");
    await expect(panel.getByRole("slider", { name: "Maximum price" })).toHaveAttribute("aria-valuenow", "2000");
    await applyFilters(panel, testInfo);

    await expect(page).toHaveURL((url) => prices(url).min === "1000" && prices(url).max === "2000" && url.searchParams.get("condition") === "good");
    await expect(page.getByText("Updating results...")).toBeHidden();
    for (const price of await cardPrices(cards)) {
      expect(price).toBeGreaterThanOrEqual(1000);
      expect(price).toBeLessThanOrEqual(2000);
    }

    const chip = page.getByRole("button", { name: "Remove price filter KES 1,000 – 2,000" });
    await expect(chip).toBeVisible();
    await look(page, testInfo, "category-price-filter");

    // The chip takes the range away and leaves the other filters as they were.
    await chip.click();
    await expect(page).toHaveURL((url) => prices(url).min === null && prices(url).max === null && url.searchParams.get("condition") === "good");
    await expect(chip).toBeHidden();
    const again = await openFilters(page, testInfo);
    await expect(again.getByRole("spinbutton", { name: "Min (KES)" })).toHaveValue("0");
    await expect(again.getByRole("spinbutton", { name: "Max (KES)" })).toHaveValue("100000");
  });

  test("the slider moves by keyboard in the spec's steps of KES 1,000 and the results follow", async ({ page }, testInfo) => {
    await visit(page, "/category/Electronics");
    const cards = cardsIn(page, "Electronics products");
    await expect(cards.first()).toBeVisible();

    const panel = await openFilters(page, testInfo);
    const minThumb = panel.getByRole("slider", { name: "Minimum price" });
    await minThumb.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(minThumb).toHaveAttribute("aria-valuenow", "2000");
    await expect(minThumb).toHaveAttribute("aria-valuetext", "KES 2,000.00");
    await expect(panel.getByRole("spinbutton", { name: "Min (KES)" })).toHaveValue("2000");
    await applyFilters(panel, testInfo);

    await expect(page).toHaveURL((url) => prices(url).min === "2000" && prices(url).max === null);
    await expect(page.getByText("Updating results...")).toBeHidden();
    await expect.poll(async () => (await cardPrices(cards)).every((price) => price >= 2000)).toBe(true);
    await expect(page.getByRole("button", { name: "Remove price filter From KES 2,000" })).toBeVisible();
    // The keyboard stays where it was on the desktop, where the sidebar applies by itself.
    if (!isPhone(testInfo)) await expect(minThumb).toBeFocused();
  });

  test("the maximum can never be set below the minimum", async ({ page }, testInfo) => {
    await visit(page, "/category/all?minPrice=3000");
    const panel = await openFilters(page, testInfo);
    const min = panel.getByRole("spinbutton", { name: "Min (KES)" });
    const max = panel.getByRole("spinbutton", { name: "Max (KES)" });
    await expect(min).toHaveValue("3000");

    // A maximum typed under the minimum takes the minimum down with it.
    await typePrice(panel, "Max (KES)", "1000");
    await expect(max).toHaveValue("1000");
    await expect(min).toHaveValue("1000");
    // And the maximum's thumb cannot be pushed under the minimum's.
    await panel.getByRole("slider", { name: "Maximum price" }).focus();
    await page.keyboard.press("ArrowLeft");
    const values = await panel.getByRole("slider").evaluateAll((thumbs) => thumbs.map((t) => Number(t.getAttribute("aria-valuenow"))));
    expect(values[1]).toBeGreaterThanOrEqual(values[0]!);
    await applyFilters(panel, testInfo);

    await expect(page).toHaveURL((url) => Number(prices(url).max ?? 100_000) >= Number(prices(url).min ?? 0) && prices(url).max !== null);
  });
});

test.describe("filtering keeps the results in view", () => {
  test("at 1280x720 every filter of the sidebar is in the window, from the top of the page and deep in the results, with no scroll inside the sidebar", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "the sidebar is the desktop's; phones filter in a dialog");
    await page.setViewportSize({ width: 1280, height: 720 });
    await visit(page, "/category/all");
    const cards = cardsIn(page, "All Products products");
    await expect(cards.first()).toBeVisible();
    const sidebar = page.getByTestId("browse-sidebar");
    const form = page.getByRole("form", { name: "Sort and filters" });
    // The price slider's code comes after the page: wait for its two thumbs.
    await expect(form.getByRole("slider")).toHaveCount(2);

    await expectEveryFilterInWindow(sidebar, form);
    await look(page, testInfo, "category-sidebar-1280x720");
    // Deep in the list: the sidebar is still beside the results, whole.
    await cards.nth(20).scrollIntoViewIfNeeded();
    expect((await resultsTop(page)).top).toBeLessThan(0);
    await expectEveryFilterInWindow(sidebar, form);
    const location = form.getByRole("checkbox", { name: "Main Campus" });

    // The new results are slow to come: 'Updating results...' shows on screen meanwhile.
    await page.route(
      (url) => url.pathname === "/category/all" && url.searchParams.has("location"),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      },
    );
    await location.check();
    const status = page.getByText("Updating results...");
    await expect(status).toBeVisible();
    await expect(status).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("category-updating-results-light.png") });

    await expect(page).toHaveURL((url) => url.searchParams.get("location") === "Main Campus");
    await expect(status).toBeHidden();
    await expect
      .poll(async () => {
        const { top, height } = await resultsTop(page);
        return top >= 0 && top < height / 2;
      })
      .toBe(true);
    await expect(cards.first()).toBeInViewport();
  });

  test("on a phone, applying filters from deep in the list brings the results' top back into view", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), "the phone's filter dialog");
    await visit(page, "/category/all");
    const cards = cardsIn(page, "All Products products");
    await cards.nth(12).scrollIntoViewIfNeeded();
    expect((await resultsTop(page)).top).toBeLessThan(0);

    const panel = await openFilters(page, testInfo);
    await panel.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Newest" });
    await applyFilters(panel, testInfo);
    await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "newest");
    await expect
      .poll(async () => {
        const { top, height } = await resultsTop(page);
        return top >= 0 && top < height / 2;
      })
      .toBe(true);
    await expect(cards.first()).toBeInViewport();
  });
});

test.describe("categories on a phone", () => {
  test("the chips are ordered by items for sale and More opens every category", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), "the chip strip is the phone's");
    await visit(page, "/studentmarketplace");
    const strip = page.getByRole("navigation", { name: "Popular categories" });
    const chips = strip.getByRole("list").first().getByRole("listitem");
    const chipNames = await chips.allInnerTexts();
    expect(chipNames[0]).toBe("All Products");
    expect(chipNames.at(-1)).toBe("More");
    expect(chipNames.length).toBeLessThanOrEqual(10);

    // More opens the full list, from the keyboard too.
    const more = strip.getByRole("button", { name: "More" });
    await more.focus();
    await page.keyboard.press("Enter");
    const all = page.getByRole("dialog", { name: "All categories" });
    await expect(all).toBeVisible();
    await look(page, testInfo, "marketplace-all-categories");

    // Each category with its count of items for sale, by name.
    const rows = await all.getByRole("link").evaluateAll((links) =>
      links.map((link) => ({
        name: link.querySelector("span")?.firstChild?.textContent ?? link.textContent ?? "",
        count: Number(link.querySelector('[data-testid="category-count"]')?.firstChild?.textContent ?? "-1"),
      })),
    );
    expect(rows[0]!.name).toBe("All Products");
    const categories = rows.slice(1);
    for (const name of ["Textbooks", "Stationery", "Study Materials", "Electronics"]) expect(categories.map((c) => c.name)).toContain(name);
    const busiestFirst = [...categories].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).map((c) => c.name);
    expect(chipNames.slice(1, -1)).toEqual(busiestFirst.slice(0, chipNames.length - 2));

    await page.keyboard.press("Escape");
    await expect(all).toBeHidden();

    // Every category is reachable: pick one from the list.
    await more.click();
    await all.getByRole("link", { name: /^Study Materials/ }).click();
    await expect(page).toHaveURL(/\/category\/Study%20Materials$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study Materials");
    await expect(page.getByRole("dialog", { name: "All categories" })).toBeHidden();
  });
});

test.describe("the search box", () => {
  test("its placeholder shows whole on the marketplace, a category and the search page", async ({ page }, testInfo) => {
    const widths = isPhone(testInfo) ? [390, 360] : [1280];
    for (const path of ["/studentmarketplace", "/category/Textbooks", "/search?q=calculus"]) {
      await visit(page, path);
      // The sidebar's box on a desktop, the top strip's on a phone.
      const box = page.getByRole("searchbox", { name: "Search products" }).filter({ visible: true });
      for (const width of widths) {
        await page.setViewportSize({ width, height: page.viewportSize()!.height });
        const { placeholder, text, room } = await box.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const canvas = document.createElement("canvas").getContext("2d")!;
          canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return {
            placeholder: input.placeholder,
            text: canvas.measureText(input.placeholder).width,
            room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          };
        });
        expect(text, `"${placeholder}" in the ${Math.round(room)}px of ${path}'s box at ${width}px`).toBeLessThanOrEqual(room);
      }
    }
  });
});

test.describe("screens", () => {
  // Each look reloads the page in both themes, and every load is checked by axe: slow on a busy machine.
  test.slow();

  test("the marketplace, in both themes", async ({ page }, testInfo) => {
    await visit(page, "/studentmarketplace");
    await look(page, testInfo, "marketplace");
  });

  test("a category page with filters set, in both themes", async ({ page }, testInfo) => {
    await visit(page, "/category/Textbooks?condition=good&condition=like_new&minPrice=1000&maxPrice=3000&location=Main%20Campus");
    await expect(page.getByRole("button", { name: "Remove price filter KES 1,000 – 3,000" })).toBeVisible();
    await look(page, testInfo, "category-filtered");
    if (isPhone(testInfo)) {
      await openFilters(page, testInfo);
      await look(page, testInfo, "category-filter-sheet");
    }
  });
});
