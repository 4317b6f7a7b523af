import { createHash } from "node:crypto";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PRODUCTS } from "../../prisma/demo-data";
import { DEMO_PASSWORD, isPhone, logIn, visit } from "./support";

// The cart and wishlist as a buyer uses them. Each width shops as its own demo
// account (sellers can buy from other sellers), so the two projects never share
// a cart, and the demo buyer's seeded cart stays as other suites expect it.
const SHOPPER_BY_PROJECT = { desktop: "mutua.seller@demo.campusmarket.ke", phone: "achieng.seller@demo.campusmarket.ke" } as const;

/** The seed's product ids (prisma/seed.ts stableUuid), as in catalogue.spec.ts. */
function stableUuid(name: string): string {
  const h = createHash("sha1").update(`campus-market:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}
function seeded(slug: string) {
  const product = DEMO_PRODUCTS.find((p) => p.slug === slug)!;
  return { name: product.name, path: `/product/${stableUuid(`product:${slug}`)}` };
}
const CALCULUS = seeded("calculus-early-transcendentals"); // KES 1,500, Wanjiru
const CASIO = seeded("casio-fx-991es-plus"); // KES 1,800, Otieno

/** The cart and wishlist badges as this width shows them: accessible names like "Cart, 3 items". */
function badges(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    return {
      cart: page.getByTestId("mobile-top-strip").getByRole("link", { name: /^Cart/ }),
      wishlist: page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: /^Wishlist/ }),
    };
  }
  const bar = page.getByTestId("desktop-nav");
  return { cart: bar.getByRole("link", { name: /^Cart/ }), wishlist: bar.getByRole("link", { name: /^Wishlist/ }) };
}

const itemsLabel = (name: string, count: number) => (count === 0 ? name : `${name}, ${count} item${count === 1 ? "" : "s"}`);

async function expectCounts(page: Page, testInfo: TestInfo, cart: number, wishlist: number) {
  const { cart: cartLink, wishlist: wishlistLink } = badges(page, testInfo);
  await expect(cartLink).toHaveAccessibleName(itemsLabel("Cart", cart));
  await expect(wishlistLink).toHaveAccessibleName(itemsLabel("Wishlist", wishlist));
}

/** Starts from an empty cart and wishlist, whatever an earlier run left. */
async function emptyEverything(page: Page) {
  await visit(page, "/cart");
  if (await page.getByRole("button", { name: "Clear Cart" }).isVisible()) {
    await page.getByRole("button", { name: "Clear Cart" }).click();
    await page.getByRole("dialog", { name: "Clear Cart" }).getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  }
  await visit(page, "/wishlist");
  if (await page.getByRole("button", { name: "Clear Wishlist" }).isVisible()) {
    await page.getByRole("button", { name: "Clear Wishlist" }).click();
    await page.getByRole("dialog", { name: "Clear Wishlist" }).getByRole("button", { name: "Clear Wishlist" }).click();
    await expect(page.getByRole("heading", { name: "Your Wishlist is Empty" })).toBeVisible();
  }
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test.describe("cart and wishlist", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await visit(page, "/auth");
    await logIn(page, SHOPPER_BY_PROJECT[testInfo.project.name as keyof typeof SHOPPER_BY_PROJECT], DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await emptyEverything(page);
  });

  test("a buyer fills the cart, changes quantities, moves items both ways, clears the wishlist, and a reload shows the same", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await expectCounts(page, testInfo, 0, 0);

    // From the product page, with the stepper: 2 of them.
    await visit(page, CALCULUS.path);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, `${CALCULUS.name} added to cart`)).toBeVisible();
    await expectCounts(page, testInfo, 2, 0);
    // The heart on the product page.
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(toast(page, `${CALCULUS.name} added to wishlist`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");
    await expectCounts(page, testInfo, 2, 1);

    // From a card in search results.
    await visit(page, "/search?q=casio");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: CASIO.name }) });
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, `${CASIO.name} added to cart`)).toBeVisible();
    await expectCounts(page, testInfo, 3, 1);
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, `${CASIO.name} (quantity updated to 2)`)).toBeVisible();
    await expectCounts(page, testInfo, 4, 1);

    // The cart: quantities, the 99 limit, totals from the server's prices.
    await visit(page, "/cart");
    const lines = page.getByRole("list", { name: "Cart items" }).getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await page.getByRole("button", { name: `Increase quantity of ${CASIO.name}` }).click();
    await expect(toast(page, "Cart updated successfully")).toBeVisible();
    await expect(page.getByTestId("cart-total")).toHaveText("KES 8,400.00"); // 2 x 1,500 + 3 x 1,800
    const calculusQuantity = page.getByLabel(`Quantity of ${CALCULUS.name}`, { exact: true });
    await calculusQuantity.fill("150");
    await expect(toast(page, "Maximum quantity is 99")).toBeVisible();
    await expect(calculusQuantity).toHaveValue("99");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 153,900.00"); // 99 x 1,500 + 3 x 1,800
    await expectCounts(page, testInfo, 102, 1);

    // Move to wishlist: the Casio moves; the Calculus is already there (info) and still leaves the cart.
    await lines.filter({ hasText: CASIO.name }).getByRole("button", { name: "Move to Wishlist" }).click();
    await expect(toast(page, `${CASIO.name} moved to wishlist`)).toBeVisible();
    await lines.filter({ hasText: CALCULUS.name }).getByRole("button", { name: "Move to Wishlist" }).click();
    await expect(toast(page, `${CALCULUS.name} is already in your wishlist`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
    await expectCounts(page, testInfo, 0, 2);

    // The wishlist: Move to Cart takes its quantity along, then Clear Wishlist after confirming.
    await visit(page, "/wishlist");
    const wished = page.getByRole("list", { name: "Wishlist items" }).getByRole("listitem");
    await expect(wished).toHaveCount(2);
    await expect(page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true })).toHaveValue("3");
    await wished.filter({ hasText: CASIO.name }).getByRole("button", { name: "Move to Cart" }).click();
    await expect(toast(page, `${CASIO.name} moved to cart`)).toBeVisible();
    await expect(wished).toHaveCount(1);
    await expectCounts(page, testInfo, 3, 1);
    await page.getByRole("button", { name: "Clear Wishlist" }).click();
    await page.getByRole("dialog", { name: "Clear Wishlist" }).getByRole("button", { name: "Clear Wishlist" }).click();
    await expect(toast(page, "Wishlist cleared successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Wishlist is Empty" })).toBeVisible();
    await expectCounts(page, testInfo, 3, 0);

    // A reload shows the same state, from the server.
    await visit(page, "/cart");
    await page.reload();
    await expect(page.getByRole("list", { name: "Cart items" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true })).toHaveValue("3");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 5,400.00");
    await expectCounts(page, testInfo, 3, 0);

    // Quantity 0 removes the line.
    await page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true }).fill("0");
    await expect(toast(page, "Item removed from cart")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
    await expectCounts(page, testInfo, 0, 0);
  });

  test("a failed write puts the cart back and says so", async ({ page }, testInfo) => {
    await visit(page, CASIO.path);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, `${CASIO.name} added to cart`)).toBeVisible();
    await visit(page, "/cart");
    const quantity = page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true });
    await expect(quantity).toHaveValue("1");

    // The next server action never reaches the server.
    await page.route("**/cart", (route) => (route.request().method() === "POST" && route.request().headers()["next-action"] ? route.abort("connectionreset") : route.fallback()));
    await page.getByRole("button", { name: `Increase quantity of ${CASIO.name}` }).click();
    await expect(toast(page, "Failed to update cart")).toBeVisible();
    await expect(quantity).toHaveValue("1");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 1,800.00");
    await expectCounts(page, testInfo, 1, 0);
    await page.unroute("**/cart");

    // And the server still has what the screen shows.
    await page.reload();
    await expect(page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true })).toHaveValue("1");
  });
});
