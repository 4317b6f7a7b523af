import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { visit } from "./support";

// The steps of paying for an order that several specs take (checkout, orders after payment).

export const kes = (amount: number) => `KES ${amount.toLocaleString("en-KE", { minimumFractionDigits: 2 })}`;

/** Buy Now at this quantity: the checkout page of a new order for this product alone. */
export async function buyNow(page: Page, product: { path: string }, quantity = 1) {
  await visit(page, product.path);
  await page.getByLabel("Quantity", { exact: true }).fill(String(quantity));
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Complete Your Payment" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Pickup confirmed, this phone, Pay (or Try Payment Again). */
export async function payWith(page: Page, phone: string, button: RegExp = /^Pay KES/) {
  const pickup = page.getByLabel("I will arrange the pickup time and place with the seller");
  if (await pickup.isVisible()) await pickup.check();
  await page.getByLabel("M-Pesa phone number").fill(phone);
  await page.getByRole("button", { name: button }).click();
}

export const statusAlert = (page: Page) => page.getByTestId("payment-status");

export async function expectConfirmation(page: Page, total: number): Promise<string> {
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByTestId("payment-badge")).toHaveText("Paid");
  await expect(page.getByTestId("order-total")).toHaveText(kes(total));
  const receipt = (await page.getByTestId("mpesa-receipt").textContent())!;
  expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
  return receipt;
}

