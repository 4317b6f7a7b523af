import type { TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seededProduct } from "./demo";
import { isPhone, look, recordToasts, visit } from "./support";
import { buyNow, expectConfirmation, payWith } from "./checkout-steps";

// What two forms answer, at both widths: checkout says every wrong field at once,
// beside each; a deletion that something blocks says only what must finish first. Each width
// pays as its own seller account (`payerPage`), buying the other's listing, as checkout.spec.ts.

const CALCULUS = seededProduct("calculus-early-transcendentals"); // KES 1,500, Wanjiru's
const CASIO = seededProduct("casio-fx-991es-plus"); // KES 1,800, Otieno's
const productFor = (testInfo: TestInfo) => (isPhone(testInfo) ? { ...CALCULUS, price: 1500 } : { ...CASIO, price: 1800 });
/** A paying number of this spec's own: the simulator refuses a push to a phone still showing a prompt (checkout.spec.ts pays with others). */
const paysFor = (testInfo: TestInfo) => (isPhone(testInfo) ? "0722000306" : "0722000305");

test.describe("forms that answer everything at once", () => {
  test("checkout says every wrong field at once, under each, and puts the keyboard on the first", async ({ payerPage: page }, testInfo) => {
    await buyNow(page, productFor(testInfo));
    await page.getByRole("radio", { name: /Delivery/ }).check();
    const address = page.getByLabel("Delivery address");
    const phone = page.getByLabel("M-Pesa phone number");
    const pay = page.getByRole("button", { name: /^Pay KES/ });

    // No address and a phone too short: both messages after one tap.
    await address.fill("");
    await phone.fill("12345");
    await pay.click();
    await expect(address).toHaveAccessibleDescription("Please provide a delivery address");
    await expect(phone).toHaveAccessibleDescription(/^Invalid phone number format\. Use format: 07XXXXXXXX or 254XXXXXXXXX/);
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(address).toBeFocused();
    await look(page, testInfo, "checkout-all-errors");

    // Both empty: the address and 'Please enter a phone number'.
    await phone.fill("");
    await pay.click();
    await expect(address).toHaveAccessibleDescription("Please provide a delivery address");
    await expect(phone).toHaveAccessibleDescription(/^Please enter a phone number/);

    // Pickup unconfirmed and no phone: the box and the phone.
    await page.getByRole("radio", { name: /Pickup/ }).check();
    await pay.click();
    const pickup = page.getByLabel("I will arrange the pickup time and place with the seller");
    await expect(pickup).toHaveAccessibleDescription("Please confirm pickup arrangements");
    await expect(phone).toHaveAccessibleDescription(/^Please enter a phone number/);
    await expect(pickup).toBeFocused();
  });

  test("a blocked deletion shows only what must finish first, with where to follow it, and a way out", async ({ payerPage: page }, testInfo) => {
    await recordToasts(page);
    // A paid order not yet delivered: the buyer cannot leave until it is.
    const product = productFor(testInfo);
    await buyNow(page, product);
    await payWith(page, paysFor(testInfo));
    await expectConfirmation(page, product.price);

    await visit(page, "/profile?tab=settings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Your account cannot be deleted yet" });
    const waits = dialog.getByRole("list", { name: "What must finish first" }).getByRole("listitem");
    await expect(waits.filter({ hasText: /\d+ orders? you bought must be delivered/ })).toHaveCount(1);
    await expect(dialog.getByLabel("Password")).toHaveCount(0);
    await expect(dialog.getByLabel("Type DELETE to confirm")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Delete my account" })).toHaveCount(0);
    await expect(dialog.getByRole("textbox")).toHaveCount(0);
    await look(page, testInfo, "delete-account-blocked");

    await dialog.getByRole("button", { name: "Got it" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByRole("link", { name: "See your orders" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  });
});
