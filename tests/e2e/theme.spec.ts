import { expect, test } from "./fixtures";

test.describe("theme", () => {
  test("the toggle switches theme and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/home");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\blight\b/);

    await page.getByRole("button", { name: "Toggle dark mode" }).first().click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);

    await page.getByRole("button", { name: "Toggle dark mode" }).first().click();
    await expect(html).toHaveClass(/\blight\b/);
    await page.reload();
    await expect(html).toHaveClass(/\blight\b/);
  });

  test("with no stored choice the system preference is used, before the page paints", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/home", { waitUntil: "domcontentloaded" });
    // Set by the inline script in <head>, so it is there before any content is shown.
    expect(await page.evaluate(() => document.documentElement.className)).toContain("dark");
  });

  test("a stored choice wins over the system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/home");
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.goto("/auth", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.className)).toContain("light");
  });

  test("a missing product's page follows the theme too", async ({ page }) => {
    // Next.js draws notFound() pages in the browser, without the inline theme script.
    await page.emulateMedia({ colorScheme: "dark" });
    const response = await page.goto("/product/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});
