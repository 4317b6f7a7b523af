import { expect, test } from "./fixtures";
import { checkAccessibility } from "./a11y";

// The accessibility check of every e2e page (tests/e2e/a11y.ts) must itself fail on a
// broken page, in whichever theme shows the fault.

test("an input without a label is reported with its rule and element", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head>
    <body><main><h1>Check</h1><input id="nameless" type="text"></main></body></html>`);

  const violations = await checkAccessibility(page);

  expect(violations.some((line) => line.startsWith("label ") && line.includes('"#nameless"') && line.includes("[light]"))).toBe(true);
});

test("text that is readable only in the light theme is reported for the dark one", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en" class="light"><head><title>Check</title>
    <style>.dark p { color: #333; background: #222; }</style></head>
    <body><main><h1>Check</h1><p id="faint">Readable in light only</p></main></body></html>`);

  const violations = await checkAccessibility(page);

  expect(violations.filter((line) => line.startsWith("color-contrast ") && line.includes('"#faint"')).map((line) => line.match(/\[(light|dark)\]/)?.[1])).toEqual(["dark"]);
  // The page is left in the theme it had.
  await expect(page.locator("html")).toHaveClass("light");
});
