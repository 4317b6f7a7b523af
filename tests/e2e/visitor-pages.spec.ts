import { test as plain, type Page, type Response } from "@playwright/test";
import { expect, test } from "./fixtures";

// Visitors' public pages come from copies whose Content-Security-Policy lists the hashes of
// their own inline scripts (docs/decisions/cached-visitor-pages.md). In a real browser: a copy
// boots, hydrates and navigates with nothing refused (the fixture fails the test on any CSP
// refusal), a script the copy does not list never runs, and signed-in pages keep their nonce.

/** Loads `path` until the answer came from a copy (a write by another test can expire one in between). */
async function gotoCopy(page: Page, path: string): Promise<Response> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = (await page.goto(path))!;
    if (response.headers()["x-visitor-cache"] === "hit") return response;
  }
  throw new Error(`${path} never came from a copy`);
}

test("a visitor's page from a copy runs its scripts, hydrates and navigates under the copy's own hashes", async ({ page }) => {
  const response = await gotoCopy(page, "/studentmarketplace");
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The theme script in <head> ran before paint: it is one of the hashed inline scripts.
  await expect(page.locator("html")).toHaveClass(/\b(light|dark)\b/);
  const card = page.locator('main a[href^="/product/"]').first();
  const name = (await card.innerText()).split("\n")[0]!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(name.length).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/studentmarketplace$/);
});

plain("a script the copy does not list is refused by the browser", async ({ page }) => {
  await gotoCopy(page, "/home");
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injectedByTest = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __injectedByTest?: boolean }).__injectedByTest === true;
  });
  expect(ran).toBe(false);
});

test("a signed-in reader's page is rendered for them with a fresh nonce", async ({ buyerPage }) => {
  const policies: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = (await buyerPage.goto("/studentmarketplace"))!;
    expect(response.headers()["x-visitor-cache"]).toBe("bypass");
    policies.push(response.headers()["content-security-policy"] ?? "");
  }
  for (const policy of policies) expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(policies[0]).not.toBe(policies[1]);
  await buyerPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
});
