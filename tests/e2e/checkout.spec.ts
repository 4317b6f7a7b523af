import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seededProduct } from "./demo";
import { expectToast, isPhone, look, recordToasts, visit } from "./support";
import { buyNow, expectConfirmation, kes, payWith, statusAlert } from "./checkout-steps";

// Checkout and M-Pesa as a student lives it, against the Daraja simulator the
// launcher starts (scripts/fixtures/daraja-sim.mjs): the paying number chooses what M-Pesa does, and
// the simulator calls the app back ~1.5 s after the push, as Daraja does after the PIN.
// Each width pays as its own seller account (`payerPage`), buying the other's listing.

const CALCULUS = seededProduct("calculus-early-transcendentals"); // KES 1,500, Wanjiru's
const CASIO = seededProduct("casio-fx-991es-plus"); // KES 1,800, Otieno's
const PHONES = { cancels: "0700001032", noCallback: "0711000000", neverSettles: "0711000005", slowAnswer: "0711000007" } as const;
/**
 * A paying number of this width's own (any number without a scenario pays): like Daraja, the
 * simulator refuses a push to a phone whose prompt is still unanswered, and the two widths run
 * at the same time.
 */
const paysFor = (testInfo: TestInfo) => (isPhone(testInfo) ? "0722000302" : "0722000301");

/** The listing this width's payer may buy (not their own). */
const productFor = (testInfo: TestInfo) => (isPhone(testInfo) ? { ...CALCULUS, price: 1500 } : { ...CASIO, price: 1800 });

async function emptyCart(page: Page) {
  await visit(page, "/cart");
  if (await page.getByRole("button", { name: "Clear Cart" }).isVisible()) {
    await page.getByRole("button", { name: "Clear Cart" }).click();
    await page.getByRole("dialog", { name: "Clear Cart" }).getByRole("button", { name: "Clear Cart" }).click();
    await expectToast(page, "Cart cleared successfully");
  }
}

test.describe("checkout and M-Pesa", () => {
  test.beforeEach(async ({ payerPage }) => {
    await recordToasts(payerPage);
  });

  test("a buyer checks out the cart, gets the prompt, then the receipt, and lands on the confirmation", async ({ payerPage: page }, testInfo) => {
    const product = productFor(testInfo);
    await emptyCart(page);
    await visit(page, product.path);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, `${product.name} added to cart`);
    await visit(page, "/cart");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();

    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Complete Your Payment" })).toBeVisible();
    await expect(page.getByText("B2C Testing Mode")).toBeVisible();
    const summary = page.getByRole("region", { name: "Order Summary" });
    await expect(summary.getByText(product.name)).toBeVisible();
    await expect(summary.getByText(`1 x ${kes(product.price)}`)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(kes(product.price));
    await look(page, testInfo, "checkout");

    await payWith(page, paysFor(testInfo));
    // The prompt's message; the waiting alert itself may already be gone (the callback comes
    // 1.5 s later) by the time a slow machine looks: the reload test checks it.
    await expectToast(page, "Payment request sent. Please check your phone for the M-Pesa prompt.");
    const receipt = await expectConfirmation(page, product.price);
    await expectToast(page, `Payment successful! M-Pesa receipt: ${receipt}`);
    await look(page, testInfo, "confirmation");

    // Paid: the line has left the cart.
    await visit(page, "/cart");
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  });

  test("Buy Now checks out that product alone at the chosen quantity, delivered, and leaves the cart alone", async ({ payerPage: page }, testInfo) => {
    const product = productFor(testInfo);
    await emptyCart(page);
    await buyNow(page, product, 2);
    await expect(page.getByTestId("order-total")).toHaveText(kes(product.price * 2));
    await page.getByRole("radio", { name: /Delivery/ }).check();
    await page.getByRole("button", { name: /^Pay KES/ }).click();
    await expect(page.getByText("Please provide a delivery address")).toBeVisible();
    await page.getByLabel("Delivery address").fill("Hall 6, room 12");
    await payWith(page, paysFor(testInfo));
    await expectConfirmation(page, product.price * 2);
    await expect(page.getByText("Delivery to Hall 6, room 12")).toBeVisible();
    await visit(page, "/cart");
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  });

  test("on a phone the Pay button and the total are on screen without scrolling, and nothing covers them", async ({ payerPage: page }, testInfo) => {
    const product = productFor(testInfo);
    await buyNow(page, product, 2);
    const pay = page.getByRole("button", { name: `Pay ${kes(product.price * 2)}` });
    /** The button is fully on screen, above the bottom bar, and what a thumb on its middle touches is the button. */
    const expectReachable = async () => {
      await expect(pay).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId("pay-bar-total")).toHaveText(kes(product.price * 2));
      await expect(page.getByTestId("pay-bar-total")).toBeInViewport({ ratio: 1 });
      const button = (await pay.boundingBox())!;
      const bottomBar = (await page.getByTestId("mobile-bottom-bar").boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(bottomBar.y);
      expect(await pay.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      })).toBe(true);
    };
    await expectReachable();
    // Delivery makes the form longer; the button stays where the thumb is.
    await page.getByRole("radio", { name: /Delivery/ }).check();
    await expectReachable();
    await look(page, testInfo, "checkout-phone-pay-bar");
    // The end of the page scrolls clear of the bar.
    const refresh = page.getByRole("button", { name: "Refresh Status" });
    await refresh.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await refresh.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    })).toBe(true);
    await expectReachable();
    // Paying from the bar: the toast shows at the top, clear of it.
    await page.getByLabel("Delivery address").fill("Hall 6, room 12");
    await payWith(page, paysFor(testInfo));
    await expectToast(page, "Payment request sent. Please check your phone for the M-Pesa prompt.");
    await expectConfirmation(page, product.price * 2);
  });

  test("a cancelled prompt shows the failed note, and Try Payment Again pays", async ({ payerPage: page }, testInfo) => {
    const product = productFor(testInfo);
    await buyNow(page, product);
    await page.getByRole("button", { name: /^Pay KES/ }).click();
    await expect(page.getByText("Please confirm pickup arrangements")).toBeVisible();
    await payWith(page, PHONES.cancels);
    await expectToast(page, "Payment failed. Please try again.");
    await expect(statusAlert(page)).toContainText("Payment failed. Please try again.");
    await expect(statusAlert(page)).toContainText("You cancelled the M-Pesa prompt. Nothing was charged.");
    await look(page, testInfo, "checkout-failed");
    await expect(statusAlert(page)).toContainText("You cancelled the M-Pesa prompt. Nothing was charged.");
    await payWith(page, paysFor(testInfo), /^Try Payment Again$/);
    await expectConfirmation(page, product.price);
  });

  test("a payment whose callback never comes is settled by asking M-Pesa", async ({ payerPage: page }, testInfo) => {
    const product = productFor(testInfo);
    await buyNow(page, product);
    await payWith(page, PHONES.noCallback);
    await expect(statusAlert(page)).toContainText("Please check your phone for the M-Pesa prompt");
    // Settled by STK Push Query, whose answer carries no receipt number: the page says so.
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByTestId("payment-badge")).toHaveText("Paid");
    await expect(page.getByText("Not sent by M-Pesa yet")).toBeVisible();
  });

  test("a reload while the prompt is on the phone resumes waiting for the same payment", async ({ payerPage: page }, testInfo) => {
    const product = productFor(testInfo);
    await buyNow(page, product);
    // M-Pesa answers "still being processed" to every query for this number: the wait lasts.
    await payWith(page, PHONES.neverSettles);
    await expect(statusAlert(page)).toContainText("Please check your phone for the M-Pesa prompt");
    await page.reload();
    await expect(statusAlert(page)).toContainText("Please check your phone for the M-Pesa prompt");
    await expect(page.getByRole("button", { name: /^Pay KES/ })).toBeDisabled();
    await expect(page.getByLabel("M-Pesa phone number")).toHaveValue("254711000005");
    await look(page, testInfo, "checkout-waiting");
  });

  test("a second prompt to a phone still showing one is refused with what to do, and that order is paid once the first is answered", async ({ payerPage: page }, testInfo) => {
    test.setTimeout(120_000);
    const product = productFor(testInfo);
    // The first order's prompt: this number's student takes ten times the usual delay to answer.
    await buyNow(page, product);
    await payWith(page, PHONES.slowAnswer);
    await expectToast(page, "Payment request sent. Please check your phone for the M-Pesa prompt.");

    // Another tab, another order, the same phone while the first prompt is still on it: M-Pesa
    // refuses to lock the phone, and the buyer is told what to do; the order has not failed.
    const second = await page.context().newPage();
    await recordToasts(second);
    await buyNow(second, product);
    await payWith(second, PHONES.slowAnswer);
    await expectToast(second, "You already have an M-Pesa prompt on your phone. Enter your PIN or cancel it, then try again.");
    await expect(second.getByRole("button", { name: /^Pay KES/ })).toBeEnabled();
    await expect(statusAlert(second)).toHaveCount(0);

    // The first prompt answered, the second order pays from the same phone.
    await expectConfirmation(page, product.price);
    await payWith(second, PHONES.slowAnswer);
    await expectConfirmation(second, product.price);
    await second.close();
  });

  test("the receipt number copies, and the confirmation prints as a clean receipt", async ({ payerPage: page }, testInfo) => {
    const product = productFor(testInfo);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await buyNow(page, product);
    await payWith(page, paysFor(testInfo));
    const receipt = await expectConfirmation(page, product.price);
    await page.getByRole("button", { name: `Copy receipt number ${receipt}` }).click();
    await expectToast(page, "Receipt number copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(receipt);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print Receipt" })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    // The receipt on paper; toasts (which also name it, for a few seconds) are not printed.
    await expect(page.getByTestId("mpesa-receipt")).toHaveText(receipt);
    await expect(page.getByTestId("mpesa-receipt")).toBeVisible();
    await expect(page.locator(".app-toaster")).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath("printed-receipt.png"), fullPage: true });
  });

  test("another user opening the checkout or confirmation address gets 'Order not found' with 404", async ({ payerPage, buyerPage }, testInfo) => {
    await buyNow(payerPage, productFor(testInfo));
    const orderId = payerPage.url().split("/").pop()!;
    for (const path of [`/checkout/${orderId}`, `/order-confirmation/${orderId}`, "/checkout/not-an-order"]) {
      const response = await buyerPage.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(buyerPage.getByText("Order not found. Please return to your cart and try again.")).toBeVisible();
      await expect(buyerPage.getByRole("link", { name: "Return to Cart" })).toHaveAttribute("href", "/cart");
    }
    await look(buyerPage, testInfo, "order-not-found");
  });
});
