import { expect, test, type APIRequestContext } from "@playwright/test";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { DEMO_BUYER, sellerByKey } from "../../prisma/demo-data";
import { authFileFor } from "../e2e/roles";
import config from "./htmlvalidate.config.mjs";

// The HTML the production build sends for the main pages, whole (streamed parts included),
// is valid under html-validate's recommended rules (htmlvalidate.config.mjs says what is relaxed
// and why). No browser: what a crawler or a screen reader's first parse gets.

const validator = new HtmlValidate(new StaticConfigLoader(config));

async function problems(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `${path} answers`).toBe(200);
  const report = await validator.validateString(await response.text(), `${path}.html`);
  return report.results.flatMap((result) => result.messages.map((m) => `${path}: ${m.ruleId} at ${m.selector ?? `${m.line}:${m.column}`}: ${m.message}`));
}

/** A real category, product and seller, found through the marketplace's own links. */
async function discover(request: APIRequestContext) {
  const marketplace = await (await request.get("/studentmarketplace")).text();
  const category = marketplace.match(/href="(\/category\/(?!all")[^"?#/]+)"/)?.[1];
  const product = marketplace.match(/\/product\/[0-9a-f-]{36}/)?.[0];
  const seller = product && (await (await request.get(product)).text()).match(/\/seller\/[0-9a-f-]{36}/)?.[0];
  if (!category || !product || !seller) throw new Error("no category, product or seller link on the marketplace: is the demo data seeded?");
  return { category, product, seller };
}

test("the public pages' server HTML is valid", async ({ request }) => {
  const { category, product, seller } = await discover(request);
  const found: string[] = [];
  for (const path of ["/home", "/studentmarketplace", category, "/search?q=calculator", product, seller, "/auth", "/auth/signup"]) {
    found.push(...(await problems(request, path)));
  }
  expect(found).toEqual([]);
});

test.describe("signed in", () => {
  test("the buyer's pages' server HTML is valid", async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, storageState: authFileFor(DEMO_BUYER.email) });
    const found: string[] = [];
    for (const path of ["/cart", "/wishlist", "/profile"]) found.push(...(await problems(request, path)));
    await request.dispose();
    expect(found).toEqual([]);
  });

  test("the seller's shop page's server HTML is valid", async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, storageState: authFileFor(sellerByKey("wholesale").email) });
    const found = await problems(request, "/myshop");
    await request.dispose();
    expect(found).toEqual([]);
  });
});
