import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsNewSeller } from "./own-account";
import { isPhone, look, recordToasts, visit } from "./support";

// Go Pro (see docs/decisions/subscription.md) through the real app and the Daraja simulator: the success
// number pays and the account becomes a Pro Seller everywhere it shows; the cancel number
// leaves it as it was. The simulator's callback reaches the app over HTTP.

// Any number the simulator has no scenario for pays. Go Pro pays from its own, not the
// simulator's named success number: checkout.spec.ts's tests use that one, and a phone gets 10
// prompts a quarter hour, so together they once ran out and Go Pro was answered 429. Each width
// has its own too: like Daraja, the simulator refuses a push to a phone whose prompt is still
// unanswered, and the two widths run at the same time.
// Not checkout's cancelling number: the two specs may run side by side, and a phone takes one prompt at a time.
const PHONES = { cancels: "0700011032" } as const;
const paysFor = (testInfo: TestInfo) => (isPhone(testInfo) ? "0722000202" : "0722000201");

async function subscribe(page: Page, planName: string, phone: string) {
  await page.getByRole("button", { name: `Subscribe: ${planName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Pay for ${planName}` });
  await dialog.getByLabel("M-Pesa phone number").fill(phone);
  await dialog.getByRole("button", { name: /^Pay KES/ }).click();
  return dialog;
}

test.describe("Go Pro", () => {
  test("a seller goes Pro by M-Pesa: the prompt, then 'Pro Seller' on the profile and My shop, and a Pro badge on their shop", async ({ page }, testInfo) => {
    test.slow(); // a sign-up, a shop and a payment
    await recordToasts(page);
    await signInAsNewSeller(page, "go-pro", "Wambui's Pro Notes");
    await visit(page, "/profile");
    await expect(page.getByTestId("account-type")).toHaveText("Seller");
    await page.getByRole("link", { name: "Go Pro" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole("heading", { level: 1, name: "Go Pro" })).toBeVisible();
    for (const [name, price] of <Array<[string, string]>>[
      ["Weekly Featured Listing", "KES 400.00"],
      ["Bi-Weekly Featured Listing", "KES 700.00"],
      ["Monthly Premium Plan", "KES 2,500.00"],
    ]) {
      await expect(page.getByRole("list", { name: "Plans" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) })).toContainText(price);
    }
    await look(page, testInfo, "subscription");

    const dialog = await subscribe(page, "Weekly Featured Listing", paysFor(testInfo));
    await expect(dialog.getByText(/^Payment received\. You are a Pro Seller until \d{1,2} \w{3} \d{4}\.$/)).toBeVisible({ timeout: 20_000 });
    await look(page, testInfo, "subscription-paid");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("pro-status")).toContainText("You are a Pro Seller until");

    await visit(page, "/profile");
    await expect(page.getByTestId("account-type")).toHaveText("Pro Seller");
    await expect(page.getByText("Pro until")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Pro" })).toHaveCount(0);
    await visit(page, "/myshop");
    await expect(page.getByTestId("shop-account-type")).toHaveText("Pro Seller");
    // Their public shop page carries the Pro badge.
    const sellerId = await page.evaluate(async () => ((await (await fetch("/api/auth/session")).json()) as { user?: { id?: string } }).user?.id);
    await visit(page, `/seller/${sellerId}`);
    await expect(page.getByTestId("pro-badge")).toBeVisible();
  });

  test("a cancelled prompt says so and leaves the account a plain seller", async ({ page }, testInfo) => {
    test.slow();
    await recordToasts(page);
    await signInAsNewSeller(page, "go-pro-cancel", "Wambui's Notes");
    await visit(page, "/subscription");
    const dialog = await subscribe(page, "Monthly Premium Plan", PHONES.cancels);
    await expect(dialog.getByText("You cancelled the M-Pesa prompt. Nothing was charged.")).toBeVisible({ timeout: 20_000 });
    await look(page, testInfo, "subscription-cancelled");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("pro-status")).toHaveCount(0);
    await visit(page, "/profile");
    await expect(page.getByTestId("account-type")).toHaveText("Seller");
    await expect(page.getByRole("link", { name: "Go Pro" })).toBeVisible();
  });

  test("a buyer sees the plans and is asked to open a shop first", async ({ buyerPage: page }, testInfo) => {
    await visit(page, "/subscription");
    await expect(page.getByText("Pro features a shop's listings, so it is for sellers. Open your shop first, then come back.")).toBeVisible();
    for (const button of await page.getByRole("button", { name: /^Subscribe: / }).all()) await expect(button).toBeDisabled();
    await page.getByRole("link", { name: "Become a Seller" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await visit(page, "/subscription");
    await look(page, testInfo, "subscription-buyer");
  });

  test("a visitor is sent to sign in, and comes back to the plans", async ({ page }) => {
    await visit(page, "/subscription");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fsubscription$/);
  });
});
