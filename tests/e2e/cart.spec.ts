import { expect, test } from "./fixtures";
import type { Page, TestInfo } from "@playwright/test";
import { seededProduct } from "./demo";
import { expectToast, isPhone, look, recordToasts, visit } from "./support";

// The cart and wishlist as a buyer uses them, one behaviour per test. Each width shops
// as its own account (`shopperPage`: a student seller, since sellers can buy from other
// sellers), so the two projects never share a cart, and the demo buyer's seeded cart stays
// as other suites expect it. Every test starts from an empty cart and wishlist and puts in
// what it needs from the product pages.

const CALCULUS = seededProduct("calculus-early-transcendentals"); // KES 1,500, Wanjiru
const CASIO = seededProduct("casio-fx-991es-plus"); // KES 1,800, Otieno
type Product = { name: string; path: string };

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

/** Starts from an empty cart and wishlist, whatever an earlier test or run left. */
async function emptyEverything(page: Page, testInfo: TestInfo) {
  await visit(page, "/cart");
  if (await page.getByRole("button", { name: "Clear Cart" }).isVisible()) {
    await page.getByRole("button", { name: "Clear Cart" }).click();
    await page.getByRole("dialog", { name: "Clear Cart" }).getByRole("button", { name: "Clear Cart" }).click();
    // The toast comes with the server's answer; the empty page shows before it (optimistic),
    // and leaving then could cancel the write.
    await expectToast(page, "Cart cleared successfully");
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  }
  // The badge says whether the wishlist needs a visit at all (most tests leave it empty).
  if ((await badges(page, testInfo).wishlist.getAttribute("aria-label")) === "Wishlist") return;
  await visit(page, "/wishlist");
  if (await page.getByRole("button", { name: "Clear Wishlist" }).isVisible()) {
    await page.getByRole("button", { name: "Clear Wishlist" }).click();
    await page.getByRole("dialog", { name: "Clear Wishlist" }).getByRole("button", { name: "Clear Wishlist" }).click();
    await expectToast(page, "Wishlist cleared successfully");
    await expect(page.getByRole("heading", { name: "Your Wishlist is Empty" })).toBeVisible();
  }
}

/** A test's starting state, from the product page: `cart` of it in the cart and/or the heart, each confirmed by the server's toast. */
async function fromProductPage(page: Page, product: Product, { cart = 0, wishlist = false }: { cart?: number; wishlist?: boolean }) {
  await visit(page, product.path);
  if (cart > 0) {
    await page.getByLabel("Quantity", { exact: true }).fill(String(cart));
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, `${product.name} added to cart`);
  }
  if (wishlist) {
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expectToast(page, `${product.name} added to wishlist`);
  }
}

const cartLines = (page: Page) => page.getByRole("list", { name: "Cart items" }).getByRole("listitem");
const wishlistLines = (page: Page) => page.getByRole("list", { name: "Wishlist items" }).getByRole("listitem");

test.describe("cart and wishlist", () => {
  test.beforeEach(async ({ shopperPage }, testInfo) => {
    await recordToasts(shopperPage);
    await emptyEverything(shopperPage, testInfo);
  });

  test("a buyer adds a product from its page with the quantity stepper", async ({ shopperPage: page }, testInfo) => {
    await expectCounts(page, testInfo, 0, 0);
    await visit(page, CALCULUS.path);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, `${CALCULUS.name} added to cart`);
    await expectCounts(page, testInfo, 2, 0);
  });

  test("a buyer saves a product to the wishlist with the heart on its page", async ({ shopperPage: page }, testInfo) => {
    await visit(page, CALCULUS.path);
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expectToast(page, `${CALCULUS.name} added to wishlist`);
    await expect(page.getByRole("button", { name: "Remove from wishlist" })).toHaveAttribute("aria-pressed", "true");
    await expectCounts(page, testInfo, 0, 1);
  });

  test("a buyer adds from a search result, and adding it again raises the quantity", async ({ shopperPage: page }, testInfo) => {
    await visit(page, "/search?q=casio");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: CASIO.name }) });
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, `${CASIO.name} added to cart`);
    await expectCounts(page, testInfo, 1, 0);
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, `${CASIO.name} (quantity updated to 2)`);
    await expectCounts(page, testInfo, 2, 0);
  });

  test("a buyer raises a quantity in the cart and the total follows the server's prices", async ({ shopperPage: page }, testInfo) => {
    await fromProductPage(page, CALCULUS, { cart: 2 });
    await fromProductPage(page, CASIO, { cart: 2 });
    await visit(page, "/cart");
    await expect(cartLines(page)).toHaveCount(2);
    await page.getByRole("button", { name: `Increase quantity of ${CASIO.name}` }).click();
    await expectToast(page, "Cart updated successfully");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 8,400.00"); // 2 x 1,500 + 3 x 1,800
    await expectCounts(page, testInfo, 5, 0);
  });

  test("a quantity typed above 99 in the cart is capped at 99 with a warning", async ({ shopperPage: page }, testInfo) => {
    await fromProductPage(page, CALCULUS, { cart: 2 });
    await fromProductPage(page, CASIO, { cart: 3 });
    await visit(page, "/cart");
    const calculusQuantity = page.getByLabel(`Quantity of ${CALCULUS.name}`, { exact: true });
    await calculusQuantity.fill("150");
    await expectToast(page, "Maximum quantity is 99");
    await expect(calculusQuantity).toHaveValue("99");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 153,900.00"); // 99 x 1,500 + 3 x 1,800
    await expectCounts(page, testInfo, 102, 0);
  });

  test("a buyer moves a cart line to the wishlist, quantity and all", async ({ shopperPage: page }, testInfo) => {
    await fromProductPage(page, CASIO, { cart: 3 });
    await visit(page, "/cart");
    await cartLines(page).filter({ hasText: CASIO.name }).getByRole("button", { name: "Move to Wishlist" }).click();
    await expectToast(page, `${CASIO.name} moved to wishlist`);
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
    await expectCounts(page, testInfo, 0, 1);

    await visit(page, "/wishlist");
    await expect(wishlistLines(page)).toHaveCount(1);
    await expect(page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true })).toHaveValue("3");
  });

  test("moving a line already in the wishlist says so and still takes it out of the cart", async ({ shopperPage: page }, testInfo) => {
    await fromProductPage(page, CALCULUS, { cart: 2, wishlist: true });
    await visit(page, "/cart");
    await cartLines(page).filter({ hasText: CALCULUS.name }).getByRole("button", { name: "Move to Wishlist" }).click();
    await expectToast(page, `${CALCULUS.name} is already in your wishlist`);
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
    await expectCounts(page, testInfo, 0, 1);
  });

  test("Move to Cart on the wishlist takes the saved quantity into the cart", async ({ shopperPage: page }, testInfo) => {
    // A wishlist line with a quantity comes from the cart.
    await fromProductPage(page, CALCULUS, { wishlist: true });
    await fromProductPage(page, CASIO, { cart: 3 });
    await visit(page, "/cart");
    await cartLines(page).filter({ hasText: CASIO.name }).getByRole("button", { name: "Move to Wishlist" }).click();
    await expectToast(page, `${CASIO.name} moved to wishlist`);

    await visit(page, "/wishlist");
    await expect(wishlistLines(page)).toHaveCount(2);
    await expect(page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true })).toHaveValue("3");
    await wishlistLines(page).filter({ hasText: CASIO.name }).getByRole("button", { name: "Move to Cart" }).click();
    await expectToast(page, `${CASIO.name} moved to cart`);
    await expect(wishlistLines(page)).toHaveCount(1);
    await expectCounts(page, testInfo, 3, 1);
  });

  test("Clear Wishlist empties the wishlist after confirming and leaves the cart alone", async ({ shopperPage: page }, testInfo) => {
    await fromProductPage(page, CALCULUS, { cart: 3, wishlist: true });
    await visit(page, "/wishlist");
    await page.getByRole("button", { name: "Clear Wishlist" }).click();
    await page.getByRole("dialog", { name: "Clear Wishlist" }).getByRole("button", { name: "Clear Wishlist" }).click();
    await expectToast(page, "Wishlist cleared successfully");
    await expect(page.getByRole("heading", { name: "Your Wishlist is Empty" })).toBeVisible();
    await expectCounts(page, testInfo, 3, 0);
  });

  test("a change made in the cart is still there after a reload, from the server", async ({ shopperPage: page }, testInfo) => {
    await fromProductPage(page, CASIO, { cart: 2 });
    await visit(page, "/cart");
    await page.getByRole("button", { name: `Increase quantity of ${CASIO.name}` }).click();
    await expectToast(page, "Cart updated successfully");
    await page.reload();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true })).toHaveValue("3");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 5,400.00");
    await expectCounts(page, testInfo, 3, 0);
  });

  test("setting a cart quantity to 0 removes the line", async ({ shopperPage: page }, testInfo) => {
    await fromProductPage(page, CASIO, { cart: 3 });
    await visit(page, "/cart");
    await page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true }).fill("0");
    await expectToast(page, "Item removed from cart");
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
    await expectCounts(page, testInfo, 0, 0);
  });

  test("− at quantity 1 takes the line out, a double tap changes nothing more, and Undo in the toast puts it back as it was", async ({ shopperPage: page }, testInfo) => {
    await fromProductPage(page, CASIO, { cart: 2 });
    await fromProductPage(page, CALCULUS, { cart: 1 });
    await visit(page, "/cart");
    await expect(cartLines(page).first()).toContainText(CALCULUS.name);
    // A double tap: the second lands where Casio's line moves up to, and must not lower it.
    await page.getByRole("button", { name: `Decrease quantity of ${CALCULUS.name.toLowerCase()}` }).dblclick();
    const undo = page.getByRole("button", { name: `Undo: put ${CALCULUS.name} back in your cart` });
    await expect(undo).toBeVisible();
    await expectToast(page, "Item removed from cart");
    await expect(cartLines(page)).toHaveCount(1);
    await expect(page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true })).toHaveValue("2");
    await expectCounts(page, testInfo, 2, 0);
    await look(page, testInfo, "cart-undo-toast");

    await undo.dblclick();
    await expectToast(page, `${CALCULUS.name} is back in your cart`);
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).first()).toContainText(CALCULUS.name);
    await expect(page.getByLabel(`Quantity of ${CALCULUS.name}`, { exact: true })).toHaveValue("1");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 5,100.00"); // 1 x 1,500 + 2 x 1,800
    await expectCounts(page, testInfo, 3, 0);
    // From the server, not only the screen.
    await page.reload();
    await expect(cartLines(page).first()).toContainText(CALCULUS.name);
    await expect(page.getByLabel(`Quantity of ${CALCULUS.name}`, { exact: true })).toHaveValue("1");
    await expect(page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true })).toHaveValue("2");
    await expectCounts(page, testInfo, 3, 0);

    // The same offer on a desk-wide window, for looking at.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: `Decrease quantity of ${CALCULUS.name.toLowerCase()}` }).click();
    await expect(undo).toBeVisible();
    await look(page, testInfo, "cart-undo-toast-1280");
    await undo.click();
    await expectToast(page, `${CALCULUS.name} is back in your cart`);
  });

  test("a failed write puts the cart back and says so", async ({ shopperPage: page }, testInfo) => {
    await fromProductPage(page, CASIO, { cart: 1 });
    await visit(page, "/cart");
    const quantity = page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true });
    await expect(quantity).toHaveValue("1");

    // The next server action never reaches the server.
    await page.route("**/cart", (route) => (route.request().method() === "POST" && route.request().headers()["next-action"] ? route.abort("connectionreset") : route.fallback()));
    await page.getByRole("button", { name: `Increase quantity of ${CASIO.name}` }).click();
    await expectToast(page, "Failed to update cart");
    await expect(quantity).toHaveValue("1");
    await expect(page.getByTestId("cart-total")).toHaveText("KES 1,800.00");
    await expectCounts(page, testInfo, 1, 0);
    await page.unroute("**/cart");

    // And the server still has what the screen shows.
    await page.reload();
    await expect(page.getByLabel(`Quantity of ${CASIO.name}`, { exact: true })).toHaveValue("1");
  });
});
