import { expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import { authFileFor } from "./roles";
import { expectToast, look, recordToasts, visit, waitForHydration } from "./support";

// The steps of an order after payment, as its seller and buyer take them in two browsers:
// shared by the orders, buyer-protection, cluster and operations journeys.

/**
 * A browser of this account's own, with its toasts recorded. Signed in from the setup project's
 * saved session, or, on a server of its own (`baseURL`, where those sessions mean nothing),
 * through the log-in form.
 */
export async function openBrowserAs(browser: Browser, email: string, signIn?: { baseURL: string; password: string }): Promise<Page> {
  const context = signIn ? await browser.newContext({ baseURL: signIn.baseURL }) : await browser.newContext({ storageState: authFileFor(email) });
  const page = await context.newPage();
  // A seller here has read the terms of service: My shop does not open them over the Orders tab.
  await page.addInitScript(() => window.localStorage.setItem("hasSeenToS", "true"));
  await recordToasts(page);
  if (signIn) {
    await visit(page, "/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(signIn.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/home$/);
  }
  return page;
}

/** My shop's Orders tab searched for this order (its first 8 characters, or all of it): its one row. */
export async function findOrderRow(seller: Page, search: string) {
  await visit(seller, "/myshop");
  await seller.getByRole("tab", { name: /^Orders/ }).click();
  await seller.getByLabel("Search by order ID").fill(search);
  await seller.getByRole("button", { name: "Search", exact: true }).click();
  const row = seller.getByTestId("seller-order-row");
  await expect(row).toHaveCount(1);
  return row;
}

/** The seller finds a newly paid order in My shop's Orders tab by its number and opens it. */
export async function sellerOpensOrder(seller: Page, orderId: string, testInfo?: TestInfo) {
  const row = await findOrderRow(seller, orderId.slice(0, 8));
  await expect(row.getByTestId("fulfilment-stage")).toHaveText("Contact buyer");
  if (testInfo) await look(seller, testInfo, "orders-tab");
  await row.getByRole("link", { name: /^Order details/ }).click();
  await expect(seller).toHaveURL(/\/seller\/orders\/[0-9a-f-]{36}$/);
  await waitForHydration(seller);
}

/** On the seller's item page: Contact Buyer, the buyer's "ok" from the order page, Mark as Shipped. */
export async function agreeAndShip(seller: Page, buyer: Page, orderId: string, testInfo?: TestInfo) {
  await seller.getByRole("button", { name: "Contact Buyer" }).click();
  await expectToast(seller, "Message sent successfully!");
  await expect(seller.getByTestId("fulfilment-stage")).toHaveText("Waiting for buyer...");
  if (testInfo) await look(seller, testInfo, "seller-order-waiting");
  await visit(buyer, `/orders/${orderId}`);
  await buyer.getByRole("link", { name: "Contact Seller" }).click();
  await expect(buyer.getByText(/^About order #/)).toBeVisible();
  await buyer.getByRole("textbox", { name: /^Message / }).fill("ok, tomorrow at the library works");
  await buyer.getByRole("button", { name: "Send", exact: true }).click();
  await expectToast(buyer, "Message sent successfully!");
  // The seller's page hears the agreement on its event stream, whichever instance holds it: no reload.
  await expect(seller.getByTestId("fulfilment-stage")).toHaveText("Ready to ship");
  if (testInfo) await look(seller, testInfo, "seller-order-ready-to-ship");
  await seller.getByRole("button", { name: "Mark as Shipped" }).click();
  await expectToast(seller, "Order marked as shipped");
}

/** Mark as Delivered, confirmed in its dialog. */
export async function markDelivered(seller: Page) {
  await seller.getByRole("button", { name: "Mark as Delivered" }).click();
  await seller.getByRole("dialog", { name: "Mark as delivered?" }).getByRole("button", { name: "Mark as Delivered" }).click();
  await expectToast(seller, "Order marked as delivered");
}

/** The buyer's Confirm received on the order page, confirmed in its dialog: the seller is paid at once. */
export async function confirmReceived(buyer: Page, orderId: string) {
  await visit(buyer, `/orders/${orderId}`);
  await buyer.getByRole("button", { name: /^Confirm received/ }).click();
  await buyer.getByRole("dialog", { name: "Confirm you received it?" }).getByRole("button", { name: "Yes, I received it" }).click();
  await expectToast(buyer, "Thanks! The seller is being paid.");
}

/** Reloads the seller's item page until its payout reads `kind` (the simulator's result comes ~1.5 s after the request). */
export async function expectPayout(seller: Page, kind: string, timeout = 20_000) {
  await expect(async () => {
    await seller.reload();
    await expect(seller.getByTestId("payout-status")).toHaveAttribute("data-kind", kind, { timeout: 1_000 });
  }).toPass({ timeout });
}
