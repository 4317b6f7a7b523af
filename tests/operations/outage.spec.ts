import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test, type Page } from "@playwright/test";
import demoData from "../../prisma/demo-data.json";
import { freePort, startPostgresServer } from "../../scripts/fixtures/pg-server.mjs";
import { CART_MESSAGES } from "../../lib/messages/cart";
import { DATABASE_UNAVAILABLE_MESSAGES, ERROR_SCREEN_MESSAGES } from "../../lib/messages/errors";
import { buyNowAndPay, migrate, startApp, timeUntil, type AppProcess, type Database } from "./app-process";

// A database outage in the middle of a checkout: the production build on a
// PostgreSQL 15 of its own, the Daraja simulator, a buyer paying in Chromium, and
// PostgreSQL stopped between the STK push and Daraja's callback, and started again as soon
// as the callback has been refused (a few seconds: how long changes nothing the test checks,
// since each check waits on its condition). Meanwhile pages answer the friendly 503 screen fast, a server action answers its failure message, and
// the callback is refused; once PostgreSQL is back, the pool reconnects by itself and the
// reconciler's STK query settles the payment: the order is paid exactly once.

const PAYER_PHONE = "254708374149"; // the simulator's "pays" number
/** Daraja's callback comes this long after the push: well inside the outage. */
const CALLBACK_DELAY_MS = 6_000;
const CALLBACK_ROUTE = "/api/mpesa/callback/:token";

let database: Database;
// The simulator in a process of its own, as `npm start` runs it (its module does not load in the test runner).
let simulator: ChildProcess;
let simulatorUrl = "";
let app: AppProcess;

type SimulatedPush = { phone: string; checkoutRequestId: string };
const pushes = async (): Promise<SimulatedPush[]> => (await fetch(`${simulatorUrl}/__sim/pushes`)).json();

function runTool(args: string[]): Promise<{ code: number | null; text: string }> {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", ...args], { env: { ...process.env, DATABASE_URL: database.url }, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  child.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, text })));
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await startPostgresServer();
  await migrate(database.url);
  const seeded = await runTool(["prisma/seed.ts"]);
  if (seeded.code !== 0) throw new Error(`seed failed:\n${seeded.text}`);
  const simulatorPort = await freePort();
  simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
  simulator = spawn(process.execPath, ["scripts/fixtures/daraja-sim.mjs"], { env: { ...process.env, DARAJA_SIM_PORT: String(simulatorPort), DARAJA_SIM_CALLBACK_DELAY_MS: String(CALLBACK_DELAY_MS) }, stdio: "ignore" });
  await timeUntil(() => fetch(`${simulatorUrl}/__sim/health`).then((response) => response.ok), 10_000);
  app = await startApp(database.url, {
    MPESA_SIMULATOR_URL: simulatorUrl,
    MPESA_CALLBACK_TOKEN: randomBytes(32).toString("hex"),
    MPESA_QUERY_AFTER_SECONDS: "2",
  });
});

test.afterAll(async () => {
  await app?.stop();
  if (simulator && simulator.exitCode === null) {
    const exited = new Promise((resolve) => simulator.once("exit", resolve));
    simulator.kill("SIGTERM");
    await exited;
  }
  database?.destroy();
});

async function query<Row>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function signIn(page: Page) {
  await page.goto(`${app.base}/auth`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Email").fill(demoData.buyer.email);
  await page.getByLabel("Password").fill(demoData.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A plain GET of a page as a browser loads it: its status, how long it took, and its text. */
async function loadPage(path: string) {
  const started = Date.now();
  const response = await fetch(`${app.base}${path}`, { headers: { "sec-fetch-dest": "document" }, signal: AbortSignal.timeout(10_000) });
  const html = await response.text();
  return { status: response.status, ms: Date.now() - started, html, retryAfter: response.headers.get("retry-after") };
}

test("PostgreSQL stopped mid-checkout: pages answer 503 fast, actions their message, the callback is refused; afterwards the order is paid exactly once", async ({ page, context }) => {
  test.setTimeout(180_000);
  await signIn(page);

  // Buy Now on a demo product; a second tab keeps the product page open for later.
  await page.goto(`${app.base}/studentmarketplace`);
  const productPath = (await page.locator('a[href^="/product/"]').first().getAttribute("href"))!;
  const shopping = await context.newPage();
  await shopping.goto(`${app.base}${productPath}`);
  await shopping.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const orderId = await buyNowAndPay(page, app.base, productPath, PAYER_PHONE);

  // The push reached Daraja: PostgreSQL goes away before its callback comes.
  await timeUntil(async () => (await pushes()).some((push) => push.phone === PAYER_PHONE), 20_000);
  const push = (await pushes()).find((candidate) => candidate.phone === PAYER_PHONE)!;
  database.stop();
  const stoppedAt = Date.now();

  // Readiness says so within 2 s; a balancer stops sending here.
  const notReady = await timeUntil(async () => (await fetch(`${app.base}/api/ready`)).status === 503, 2_000);

  // Pages: the friendly screen with 503, at once, and no trace of the error.
  let slowestPage = 0;
  for (const path of ["/home", productPath, "/cart", "/studentmarketplace"]) {
    const answer = await loadPage(path);
    slowestPage = Math.max(slowestPage, answer.ms);
    expect({ path, status: answer.status }).toEqual({ path, status: 503 });
    expect(answer.ms).toBeLessThan(5_000);
    expect(answer.retryAfter).toBe("30");
    expect(answer.html).toContain(DATABASE_UNAVAILABLE_MESSAGES.title.replace("'", "&#x27;"));
    expect(answer.html).not.toMatch(/PrismaClient|ECONNREFUSED|Can(?:'|&#x27;)t reach database server|\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/);
  }
  // In the browser, too: the same screen, and Try again leads back to the page asked for.
  const visitor = await context.newPage();
  const shown = await visitor.goto(`${app.base}/home`);
  expect(shown?.status()).toBe(503);
  await expect(visitor.getByRole("heading", { name: DATABASE_UNAVAILABLE_MESSAGES.title })).toBeVisible();
  await expect(visitor.getByRole("link", { name: ERROR_SCREEN_MESSAGES.retry })).toHaveAttribute("href", "/home");

  // A server action (Add to Cart on the open product page) answers its own failure message:
  // read from the server's answer itself, since the page would show it for a lost request too.
  const actionAnswers: Array<{ status: number; body: string }> = [];
  await shopping.route("**/*", async (route) => {
    if (route.request().method() !== "POST" || !route.request().headers()["next-action"]) return route.fallback();
    const response = await route.fetch({ headers: await route.request().allHeaders() });
    const body = await response.text();
    actionAnswers.push({ status: response.status(), body });
    await route.fulfill({ response, body });
  });
  await shopping.getByRole("button", { name: "Add to Cart" }).click();
  await expect(shopping.getByText(CART_MESSAGES.addFailed)).toBeVisible();
  expect(actionAnswers).toEqual([{ status: 200, body: expect.stringContaining(`"serverError":{"message":"${CART_MESSAGES.addFailed}"}`) }]);
  await shopping.unrouteAll();
  // A navigation inside the app (no new document) ends on the same screen, from the error boundary.
  await shopping.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(shopping.getByRole("heading", { name: DATABASE_UNAVAILABLE_MESSAGES.title })).toBeVisible();

  // Daraja's callback lands during the outage and is told it was not taken.
  await timeUntil(async () => app.logs().some((line) => line.msg === "request" && line.route === CALLBACK_ROUTE), CALLBACK_DELAY_MS + 10_000);
  const callbackAnswers = app.logs().filter((line) => line.msg === "request" && line.route === CALLBACK_ROUTE);
  expect(callbackAnswers.map((line) => line.status)).toEqual([503]);
  const outageMs = Date.now() - stoppedAt;

  // PostgreSQL comes back; the app reconnects by itself.
  database.start();
  const restartedAt = Date.now();
  const ready = await timeUntil(async () => (await fetch(`${app.base}/api/ready`)).status === 200, 5_000);
  await timeUntil(async () => (await loadPage("/studentmarketplace")).status === 200, 5_000);
  expect(app.child.exitCode).toBeNull();

  // The buyer's checkout page, still waiting, moves on to the paid confirmation.
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 40_000 });
  await expect(page.getByTestId("payment-badge")).toHaveText("Paid");
  test.info().annotations.push({
    type: "timings",
    description: `outage ${outageMs} ms; ready 503 after ${notReady} ms; slowest page during the outage ${slowestPage} ms; ready 200 ${ready} ms after the restart; order paid on screen ${Date.now() - restartedAt} ms after it`,
  });

  // Paid exactly once, by the reconciler's query; the refused callback left nothing behind.
  const [order] = await query<{ payment_status: string }>("SELECT payment_status FROM orders WHERE id = $1", [orderId]);
  expect(order).toEqual({ payment_status: "completed" });
  const attempts = await query<{ status: string; settled_by: string | null }>("SELECT status, settled_by FROM stk_push_requests WHERE order_id = $1", [orderId]);
  expect(attempts).toEqual([{ status: "completed", settled_by: "query" }]);
  expect(await query("SELECT id FROM mpesa_callbacks WHERE checkout_request_id = $1", [push.checkoutRequestId])).toEqual([]);
  const ledger = await runTool(["--conditions=react-server", "scripts/operations/ledger-check.ts"]);
  expect(ledger).toMatchObject({ code: 0 });
});
