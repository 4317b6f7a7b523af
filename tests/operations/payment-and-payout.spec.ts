import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import demoData from "../../prisma/demo-data.json";
import { SIMULATOR_CREDENTIALS } from "../../lib/mpesa/simulator-credentials.mjs";
import { freePort, startPostgresServer } from "../../scripts/fixtures/pg-server.mjs";
import { sellerByKey } from "../../prisma/demo-data";
import { seededProduct } from "../e2e/demo";
import { agreeAndShip, expectPayout, markDelivered, openBrowserAs, sellerOpensOrder } from "../e2e/fulfilment-steps";
import { expectToastMatching } from "../e2e/support";
import { buyNowAndPay, timeUntil } from "./app-process";

// The whole product as `npm start` runs it (the launcher migrates, seeds, starts the Daraja
// simulator and the server) on a PostgreSQL of its own, with a buyer's hold of 18 seconds:
// a checkout's log lines, what they say and what they must never say; then an item delivered
// and left alone, which the reconciler pays out when its hold ends; then the ledger.

const PAYER_PHONE = "254708374149"; // the simulator's "pays" number
const CALLBACK_TOKEN = randomBytes(32).toString("hex");
/** The hold after delivery, in hours: 18 seconds, so the reconciler's release is seen within the test. */
const SHORT_HOLD_HOURS = "0.005";
const CASIO = seededProduct("casio-fx-991es-plus"); // Otieno's
const SELLER = sellerByKey("otieno");

let database: Awaited<ReturnType<typeof startPostgresServer>>;
let launcher: ChildProcess;
let output = "";
let base = "";

test.beforeAll(async () => {
  test.setTimeout(480_000);
  database = await startPostgresServer();
  const port = await freePort();
  base = `http://localhost:${port}`;
  launcher = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/production/start.mjs"], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
      PORT: String(port),
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: "operations-secret-that-is-at-least-32-characters-long",
      DATABASE_URL: database.url,
      STORAGE_DIR: ".data/operations-storage",
      MPESA_CALLBACK_TOKEN: CALLBACK_TOKEN,
      MPESA_QUERY_AFTER_SECONDS: "2",
      DARAJA_SIM_CALLBACK_DELAY_MS: "300",
      PAYOUT_HOLD_HOURS: SHORT_HOLD_HOURS,
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  launcher.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  launcher.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  await timeUntil(() => fetch(`${base}/api/ready`).then((response) => response.ok), 420_000).catch((error: Error) => {
    throw new Error(`${error.message}; the launcher said:\n${output.slice(-3_000)}`);
  });
});

test.afterAll(async () => {
  if (launcher && launcher.exitCode === null) {
    const exited = new Promise((resolve) => launcher.once("exit", resolve));
    launcher.kill("SIGTERM");
    await exited;
  }
  database?.destroy();
});

const logLines = () =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test("a paid checkout logs each step with its ids and a masked phone, and no phone, passkey, secret or token in full", async ({ page }) => {
  await page.goto(`${base}/auth`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Email").fill(demoData.buyer.email);
  await page.getByLabel("Password").fill(demoData.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // A product of the demo shops (not the one the hold test sells): Buy Now, then pay from the simulator's paying number.
  const orderId = await buyNowAndPay(page, base, seededProduct("calculus-early-transcendentals").path, PAYER_PHONE);
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId("payment-badge")).toHaveText("Paid");

  // The push and the callback, each one line, tied together by the order and checkout ids.
  await timeUntil(async () => logLines().some((line) => line.event === "payment" && line.orderId === orderId && line.to === "completed"), 10_000);
  const payment = logLines().filter((line) => line.event === "payment" && line.orderId === orderId);
  const pushed = payment.find((line) => line.to === "processing");
  expect(pushed).toMatchObject({ level: "info", msg: "payment: STK push accepted", phone: "2547•••••149", checkoutRequestId: expect.any(String), amount: expect.any(Number) });
  expect(payment.find((line) => line.to === "completed")).toMatchObject({ source: "callback", outcome: "complete", checkoutRequestId: pushed!.checkoutRequestId, resultCode: 0 });
  // The checkout page's requests are there too, each with its id.
  expect(logLines().some((line) => line.msg === "request" && line.route === "/checkout/:id" && typeof line.requestId === "string")).toBe(true);

  // Everything printed but the launcher's welcome banner, which lists the simulator's test numbers on purpose.
  const banner = /-{20,}\n[\s\S]*?Ctrl-C stops[^\n]*\n/;
  expect(output).toMatch(banner);
  const printed = output.replace(banner, "");
  for (const secret of [PAYER_PHONE, SIMULATOR_CREDENTIALS.passkey, SIMULATOR_CREDENTIALS.consumerSecret, SIMULATOR_CREDENTIALS.securityCredential, CALLBACK_TOKEN, "operations-secret-that-is-at-least-32"]) {
    expect(printed).not.toContain(secret);
  }
});

test("with nobody acting, the reconciler pays the seller once a short hold ends; the payout's log lines mask the seller's phone", async ({ browser }) => {
  // A hang guard: two browsers work the order through every stage, then wait out the hold.
  test.setTimeout(360_000);
  const signIn = { baseURL: base, password: demoData.password };
  const buyer = await openBrowserAs(browser, demoData.buyer.email, signIn);
  const seller = await openBrowserAs(browser, SELLER.email, signIn);
  const orderId = await buyNowAndPay(buyer, base, CASIO.path, PAYER_PHONE);
  await expect(buyer).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  await sellerOpensOrder(seller, orderId);
  await agreeAndShip(seller, buyer, orderId);
  await markDelivered(seller);
  await expectToastMatching(seller, /^Payout on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  await expect(seller.getByTestId("payout-status")).toHaveAttribute("data-kind", "scheduled");

  // Nobody confirms, nobody reports: the hold ends 18 s after delivery, and the reconciler's
  // next round (every 10 s) sends the payout.
  await expectPayout(seller, "completed", 90_000);
  await expect(seller.getByTestId("payout-status")).toContainText(/Paid to your M-Pesa: T[A-Z0-9]{9}/);

  const sent = logLines().find((line) => line.event === "payout" && line.to === "submitted");
  expect(sent).toMatchObject({ level: "info", kind: "seller_payout", amount: CASIO.price, phone: "2547•••••002" });
  expect(output.replace(/-{20,}\n[\s\S]*?Ctrl-C stops[^\n]*\n/, "")).not.toContain(SELLER.phone);
  await buyer.context().close();
  await seller.context().close();
});

test("after the payment and the payout the ledger is consistent", async () => {
  const check = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/operations/ledger-check.ts"], { env: { ...process.env, DATABASE_URL: database.url }, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  check.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  check.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const code = await new Promise((resolve) => check.once("exit", resolve));
  expect({ code, text }).toMatchObject({ code: 0 });
});
