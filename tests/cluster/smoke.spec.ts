import { spawn } from "node:child_process";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";
import { DEMO_BUYER, sellerByKey } from "../../prisma/demo-data";
import { newMessageNotice } from "../../lib/messaging/rules";
import { BALANCER, SIMULATOR } from "../../playwright.config";
import { seededProduct, demoSellerId } from "../e2e/demo";
import { expectConfirmation, payWith } from "../e2e/checkout-steps";
import { agreeAndShip, confirmReceived, markDelivered, sellerOpensOrder } from "../e2e/fulfilment-steps";
import { expectToast, expectToastMatching, recordToasts, visit, waitForHydration } from "../e2e/support";
import { signedInPage } from "../two-instances/sign-in";

// The smoke journeys through the balancer of scripts/production/cluster.mjs (nginx): a buyer and a
// seller, each signed in once, in browsers that only know the balancer's address. Requests
// go to instances a and b in turn, so a journey's pages, server actions, event streams and
// M-Pesa callbacks land on both: the buyer pays (the simulator's callback comes back through
// the balancer), messages the seller, and the seller delivers until the payout is paid. Each
// answer names its instance (X-Instance); the last test checks both answered and the ledger.

const SELLER = sellerByKey("mutua");
const PRODUCT = { ...seededProduct("statistics-formula-cards"), price: 500 }; // Mutua's, Study Materials
const PAYS = "0708374149"; // the simulator's "pays" number

/** Every answer the browsers got from the balancer, by the instance it named (or "none"). */
const answeredBy = new Map<string, number>();
const unnamed: string[] = [];
/** The instance holding each page's latest event stream (/api/events). */
const streamOn = new Map<Page, string>();

function watchInstances(context: BrowserContext) {
  context.on("response", (response) => {
    if (!response.url().startsWith(BALANCER)) return;
    const instance = response.headers()["x-instance"];
    if (!instance) unnamed.push(response.url());
    answeredBy.set(instance ?? "none", (answeredBy.get(instance ?? "none") ?? 0) + 1);
  });
}

function watchStream(page: Page) {
  page.on("response", (response) => {
    const instance = response.headers()["x-instance"];
    if (instance && response.url().startsWith(BALANCER) && new URL(response.url()).pathname === "/api/events") streamOn.set(page, instance);
  });
}

/** Opens the page's event stream anew (a reload) until it is held by an instance other than `other`'s. */
async function streamOnOtherInstance(page: Page, other: Page) {
  for (let reloads = 0; reloads < 10 && streamOn.get(page) === streamOn.get(other); reloads++) {
    // nginx hands requests to a and b in turn: a reload that makes an even number of requests
    // would open the stream on the same instance every time, so every other try adds one.
    if (reloads % 2 === 1) await page.request.get("/api/health");
    streamOn.delete(page);
    await page.reload();
    await expect.poll(() => streamOn.get(page), { message: "the page opened its event stream" }).toBeDefined();
  }
}

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await signedInPage(browser, BALANCER, email);
  watchInstances(page.context());
  watchStream(page);
  await recordToasts(page);
  return page;
}

const userId = (page: Page) => page.evaluate(async () => ((await (await fetch("/api/auth/session")).json()) as { user?: { id?: string } }).user?.id);

test.describe.configure({ mode: "serial" });

test("the balancer sends requests to instance a and b in turn, each with its own request id", async ({ playwright }) => {
  const client = await playwright.request.newContext({ baseURL: BALANCER });
  const answers = [];
  for (let i = 0; i < 4; i++) {
    // A request id the client made up is not the one logged: the balancer sets its own.
    const response = await client.get("/api/health", { headers: { "x-request-id": "made-up-by-the-client" } });
    expect(response.status()).toBe(200);
    answers.push({ instance: response.headers()["x-instance"], requestId: response.headers()["x-request-id"] });
  }
  await client.dispose();
  const instances = answers.map((answer) => answer.instance);
  expect(new Set(instances)).toEqual(new Set(["a", "b"]));
  // Nothing else talks to the balancer yet (the browsers sign in after this test): a strict turn.
  for (let i = 1; i < instances.length; i++) expect(instances[i]).not.toBe(instances[i - 1]);
  const requestIds = answers.map((answer) => answer.requestId);
  expect(new Set(requestIds).size).toBe(4);
  // nginx's own ($request_id), which the instance keeps (TRUST_PROXY_HOPS=1) and logs.
  for (const id of requestIds) expect(id).toMatch(/^[0-9a-f]{32}$/);
});

test.describe("journeys through the balancer", () => {
  let buyer: Page;
  let seller: Page;
  let orderId = "";

  test.beforeAll(async ({ browser }) => {
    buyer = await signIn(browser, DEMO_BUYER.email);
    seller = await signIn(browser, SELLER.email);
  });

  test.afterAll(async () => {
    await buyer?.context().close();
    await seller?.context().close();
  });

  test("the buyer browses the marketplace, a category and a product, and adds it to the cart", async () => {
    await visit(buyer, "/cart");
    // The demo buyer's seeded cart (or a line a run before left): this journey buys one product alone.
    if (await buyer.getByRole("button", { name: "Clear Cart" }).isVisible()) {
      await buyer.getByRole("button", { name: "Clear Cart" }).click();
      await buyer.getByRole("dialog", { name: "Clear Cart" }).getByRole("button", { name: "Clear Cart" }).click();
      await expectToast(buyer, "Cart cleared successfully");
    }

    await visit(buyer, "/studentmarketplace");
    await buyer
      .getByRole("link", { name: /^Study Materials( \d+ items?)?$/ })
      .filter({ visible: true })
      .first()
      .click();
    await expect(buyer).toHaveURL(/\/category\/Study%20Materials$/);
    await expect(buyer.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home\s*\/\s*Study Materials/);
    const card = buyer.getByRole("list", { name: "Study Materials products", exact: true }).getByRole("listitem").filter({ has: buyer.getByRole("heading", { name: PRODUCT.name, exact: true }) });
    await card.getByRole("link", { name: PRODUCT.name }).first().click();
    await expect(buyer).toHaveURL(new RegExp(`${PRODUCT.path}$`));
    await waitForHydration(buyer);
    await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(PRODUCT.name);
    await expect(buyer.getByText("KES 500.00", { exact: true })).toBeVisible();

    await buyer.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(buyer, `${PRODUCT.name} added to cart`);
    await visit(buyer, "/cart");
    await expect(buyer.getByRole("link", { name: PRODUCT.name })).toBeVisible();
  });

  test("the buyer checks out and pays through the simulator; its callback settles the order through the balancer", async () => {
    await buyer.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(buyer).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
    await waitForHydration(buyer);
    await payWith(buyer, PAYS);
    await expectConfirmation(buyer, PRODUCT.price);
    orderId = buyer.url().split("/").pop()!;
    // The instance that asked for the prompt gave Daraja the balancer's address to call back, as
    // behind a real balancer: whichever instance the callback reached settled the order.
    const pushes = (await (await fetch(`${SIMULATOR}/__sim/pushes`)).json()) as Array<{ amount: number; callbackUrl: string }>;
    expect(pushes.filter((push) => push.amount === PRODUCT.price).map((push) => push.callbackUrl)).toEqual([expect.stringMatching(new RegExp(`^${BALANCER}/api/mpesa/callback/`))]);
  });

  test("a message sent through one instance shows live on the seller's pages held by both", async () => {
    // Two pages of the seller's, their event streams on different instances: whichever instance
    // the Send goes through, one page hears the message from the other (LISTEN/NOTIFY).
    const other = await seller.context().newPage();
    watchStream(other);
    await recordToasts(other);
    streamOn.delete(seller);
    await visit(seller, "/studentmarketplace");
    await expect.poll(() => streamOn.get(seller), { message: "the seller's page opened its event stream" }).toBeDefined();
    await visit(other, "/studentmarketplace");
    await expect.poll(() => streamOn.get(other), { message: "the seller's second page opened its event stream" }).toBeDefined();
    await streamOnOtherInstance(other, seller);
    expect(new Set([streamOn.get(seller), streamOn.get(other)])).toEqual(new Set(["a", "b"]));

    const body = `Through the balancer: is order ${orderId.slice(0, 8)} ready?`;
    await visit(buyer, `/profile?tab=messages&to=${await userId(seller)}`);
    const pane = buyer.getByRole("region", { name: `Conversation with ${SELLER.fullName}` });
    await pane.getByLabel(`Message ${SELLER.fullName}`).fill(body);
    const sent = buyer.waitForResponse(async (response) => response.request().method() === "POST" && (await response.request().headerValue("next-action")) !== null);
    await pane.getByRole("button", { name: "Send" }).click();
    const sentThrough = (await sent).headers()["x-instance"];
    const notice = newMessageNotice({ senderName: DEMO_BUYER.fullName, body });
    await expect(seller.getByText(notice)).toBeVisible();
    await expect(other.getByText(notice)).toBeVisible();
    console.log(`cluster: the message went through instance ${sentThrough}; the seller's pages hold streams on ${streamOn.get(seller)} and ${streamOn.get(other)}`);
    await other.close();
  });

  test("the seller ships and delivers, the buyer confirms receipt; the payout goes out through the simulator and ends paid", async () => {
    test.setTimeout(180_000);
    await sellerOpensOrder(seller, orderId);
    // The seller's page hears the buyer's agreement on its event stream, whichever instance holds it.
    await agreeAndShip(seller, buyer, orderId);
    await markDelivered(seller);
    // Delivery starts the buyer's protection hold (docs/decisions/buyer-protection.md); the buyer's
    // Confirm received, through whichever instance the balancer picks, sends the payout at once.
    await expectToastMatching(seller, /^Payout on /);
    await confirmReceived(buyer, orderId);
    await seller.reload();
    const payout = seller.getByTestId("payout-status");
    await expect(payout).toHaveAttribute("data-kind", "completed", { timeout: 30_000 });
    await expect(payout).toContainText(/Paid to your M-Pesa: T[A-Z0-9]{9}/);

    // The database agrees: the order paid once, its one payout completed for the item's price.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT o.payment_status, p.status, p.amount, p.recipient_id
           FROM orders o JOIN order_items i ON i.order_id = o.id JOIN b2c_payouts p ON p.order_item_id = i.id
          WHERE o.id = $1`,
        [orderId],
      );
      expect(rows).toEqual([{ payment_status: "completed", status: "completed", amount: PRODUCT.price, recipient_id: demoSellerId("mutua") }]);
    } finally {
      await client.end();
    }
    // ...and so does the one simulator both instances sent it to.
    const payouts = (await (await fetch(`${SIMULATOR}/__sim/payouts`)).json()) as Array<{ phone: string; amount: number; resultUrl: string }>;
    expect(payouts).toEqual([expect.objectContaining({ phone: SELLER.phone, amount: PRODUCT.price, resultUrl: expect.stringMatching(new RegExp(`^${BALANCER}/`)) })]);
  });

});

test("both instances answered the journeys, every answer came through the balancer, and the ledger is clean", async () => {
  console.log(`cluster: answers by instance ${JSON.stringify(Object.fromEntries(answeredBy))}`);
  expect(unnamed, "answers from the balancer's address without X-Instance").toEqual([]);
  expect(answeredBy.get("a") ?? 0).toBeGreaterThan(0);
  expect(answeredBy.get("b") ?? 0).toBeGreaterThan(0);

  const check = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/operations/ledger-check.ts"], { env: { ...process.env }, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  check.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  check.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const code = await new Promise((resolve) => check.once("exit", resolve));
  expect({ code, text }).toMatchObject({ code: 0 });
});
