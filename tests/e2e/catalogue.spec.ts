import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { applyFilters, cardPrices, cardsIn, kes, openFilters } from "./catalogue-steps";
import { DEMO_PRODUCTS, sellerByKey } from "../../prisma/demo-data";
import { BOUGHT_OUT_BY_TESTS, demoSellerId, seededProduct as seeded, stableUuid } from "./demo";
import { expectToast, isPhone, logIn, look, recordToasts, visit } from "./support";

// The public catalogue as a visitor sees it: product, seller, category, search
// and marketplace pages, plus what crawlers read (HTML, JSON-LD, sitemap, robots).
// Everything here reads the seeded demo data and changes nothing in the database.

const CALCULUS = seeded("calculus-early-transcendentals"); // active, KES 1,500.00, Textbooks, Wanjiru
const CAMPBELL = seeded("campbell-biology"); // sold, KES 2,200.00
const POWER_BANK = seeded("power-bank-20000"); // out of stock
const CASIO = seeded("casio-fx-991es-plus"); // active, KES 1,800.00, Electronics
const WANJIRU_ID = demoSellerId("wanjiru");

const cardName = (card: Locator) => card.getByRole("heading", { level: 3 });
/** The card's own price: the struck-through original reads "was KES ...", so it does not match. */
const cardPrice = (card: Locator) => card.getByText(/^KES [\d,]+\.\d{2}$/).first();

test.describe("product page for a visitor", () => {
  test("an active product opened by its URL shows its name, KES price, category and seller", async ({ page }) => {
    const response = await page.goto(CALCULUS.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CALCULUS.name);
    await expect(page.getByText("KES 1,500.00", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Textbooks" })).toHaveAttribute("href", "/category/Textbooks");
    await expect(page.getByRole("link", { name: /Wanjiru's Book Corner/ })).toHaveAttribute("href", `/seller/${WANJIRU_ID}`);
    await expect(page.getByRole("link", { name: "Message Seller" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeEnabled();
    await expect(page.getByRole("status").filter({ hasText: /^(Sold|Out of Stock)$/ })).toHaveCount(0);
  });

  test("a sold product shows the 'Sold' banner and cannot be added to the cart", async ({ page }) => {
    await visit(page, CAMPBELL.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CAMPBELL.name);
    await expect(page.getByText("KES 2,200.00", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Sold$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Not Available" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeDisabled();
  });

  test("an out-of-stock product shows 'Out of Stock' and its Add to Cart reads 'Not Available', disabled", async ({ page }) => {
    await visit(page, POWER_BANK.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(POWER_BANK.name);
    await expect(page.getByRole("status").filter({ hasText: /^Out of Stock$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Not Available" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
  });

  test("the seller block opens the seller's page with shop name, campus and only their active products", async ({ page }) => {
    await visit(page, CALCULUS.path);
    await page.getByRole("link", { name: /Wanjiru's Book Corner/ }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/${WANJIRU_ID}$`));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Wanjiru's Book Corner");
    const header = page.locator("section").filter({ has: heading });
    await expect(header.getByText("by Wanjiru Kamau")).toBeVisible();
    await expect(header.getByText("Main Campus", { exact: true })).toBeVisible();

    const cards = cardsIn(page, "Seller's products");
    const activeTextbooks = DEMO_PRODUCTS.filter((p) => p.seller === "wanjiru" && (p.status ?? "active") === "active").map((p) => p.name);
    for (const name of activeTextbooks) {
      await expect(cards.filter({ has: page.getByRole("heading", { name, exact: true }) })).toHaveCount(1);
    }
    // Sold listings are not for sale any more: they are not on the shop's page.
    await expect(cards.filter({ hasText: CAMPBELL.name })).toHaveCount(0);
    // Every card is this seller's: none offers "View Seller", which would only link to this page.
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByRole("link", { name: "View Seller" })).toHaveCount(0);
    await expect(page.locator(`main a[href="/seller/${WANJIRU_ID}"]`)).toHaveCount(0);
  });

  test("the seller's page shows the business hours in the seller's order and the shop's policies", async ({ page }, testInfo) => {
    const wanjiru = sellerByKey("wanjiru");
    await visit(page, `/seller/${WANJIRU_ID}`);
    const hours = page.getByRole("region", { name: "Business hours" });
    // Monday-Friday first, as written in the shop settings (it once came back after Saturday).
    await expect(hours.getByRole("term")).toHaveText(wanjiru.shop.businessHours.map((line) => line.days));
    await expect(hours.getByRole("definition")).toHaveText(wanjiru.shop.businessHours.map((line) => line.hours));
    await expect(page.getByRole("region", { name: "Shop policies" })).toContainText(wanjiru.shop.policies);
    await look(page, testInfo, "seller-page-hours-policies");
  });
});

test.describe("not found", () => {
  test("a missing product shows 'Product Not Found' with status 404", async ({ page }) => {
    const response = await page.goto(`/product/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Marketplace" })).toHaveAttribute("href", "/studentmarketplace");
  });

  test("a missing seller shows 'Seller Not Found' with status 404", async ({ page }) => {
    const response = await page.goto(`/seller/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seller Not Found" })).toBeVisible();
    await expect(page.getByText("The seller you are looking for does not exist or has been removed.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Marketplace" })).toHaveAttribute("href", "/studentmarketplace");
  });
});

test.describe("category filters in the URL", () => {
  test("filtering Textbooks by condition and price puts the filters in the URL and survives reload and back", async ({ page }, testInfo) => {
    await visit(page, "/category/Textbooks");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*\/\s*Textbooks/);
    // The count is the number of cards (Textbooks fit on one page).
    const all = cardsIn(page, "Textbooks products");
    await expect(all.first()).toBeVisible();
    const total = await all.count();
    expect(total).toBeGreaterThan(1);
    await expect(page.getByTestId("item-count")).toHaveText(`${total} items`);

    const panel = await openFilters(page, testInfo);
    await panel.getByRole("checkbox", { name: "Used - Good" }).check();
    await panel.getByRole("spinbutton", { name: "Min (KES)" }).fill("1000");
    await panel.getByRole("spinbutton", { name: "Min (KES)" }).press("Enter");
    await panel.getByRole("spinbutton", { name: "Max (KES)" }).fill("2000");
    await panel.getByRole("spinbutton", { name: "Max (KES)" }).press("Enter");
    await applyFilters(panel, testInfo);

    await expect(page).toHaveURL((url) => {
      const q = url.searchParams;
      return url.pathname === "/category/Textbooks" && q.getAll("condition").join() === "good" && q.get("minPrice") === "1000" && q.get("maxPrice") === "2000";
    });
    await expect(page.getByText("Updating results...")).toBeHidden();

    const cards = cardsIn(page, "Textbooks products");
    // The seeded Textbooks in 'Used - Good' between KES 1,000 and 2,000 (Campbell Biology is sold).
    const expected = DEMO_PRODUCTS.filter(
      (p) => p.category === "Textbooks" && p.condition === "good" && p.price >= 1000 && p.price <= 2000 && (p.status ?? "active") === "active",
    ).map((p) => p.name);
    expect(expected.length).toBeGreaterThan(1);
    for (const name of expected) {
      await expect(cards.filter({ has: page.getByRole("heading", { name, exact: true }) })).toHaveCount(1);
    }
    const shown = await cards.count();
    await expect(page.getByTestId("item-count")).toHaveText(`${shown} ${shown === 1 ? "item" : "items"}`);
    for (const card of await cards.all()) {
      await expect(card.getByText("Used - Good", { exact: true })).toBeVisible();
      const price = kes(await cardPrice(card).innerText());
      expect(price).toBeGreaterThanOrEqual(1000);
      expect(price).toBeLessThanOrEqual(2000);
    }
    const names = await cardName(cards).allInnerTexts();
    const filteredUrl = page.url();

    // A reload reads the same filters from the address, controls included.
    await page.reload();
    await expect(page).toHaveURL(filteredUrl);
    await expect(cardName(cards)).toHaveText(names);
    await expect(page.getByTestId("item-count")).toHaveText(`${shown} ${shown === 1 ? "item" : "items"}`);
    const again = await openFilters(page, testInfo);
    await expect(again.getByRole("checkbox", { name: "Used - Good" })).toBeChecked();
    await expect(again.getByRole("checkbox", { name: "New", exact: true })).not.toBeChecked();
    await expect(again.getByRole("spinbutton", { name: "Min (KES)" })).toHaveValue("1000");
    await expect(again.getByRole("spinbutton", { name: "Max (KES)" })).toHaveValue("2000");
    await expect(again.getByRole("slider", { name: "Minimum price" })).toHaveAttribute("aria-valuenow", "1000");
    await expect(again.getByRole("slider", { name: "Maximum price" })).toHaveAttribute("aria-valuenow", "2000");
    if (isPhone(testInfo)) {
      await page.keyboard.press("Escape");
      await expect(again).toBeHidden();
    }

    // Into a product and back: the same filtered results.
    const first = names[0]!;
    await cards.getByRole("link", { name: first, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(cardName(cards)).toHaveText(names);
    await expect(page.getByTestId("item-count")).toHaveText(`${shown} ${shown === 1 ? "item" : "items"}`);
  });

  test("sorting Electronics by 'Price: High to Low' orders the prices from highest to lowest", async ({ page }, testInfo) => {
    await visit(page, "/category/Electronics");
    const cards = cardsIn(page, "Electronics products");
    await expect(cards.first()).toBeVisible();

    const panel = await openFilters(page, testInfo);
    await panel.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: High to Low" });
    await applyFilters(panel, testInfo);

    await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "price-desc");
    await expect(page.getByText("Updating results...")).toBeHidden();
    await expect
      .poll(async () => {
        const prices = await cardPrices(cards);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
      })
      .toBe(true);
    // The seeded laptop (KES 38,000.00) comes before the cheap calculator.
    const names = await cardName(cards).allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(["HP 14 Laptop, 8GB RAM, 256GB SSD", CASIO.name]));
    expect(names.indexOf("HP 14 Laptop, 8GB RAM, 256GB SSD")).toBeLessThan(names.indexOf(CASIO.name));
  });

  test("filters that match nothing show 'No products found' and Reset Filters brings the list back", async ({ page }) => {
    const response = await page.goto("/category/Textbooks?condition=new&minPrice=90000");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(page.getByTestId("item-count")).toHaveText("0 items");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL(/\/category\/Textbooks$/);
    await expect(cardsIn(page, "Textbooks products").first()).toBeVisible();
  });
});

test.describe("search", () => {
  test("searching 'calculater' from the search box finds the Casio calculator", async ({ page }) => {
    await visit(page, "/studentmarketplace");
    const box = page.getByRole("searchbox", { name: "Search products" }).filter({ visible: true });
    await box.fill("calculater");
    await box.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "calculater");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for ‘calculater’");
    const result = cardsIn(page, "Results for calculater").filter({ has: page.getByRole("heading", { name: CASIO.name, exact: true }) });
    await expect(result).toHaveCount(1);
    await expect(cardPrice(result)).toHaveText("KES 1,800.00");
    await expect(result.getByRole("link", { name: CASIO.name })).toHaveAttribute("href", CASIO.path);
  });
});

test.describe("visitor actions", () => {
  test("a visitor pressing Add to Cart on a card is asked to log in and comes back to the product", async ({ page }) => {
    await recordToasts(page);
    await visit(page, "/category/Electronics");
    const card = cardsIn(page, "Electronics products").filter({ has: page.getByRole("heading", { name: CASIO.name, exact: true }) });
    // The product grid streams in after the page's shell (loading.tsx) and hydrates after it: a tap
    // that lands in between has been seen to do nothing (fresh-clone CI, phone), and a student
    // taps again. The toast is read from the recorded list, since the page leaves for /auth at once.
    await expect(async () => {
      await card.getByRole("button", { name: "Add to Cart" }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/auth\?/, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    await expectToast(page, "Please login to add items to cart");
    await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.searchParams.get("callbackUrl") === CASIO.path);
    await logIn(page);
    await expect(page).toHaveURL(new RegExp(`${CASIO.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CASIO.name);
  });
});

test.describe("marketplace feed", () => {
  const hrefsOf = (cards: Locator) => cards.getByRole("heading", { level: 3 }).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

  /** The demo has more active products than one page (24): the second page is appended to the first, once each. */
  async function expectSecondPageAppended(page: Page, cards: Locator, firstPage: Array<string | null>) {
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
    await expect(page.getByRole("link", { name: "Loading..." })).toHaveCount(0);
    const all = await hrefsOf(cards);
    expect(all.slice(0, 24)).toEqual(firstPage);
    expect(new Set(all).size).toBe(all.length);
    // Only what is for sale: sold and out-of-stock listings are not in the feed.
    expect(all).not.toContain(CAMPBELL.path);
    expect(all).not.toContain(POWER_BANK.path);
  }

  test("scrolling to the end of the marketplace appends the next page of products without duplicates", async ({ page }) => {
    await visit(page, "/studentmarketplace");
    const cards = cardsIn(page, "Products");
    await expect(cards).toHaveCount(24);
    const firstPage = await hrefsOf(cards);
    const loadMore = page.getByRole("link", { name: "Load more" });
    // Without JavaScript the same link opens page 2.
    await expect(loadMore).toHaveAttribute("href", "/studentmarketplace?page=2");
    await loadMore.scrollIntoViewIfNeeded();
    await expectSecondPageAppended(page, cards, firstPage);
  });

  test("pressing Load more appends the next page where the browser cannot watch the scroll", async ({ page }) => {
    // With no IntersectionObserver nothing loads by itself: the button is the only way on.
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await visit(page, "/studentmarketplace");
    const cards = cardsIn(page, "Products");
    await expect(cards).toHaveCount(24);
    const firstPage = await hrefsOf(cards);
    await page.getByRole("link", { name: "Load more" }).click();
    await expectSecondPageAppended(page, cards, firstPage);
  });
});

test.describe("what crawlers read (no JavaScript)", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), "HTTP-level checks do not depend on the screen width");
  });

  test("a product page's HTML carries its name, price and schema.org Product JSON-LD in KES", async ({ request }) => {
    const response = await request.get(CASIO.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(CASIO.name);
    expect(html).toContain("KES 1,800.00");

    const ld = (page: string) => {
      const match = page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
      expect(match, "a JSON-LD script").not.toBeNull();
      return JSON.parse(match![1]!);
    };
    const data = ld(html);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(CASIO.name);
    expect(data.offers).toMatchObject({ price: "1800.00", priceCurrency: "KES", availability: "https://schema.org/InStock" });
    expect(data.offers.url).toMatch(new RegExp(`${CASIO.path}$`));

    const sold = ld(await (await request.get(CAMPBELL.path)).text());
    expect(sold.offers).toMatchObject({ price: "2200.00", priceCurrency: "KES", availability: "https://schema.org/SoldOut" });
    const outOfStock = ld(await (await request.get(POWER_BANK.path)).text());
    expect(outOfStock.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  // The nil UUID is well formed, so these reach the database lookup and its notFound().
  test("a missing product answers 404 with 'Product Not Found' in its HTML", async ({ request }) => {
    const response = await request.get("/product/00000000-0000-0000-0000-000000000000");
    expect(response.status()).toBe(404);
    // In the markup itself, not only in the page's data for the browser to draw.
    expect(await response.text()).toMatch(/<h1[^>]*>Product Not Found<\/h1>/);
  });

  test("a missing seller answers 404 with 'Seller Not Found' in its HTML", async ({ request }) => {
    const response = await request.get("/seller/00000000-0000-0000-0000-000000000000");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Seller Not Found<\/h1>/);
    expect(html).toMatch(/<p[^>]*>The seller you are looking for does not exist or has been removed.<\/p>/);
  });

  test("the sitemap lists active products and sellers, not sold ones", async ({ request }) => {
    // An index of files: every address is in one of the files it names.
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const files = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const locs: string[] = [];
    for (const file of files) {
      const part = await request.get(file);
      expect(part.status(), file).toBe(200);
      locs.push(...[...(await part.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    }
    for (const product of DEMO_PRODUCTS.filter((p) => (p.status ?? "active") === "active" && !BOUGHT_OUT_BY_TESTS.includes(p.slug))) {
      expect(locs, product.name).toContain(`/product/${stableUuid(`product:${product.slug}`)}`);
    }
    for (const product of DEMO_PRODUCTS.filter((p) => (p.status ?? "active") !== "active")) {
      expect(locs, product.name).not.toContain(`/product/${stableUuid(`product:${product.slug}`)}`);
    }
    expect(locs).toContain(`/seller/${WANJIRU_ID}`);
    expect(locs).toContain("/category/Textbooks");
  });

  test("robots.txt keeps crawlers out of the cart and points to the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n").map((l) => l.trim());
    expect(lines).toContain("Disallow: /cart");
    expect(lines).toContain("Allow: /product/");
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
