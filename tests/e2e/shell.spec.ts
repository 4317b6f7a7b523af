import { expect, test } from "./fixtures";
import { isPhone, look, visit } from "./support";
import { signInAsNewStudent } from "./own-account";

test.describe("app shell", () => {
  test("a visitor sees the spec's navigation for this width", async ({ page }, testInfo) => {
    await page.goto("/home");
    if (isPhone(testInfo)) {
      const strip = page.getByTestId("mobile-top-strip");
      await expect(strip.getByRole("link", { name: "Campus Market" })).toHaveAttribute("href", "/home");
      await expect(strip.getByRole("button", { name: "Toggle dark mode" })).toBeVisible();
      await expect(strip.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
      await expect(strip.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/profile?tab=messages");
      const bottom = page.getByRole("navigation", { name: "Bottom" });
      const tabs: Array<[string, string]> = [
        ["Home", "/home"],
        ["Shop", "/studentmarketplace"],
        ["My Shop", "/myshop"],
        ["Wishlist", "/wishlist"],
        ["Account", "/profile"],
      ];
      for (const [name, href] of tabs) {
        await expect(bottom.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(page.getByTestId("desktop-nav")).toBeHidden();
    } else {
      const bar = page.getByTestId("desktop-nav");
      await expect(bar.getByRole("link", { name: "Campus Market" })).toHaveAttribute("href", "/home");
      const main = bar.getByRole("navigation", { name: "Main" });
      await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/home");
      await expect(main.getByRole("link", { name: "Student Marketplace" })).toHaveAttribute("href", "/studentmarketplace");
      await expect(main.getByRole("link", { name: "My shop" })).toHaveAttribute("href", "/myshop");
      await expect(bar.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/profile?tab=messages");
      await expect(bar.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishlist");
      await expect(bar.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
      await expect(bar.getByRole("button", { name: "Toggle dark mode" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Bottom" })).toBeHidden();
      // No counts are made up for a visitor.
      await expect(bar.getByRole("link", { name: "Cart" })).toHaveText("");
    }
  });

  test("the Sign In button takes a visitor to the login form", async ({ page }, testInfo) => {
    await page.goto("/home");
    if (isPhone(testInfo)) {
      // On a phone the Account tab is the way in: it needs a session, so it asks for one.
      await page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: "Account" }).click();
      await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fprofile$/);
    } else {
      await page.getByRole("link", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/auth$/);
    }
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  });

  test("the landing page shows the hero and the four category cards from the database", async ({ page }, testInfo) => {
    await page.goto("/home");
    await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/studentmarketplace");
    await expect(page.getByRole("link", { name: "Open Your Shop" })).toHaveAttribute("href", "/myshop");
    const cards = page.getByRole("region", { name: "Shop by category" }).getByRole("link");
    await expect(cards).toHaveCount(4);
    for (const name of ["Textbooks", "Electronics", "Stationery", "Study Materials"]) {
      await expect(cards.filter({ hasText: name })).toHaveAttribute("href", `/category/${encodeURIComponent(name)}`);
    }
    // Pro first (see docs/decisions/subscription.md): the demo's Pro Seller's shop comes first, with the Pro badge, its products marked 'Featured'.
    const shops = page.getByRole("region", { name: "Featured Shops" }).getByRole("list").first().locator(":scope > li");
    await expect(shops.first()).toContainText("Otieno Tech Hub");
    await expect(shops.first().getByTestId("pro-badge")).toBeVisible();
    await expect(shops.first().getByText("Featured", { exact: true }).first()).toBeVisible();
    await expect(shops.nth(1).getByTestId("pro-badge")).toHaveCount(0);
    await look(page, testInfo, "home");
  });

  test("a signed-in buyer sees real counts on the badges", async ({ buyerPage: page }, testInfo) => {
    await page.goto("/home");
    const scope = isPhone(testInfo) ? page.getByTestId("mobile-top-strip") : page.getByTestId("desktop-nav");
    // The demo buyer has 1 + 2 items in the cart and one unread message.
    await expect(scope.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
    await expect(scope.getByRole("link", { name: "Messages, 1 unread message" })).toBeVisible();
    if (isPhone(testInfo)) {
      await expect(page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
    } else {
      await expect(scope.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
    }
  });

  // The phone layout has no profile menu (the spec's screens): this runs at desktop width only.
  test("the profile menu shows the email, opens from the keyboard and logs out", { tag: "@desktop-only" }, async ({ page }) => {
    // Log out ends every session of the account: an account of its own, not a shared demo one.
    const email = await signInAsNewStudent(page, "menu");
    await visit(page, "/home");
    const trigger = page.getByRole("button", { name: `Account menu for ${email}` });
    await expect(trigger).toContainText(email);
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(menu.getByRole("menuitem", { name: "My Orders" })).toHaveAttribute("href", "/profile?tab=orders");
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/profile?tab=settings");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await trigger.click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    // The session is really gone: a signed-in page asks for a login again.
    await page.goto("/cart");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fcart$/);
  });
});
