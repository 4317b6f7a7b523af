import { expect, test } from "./fixtures";
import { logIn } from "./support";

test.describe("signed-in and signed-out routes", () => {
  test("a visitor opening /cart logs in and is brought back to /cart", async ({ page }) => {
    await page.goto("/cart");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=%2Fcart$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { name: "Cart" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  });

  test("a successful login says so and lands on /home", async ({ page }) => {
    await page.goto("/auth");
    await logIn(page);
    await expect(page.getByText("Successfully logged in!")).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("a signed-in user opening /auth lands on /home", async ({ buyerPage }) => {
    await buyerPage.goto("/auth");
    await expect(buyerPage).toHaveURL(/\/home$/);
  });

  test("unknown paths go to /auth for a visitor and /home when signed in", async ({ page, buyerPage }) => {
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(/\/auth$/);
    await buyerPage.goto("/no-such-page");
    await expect(buyerPage).toHaveURL(/\/home$/);
  });

  test("a return address to another site is ignored", async ({ page }) => {
    await page.goto("/auth?callbackUrl=https%3A%2F%2Fevil.example%2F");
    await logIn(page);
    await expect(page).toHaveURL(/localhost:\d+\/home$/);
  });

  test("public pages stay public", async ({ page }) => {
    for (const path of ["/", "/home"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : "/home$"}`));
    }
  });
});

test.describe("login form", () => {
  test("a wrong password shows 'Invalid email or password'", async ({ page }) => {
    await page.goto("/auth");
    await logIn(page, "buyer@demo.campusmarket.ke", "not-the-password");
    await expect(page.getByRole("form", { name: "Log in" }).getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("empty fields show the spec's messages, which clear when edited", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Email").fill("a");
    await expect(page.getByText("Email is required")).toBeHidden();
    await expect(page.getByText("Password is required")).toBeVisible();
  });
});
