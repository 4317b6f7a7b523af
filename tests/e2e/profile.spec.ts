import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { readFile } from "node:fs/promises";
import { signInAsNewStudent, signUpAsStudent } from "./own-account";
import { expectToast, isPhone, logIn, look, recordToasts, visit, waitForHydration } from "./support";
import { seededProduct } from "./demo";
import { DEMO_BUYER, sellerByKey } from "../../prisma/demo-data";

const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Profile sections" }).getByRole("tab", { name });
const panel = (page: Page) => page.getByRole("tabpanel");

/** A new student, signed up and confirmed, on /home: their profile is theirs to change. */
async function newStudent(page: Page, label: string): Promise<string> {
  await recordToasts(page);
  return signInAsNewStudent(page, label);
}

test.describe("profile", () => {
  test("a buyer's profile shows who they are, and each tab opens by address and by click, with back between tabs", async ({ buyerPage: page }, testInfo) => {
    await visit(page, "/profile");
    await expect(page.getByRole("heading", { level: 1, name: DEMO_BUYER.fullName })).toBeVisible();
    await expect(page.getByTestId("account-type")).toHaveText("Buyer");
    await expect(page.getByText("Member since")).toBeVisible();
    await expect(page.getByRole("button", { name: "Become a Seller" })).toBeVisible();
    // A buyer opens on the wishlist (spec), which holds the seeded laptop.
    await expect(tab(page, "Wishlist")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Listings")).toHaveCount(0);
    await expect(panel(page).getByRole("list", { name: "Wishlist items" })).toContainText("HP");
    await look(page, testInfo, "profile-wishlist");

    await tab(page, "Orders").click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(tab(page, "Orders")).toHaveAttribute("aria-selected", "true");
    await look(page, testInfo, "profile-orders");

    await tab(page, "Messages").click();
    await expect(page).toHaveURL(/\/profile\?tab=messages$/);
    // The seeded unread message stays unread (shell.spec.ts counts it): the list only, no opening.
    const seller = sellerByKey("otieno").fullName;
    await expect(page.getByRole("list", { name: "Received messages" }).getByRole("link", { name: new RegExp(seller) })).toContainText("1 unread");
    await look(page, testInfo, "profile-messages");
    await page.getByRole("navigation", { name: "Message folders" }).getByRole("link", { name: "Sent" }).click();
    await expect(page.getByText("No sent messages")).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/profile\?tab=messages$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(tab(page, "Orders")).toHaveAttribute("aria-selected", "true");

    await visit(page, "/profile?tab=history");
    await expect(panel(page)).toContainText("Your browsing history will appear here");
    await look(page, testInfo, "profile-history");
    await visit(page, "/profile?tab=settings");
    await expect(panel(page).getByRole("heading", { name: "Log out everywhere" })).toBeVisible();
    await look(page, testInfo, "profile-settings");

    // An unknown tab, or a seller's tab, falls back to the default.
    for (const address of ["/profile?tab=nonsense", "/profile?tab=listings"]) {
      await visit(page, address);
      await expect(tab(page, "Wishlist")).toHaveAttribute("aria-selected", "true");
    }
  });

  test("the tabs work from the keyboard", async ({ buyerPage: page }) => {
    await visit(page, "/profile?tab=orders");
    await tab(page, "Orders").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Messages")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab(page, "Settings")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab(page, "Wishlist")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profile\?tab=wishlist$/);
    await expect(tab(page, "Wishlist")).toHaveAttribute("aria-selected", "true");
  });

  test("on a 360 and a 390 pixel screen all five tabs are on screen at once, and Settings opens its panel", async ({ sellerPage, buyerPage }, testInfo) => {
    // The seller's tabs have the longer labels; 360 is the narrowest phone we serve.
    for (const [page, width] of [
      [sellerPage, 360],
      [buyerPage, 390],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/profile");
      const list = page.getByRole("tablist", { name: "Profile sections" });
      await expect(list.getByRole("tab")).toHaveCount(5);
      // Nothing waits off-screen in a sideways strip: the list is no wider than it shows...
      const strip = await list.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(strip.scrollWidth, "the tab list scrolls sideways").toBeLessThanOrEqual(strip.clientWidth);
      // ...each tab lies inside the screen, and each label shows whole.
      const tabs = await list.getByRole("tab").evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const label = element.lastElementChild as HTMLElement;
          return { name: element.textContent, left: box.left, right: box.right, labelWhole: label.scrollWidth <= label.clientWidth };
        }),
      );
      for (const { name, left, right, labelWhole } of tabs) {
        expect(left >= 0 && right <= width, `${name} at x ${Math.round(left)}-${Math.round(right)} on a ${width}px screen`).toBe(true);
        expect(labelWhole, `${name}'s label is cut`).toBe(true);
      }
      await tab(page, "Settings").click();
      await expect(page).toHaveURL(/\/profile\?tab=settings$/);
      await expect(tab(page, "Settings")).toHaveAttribute("aria-selected", "true");
      await expect(panel(page).getByRole("link", { name: "Download my data" })).toBeVisible();
      // From the keyboard too; the focus ring of the first tab, on the screen's edge, is drawn inside it.
      await tab(page, "Settings").focus();
      await page.keyboard.press("Home");
      await expect(list.getByRole("tab").first()).toBeFocused();
      await look(page, testInfo, `profile-tabs-${width}`);
    }
  });

  test("a seller opens on their listings, with New Listing", async ({ wholesalerPage: page }, testInfo) => {
    await visit(page, "/profile");
    await expect(page.getByTestId("account-type")).toHaveText(/^(Seller|Pro Seller)$/);
    await expect(tab(page, "Listings")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "History")).toHaveCount(0);
    await expect(panel(page).getByRole("link", { name: "New Listing" })).toHaveAttribute("href", "/add-product");
    await expect(page.getByRole("button", { name: "Become a Seller" })).toHaveCount(0);
    await look(page, testInfo, "profile-listings");
  });

  test("the profile menu's Profile, My Orders and Settings open their tabs", { tag: "@desktop-only" }, async ({ buyerPage: page }) => {
    await visit(page, "/home");
    for (const [item, selected] of [
      ["Profile", "Wishlist"],
      ["My Orders", "Orders"],
      ["Settings", "Settings"],
    ] as const) {
      await page.getByRole("button", { name: /Account menu/ }).click();
      await page.getByRole("menuitem", { name: item }).click();
      await expect(tab(page, selected)).toHaveAttribute("aria-selected", "true");
    }
  });

  test("a new student edits their profile (errors first), becomes a seller and logs out from the profile", async ({ page }, testInfo) => {
    await newStudent(page, "profile");
    if (isPhone(testInfo)) {
      await page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: "Account" }).click();
    } else {
      await page.getByRole("button", { name: /Account menu/ }).click();
      await page.getByRole("menuitem", { name: "Profile" }).click();
    }
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Wambui Njoroge" })).toBeVisible();

    // Edit Profile: a blank name and a phone with letters are refused next to their fields.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog.getByLabel("Email")).toHaveAttribute("readonly", "");
    await dialog.getByLabel("Full name").fill(" ");
    await dialog.getByLabel("Phone number").fill("07123abc");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("Full name is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();
    await look(page, testInfo, "profile-edit-errors");
    await dialog.getByLabel("Full name").fill("Wambui Wanjiku");
    await dialog.getByLabel("Phone number").fill("0722 000 111");
    await dialog.getByLabel("Campus location").selectOption({ label: "Parklands Campus" });
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Profile updated successfully");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Wambui Wanjiku" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Wambui Wanjiku" })).toContainText("Parklands Campus");

    // Become a Seller: the terms must be accepted, then My shop opens.
    await page.getByRole("button", { name: "Become a Seller" }).click();
    const become = page.getByRole("dialog", { name: "Become a Seller" });
    await become.getByLabel("Shop name").fill("Wambui's Notes");
    await become.getByRole("button", { name: "Open my shop" }).click();
    await expect(become.getByText("Please accept the seller terms to open your shop")).toBeVisible();
    await look(page, testInfo, "profile-become-seller");
    await become.getByLabel("I accept the seller terms").check();
    await become.getByRole("button", { name: "Open my shop" }).click();
    await expectToast(page, "You can now sell on Campus Market");
    await expect(page).toHaveURL(/\/myshop$/);
    await expect(page.getByText("Wambui's Notes").first()).toBeVisible();

    // Now a seller: the profile says so and opens on Listings.
    await visit(page, "/profile");
    await expect(page.getByTestId("account-type")).toHaveText("Seller");
    await expect(tab(page, "Listings")).toHaveAttribute("aria-selected", "true");

    // Log out from the profile's header: the only way out on a phone.
    await page.getByRole("region", { name: "Wambui Wanjiku" }).getByRole("button", { name: "Log out" }).click();
    await expectToast(page, "Logged out successfully");
    await expect(page).toHaveURL(/\/auth$/);
    await visit(page, "/profile");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fprofile$/);
  });

  test("a new student downloads their data with their order, changes the password (other sessions end), then deletes the account and signs up again", async ({ page, browser }, testInfo) => {
    const email = await newStudent(page, "rights");
    // An order of theirs: Buy Now opens its checkout (unpaid, so nothing is in flight).
    const product = seededProduct("principles-of-economics");
    await visit(page, product.path);
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
    const orderId = page.url().split("/").pop()!;

    // Download my data: a JSON file with the order in it.
    await visit(page, "/profile?tab=settings");
    await look(page, testInfo, "profile-settings-own");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^campus-market-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.email).toBe(email);
    expect(data.orders.map((order: { id: string }) => order.id)).toEqual([orderId]);
    expect(data.orders[0].items[0].productName).toBe(product.name);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|\$argon2/);

    // A second browser signed in as the same student, before the change.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await visit(otherPage, "/auth");
    await logIn(otherPage, email, "nyama-choma-2026");
    await expect(otherPage).toHaveURL(/\/home$/);

    // Change password: a wrong current one first, then the change; this browser stays in.
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("sukuma-wiki-2027");
    await form.getByLabel("Confirm new password").fill("sukuma-wiki-2027");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("That password is not right")).toBeVisible();
    await form.getByLabel("Current password").fill("nyama-choma-2026");
    await form.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Password changed. Your other devices have been signed out.");
    await visit(page, "/profile?tab=settings");
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);
    // The other browser's session ended with the change.
    await visit(otherPage, "/profile");
    await expect(otherPage).toHaveURL(/\/auth\?callbackUrl=%2Fprofile$/);
    await other.close();

    // The confirmation dialog in the dark theme, for looking at.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.screenshot({ path: testInfo.outputPath("profile-delete-confirmation-dark.png"), fullPage: true });
    await page.keyboard.press("Escape");
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await waitForHydration(page);

    // Delete my account: the confirmation word and the (new) password.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Password").fill("sukuma-wiki-2027");
    await dialog.getByLabel("Type DELETE to confirm").fill("delete");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Type DELETE to confirm", { exact: true }).last()).toBeVisible();
    await look(page, testInfo, "profile-delete-confirmation");
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expectToast(page, "Your account has been deleted");
    await expect(page).toHaveURL(/\/auth$/);

    // Gone: the old password no longer signs in, and the email can sign up again.
    await logIn(page, email, "sukuma-wiki-2027");
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await signUpAsStudent(page, email);
  });
});
