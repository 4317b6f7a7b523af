import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { sellerByKey } from "../../prisma/demo-data";
import { expect, test } from "./fixtures";
import { seededProduct } from "./demo";
import { agreeAndShip, expectPayout, findOrderRow, markDelivered, openBrowserAs, sellerOpensOrder } from "./fulfilment-steps";
import { buyNow, expectConfirmation, payWith } from "./checkout-steps";
import { NEW_STUDENT_PASSWORD, signInAsNewStudent } from "./own-account";
import { expectToast, expectToastMatching, logIn, look, recordToasts, visit } from "./support";

// The whole life of an item's money in two or three browsers, against the Daraja simulator
// (see docs/decisions/buyer-protection.md): delivered starts a hold and the seller reads
// "Payout on <date>"; the buyer's Confirm received pays the seller at once; a report within the
// hold keeps it held until staff refund, and every page then reads Refunded; the seller cancels
// before shipping and the buyer is refunded at once. The reconciler's release when the hold ends,
// with nobody acting, needs a short hold, so it runs in the operations suite, on a server of its
// own (tests/operations/payment-and-payout.spec.ts). The desktop payer (Wanjiru) buys Otieno's calculator.

const CASIO = { ...seededProduct("casio-fx-991es-plus"), price: 1800 };
const SELLER = sellerByKey("otieno");

const openSeller = (browser: Browser) => openBrowserAs(browser, SELLER.email);

async function paidOrder(buyer: Page): Promise<string> {
  await buyNow(buyer, CASIO);
  await payWith(buyer, "0722 000 111");
  await expectConfirmation(buyer, CASIO.price);
  return buyer.url().split("/").pop()!;
}

/** Contact Buyer, the buyer's "ok", Mark as Shipped, Mark as Delivered: the seller is told when the payout goes. */
async function shipAndDeliver(seller: Page, buyer: Page, orderId: string) {
  await sellerOpensOrder(seller, orderId);
  await agreeAndShip(seller, buyer, orderId);
  await markDelivered(seller);
  await expectToastMatching(seller, /^Payout on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  const payout = seller.getByTestId("payout-status");
  await expect(payout).toHaveAttribute("data-kind", "scheduled");
  await expect(payout).toContainText(/^Payout on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
}

test.describe("buyer protection: the hold, Confirm received, cancellation and refunds", () => {
  test.beforeEach(async ({ payerPage }) => {
    await recordToasts(payerPage);
  });

  test("pay, ship, deliver: the seller sees 'Payout on <date>'; the buyer confirms receipt and the payout completes", async ({ payerPage: buyer, browser }, testInfo) => {
    test.setTimeout(240_000);
    const seller = await openSeller(browser);
    const orderId = await paidOrder(buyer);
    await shipAndDeliver(seller, buyer, orderId);
    await look(seller, testInfo, "seller-payout-scheduled");

    await visit(buyer, `/orders/${orderId}`);
    await expect(buyer.getByTestId("payout-release")).toContainText(/^The seller is paid on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    await look(buyer, testInfo, "order-confirm-received");
    await buyer.getByRole("button", { name: /^Confirm received/ }).click();
    const dialog = buyer.getByRole("dialog", { name: "Confirm you received it?" });
    await expect(dialog).toContainText("The seller is paid KES 1,800.00 now.");
    await dialog.getByRole("button", { name: "Yes, I received it" }).click();
    await expectToast(buyer, "Thanks! The seller is being paid.");
    await expect(buyer.getByText("You confirmed you received it")).toBeVisible();
    await expect(buyer.getByRole("button", { name: /^Confirm received/ })).toHaveCount(0);

    await expectPayout(seller, "completed");
    await expect(seller.getByTestId("payout-status")).toContainText(/Paid to your M-Pesa: T[A-Z0-9]{9}/);
    const transactionId = /T[A-Z0-9]{9}/.exec((await seller.getByTestId("payout-status").textContent()) ?? "")![0];

    // My shop's Earnings shows the payout: paid, its amount and M-Pesa's transaction id.
    // Its address opens the tab, as the Older sales link does.
    await visit(seller, "/myshop?tab=earnings");
    await expect(seller.getByRole("tab", { name: "Earnings" })).toHaveAttribute("aria-selected", "true");
    const earned = seller.getByTestId("earnings-row").and(seller.locator(`[data-order-id="${orderId}"]`));
    await expect(earned).toHaveAttribute("data-kind", "paid");
    await expect(earned.getByTestId("earnings-state")).toHaveText(/^Paid \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    await expect(earned).toContainText("KES 1,800.00");
    await expect(earned.getByTestId("earnings-transaction")).toHaveText(`M-Pesa transaction ${transactionId}`);
    await expect(seller.getByTestId("earnings-paid-ever")).not.toHaveText("KES 0.00");
    await seller.screenshot({ path: testInfo.outputPath("earnings-1280.png"), fullPage: true });
    await seller.setViewportSize({ width: 390, height: 844 });
    await seller.getByRole("tab", { name: "Earnings" }).scrollIntoViewIfNeeded();
    await seller.screenshot({ path: testInfo.outputPath("earnings-390.png"), fullPage: true });
    await seller.context().close();
  });

  test("deliver, report within the hold: held; staff refund; 'Refunded' on every page and in the data export; the buyer can then delete the account", async ({ page: buyer, staffPage: staff, browser }, testInfo) => {
    test.setTimeout(300_000);
    // A new student, so the journey can end by deleting the account the refund used to block.
    await recordToasts(buyer);
    const email = await signInAsNewStudent(buyer, "refunded");
    await recordToasts(staff);
    const seller = await openSeller(browser);
    const orderId = await paidOrder(buyer);
    await shipAndDeliver(seller, buyer, orderId);

    await visit(buyer, `/orders/${orderId}`);
    await buyer.getByRole("button", { name: "Report Issue" }).click();
    const report = buyer.getByRole("dialog", { name: "Report Issue" });
    await report.getByLabel("What went wrong?").fill("The screen has a crack across it.");
    await report.getByRole("button", { name: "Report Issue" }).click();
    await expectToast(buyer, "Issue reported successfully!");
    await expect(buyer.getByText("The seller's payment is on hold while staff look at your report.")).toBeVisible();
    await expect(buyer.getByRole("button", { name: /^Confirm received/ })).toHaveCount(0);
    await seller.reload();
    await expect(seller.getByTestId("payout-status")).toHaveAttribute("data-kind", "on-hold");

    await visit(staff, "/admin/issues");
    const card = staff.getByTestId("issue-report").filter({ hasText: `order #${orderId.slice(0, 8)}` });
    await card.getByRole("button", { name: "Refund the buyer" }).click();
    await staff.getByRole("dialog", { name: "Refund the buyer?" }).getByRole("button", { name: "Refund" }).click();
    await expectToast(staff, "Refund sent to the buyer's M-Pesa");

    // The refund's result arrives from the simulator; the buyer's page then shows its receipt.
    await expect(async () => {
      await visit(buyer, `/orders/${orderId}`);
      await expect(buyer.getByTestId("item-money")).toContainText(/^Refunded to your M-Pesa: T[A-Z0-9]{9} on \d{1,2} \w{3} \d{4}$/, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(buyer.getByTestId("item-status")).toHaveText("Refunded");
    await expect(buyer.getByTestId("order-ended")).toContainText("Refunded");
    await expect(buyer.getByRole("button", { name: "Report Issue" })).toHaveCount(0);
    await look(buyer, testInfo, "order-refunded");
    await visit(buyer, "/profile?tab=orders");
    await expect(buyer.getByRole("link").filter({ hasText: `Order #${orderId.slice(0, 8)}` })).toContainText("Refunded");

    const row = await findOrderRow(seller, orderId);
    await expect(row).toHaveAttribute("data-status", "refunded");
    await expect(row.getByTestId("item-status")).toHaveText("Refunded");
    await expect(row.getByRole("link", { name: "Contact Buyer" })).toHaveCount(0);
    await row.getByRole("link", { name: /^Order details/ }).click();
    await expect(seller.getByTestId("item-ended")).toHaveText("This item was refunded to the buyer.");
    await expect(seller.getByTestId("payout-status")).toHaveAttribute("data-kind", "cancelled");
    await expect(seller.getByRole("button", { name: /^Mark as|^Cancel item$/ })).toHaveCount(0);
    await seller.context().close();

    // The data export says the same: the item refunded, the refund's money to the phone that paid.
    await visit(buyer, "/profile?tab=settings");
    const [download] = await Promise.all([buyer.waitForEvent("download"), buyer.getByRole("link", { name: "Download my data" }).click()]);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    const exported = data.orders.find((order: { id: string }) => order.id === orderId);
    expect(exported.items).toEqual([expect.objectContaining({ status: "refunded", refundedAt: expect.any(String) })]);

    // Nothing the refund left behind blocks the buyer from leaving.
    await buyer.getByRole("button", { name: "Delete my account" }).click();
    const deletion = buyer.getByRole("dialog", { name: "Delete your account?" });
    await deletion.getByLabel("Password").fill(NEW_STUDENT_PASSWORD);
    await deletion.getByLabel("Type DELETE to confirm").fill("DELETE");
    await deletion.getByRole("button", { name: "Delete my account" }).click();
    await expectToast(buyer, "Your account has been deleted");
    await expect(buyer).toHaveURL(/\/auth$/);
    await logIn(buyer, email, NEW_STUDENT_PASSWORD);
    await expect(buyer.getByText("Invalid email or password")).toBeVisible();
  });

  test("the seller cancels before shipping with a reason: the buyer is refunded at once and both pages read Cancelled", async ({ payerPage: buyer, browser }, testInfo) => {
    test.setTimeout(180_000);
    const seller = await openSeller(browser);
    const orderId = await paidOrder(buyer);
    await sellerOpensOrder(seller, orderId);
    await seller.getByRole("button", { name: "Cancel item" }).click();
    const dialog = seller.getByRole("dialog", { name: "Cancel this item?" });
    await dialog.getByRole("button", { name: "Cancel and refund" }).click();
    await expect(dialog.getByText("Please give the buyer a reason")).toBeVisible();
    await dialog.getByLabel("Reason (the buyer sees it)").fill("It fell and the screen cracked");
    await dialog.getByRole("button", { name: "Cancel and refund" }).click();
    await expectToast(seller, "Item cancelled: the buyer is being refunded");
    await expect(seller.getByTestId("item-ended")).toHaveText("Cancelled by the seller: It fell and the screen cracked");
    await expect(seller.getByTestId("item-status")).toHaveText("Cancelled");
    await expect(seller.getByRole("button", { name: /^Mark as|^Contact Buyer$|^Cancel item$/ })).toHaveCount(0);
    await look(seller, testInfo, "seller-order-cancelled");

    await expect(async () => {
      await visit(buyer, `/orders/${orderId}`);
      await expect(buyer.getByTestId("item-money").last()).toContainText(/^Refunded to your M-Pesa: T[A-Z0-9]{9} on /, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(buyer.getByTestId("item-status")).toHaveText("Cancelled");
    await expect(buyer.getByTestId("item-money").first()).toHaveText("Cancelled by the seller: It fell and the screen cracked");
    await expect(buyer.getByTestId("order-ended")).toContainText("Cancelled");

    // Earnings: the cancelled item is struck through and counts in no total.
    await visit(seller, "/myshop?tab=earnings");
    const cancelled = seller.getByTestId("earnings-row").and(seller.locator(`[data-order-id="${orderId}"]`));
    await expect(cancelled).toHaveAttribute("data-kind", "cancelled");
    await expect(cancelled.getByTestId("earnings-state")).toHaveText("Cancelled");
    await look(seller, testInfo, "earnings-with-cancelled");
    await seller.context().close();
  });
});
