import http from "node:http";
import { SIMULATOR_CREDENTIALS, startDarajaSimulator } from "../../tools/daraja-sim.mjs";
import { darajaTimestamp, stkPassword } from "@/lib/mpesa/daraja-fields";

// The Daraja simulator (D8) over HTTP, as the app's client will meet it: Daraja's field
// checks and error shapes, and each test number's callbacks arriving at a real listener.

type Callback = { Body: { stkCallback: { CheckoutRequestID: string; ResultCode: number; CallbackMetadata?: { Item: Array<{ Name: string; Value?: unknown }> } } } };

const DELAY_MS = 150;
let simulator: Awaited<ReturnType<typeof startDarajaSimulator>>;
let listener: http.Server;
let callbackUrl: string;
const callbacks: Callback[] = [];

beforeAll(async () => {
  simulator = await startDarajaSimulator({ callbackDelayMs: DELAY_MS });
  listener = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      callbacks.push(JSON.parse(body) as Callback);
      response.writeHead(200, { "content-type": "application/json" }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const address = listener.address() as { port: number };
  callbackUrl = `http://127.0.0.1:${address.port}/api/mpesa/callback/test-token`;
});

afterAll(async () => {
  await simulator.close();
  listener.closeAllConnections();
  await new Promise((resolve) => listener.close(resolve));
});

beforeEach(() => {
  callbacks.length = 0;
});

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${simulator.url}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function token() {
  const basic = Buffer.from(`${SIMULATOR_CREDENTIALS.consumerKey}:${SIMULATOR_CREDENTIALS.consumerSecret}`).toString("base64");
  const { body } = await call("/oauth/v1/generate?grant_type=client_credentials", { headers: { authorization: `Basic ${basic}` } });
  return body.access_token as string;
}

function pushBody(phone: string, overrides: Record<string, unknown> = {}) {
  const timestamp = darajaTimestamp(new Date());
  return {
    BusinessShortCode: SIMULATOR_CREDENTIALS.shortcode,
    Password: stkPassword(SIMULATOR_CREDENTIALS.shortcode, SIMULATOR_CREDENTIALS.passkey, timestamp),
    Timestamp: timestamp,
    TransactionType: "CustomerPayBillOnline",
    Amount: 1500,
    PartyA: phone,
    PartyB: SIMULATOR_CREDENTIALS.shortcode,
    PhoneNumber: phone,
    CallBackURL: callbackUrl,
    AccountReference: "1a2b3c4d",
    TransactionDesc: "Campus Market",
    ...overrides,
  };
}

async function push(phone: string, overrides: Record<string, unknown> = {}, bearer?: string) {
  return call("/mpesa/stkpush/v1/processrequest", {
    method: "POST",
    headers: { authorization: `Bearer ${bearer ?? (await token())}`, "content-type": "application/json" },
    body: JSON.stringify(pushBody(phone, overrides)),
  });
}

async function query(checkoutRequestId: string) {
  const timestamp = darajaTimestamp(new Date());
  return call("/mpesa/stkpushquery/v1/query", {
    method: "POST",
    headers: { authorization: `Bearer ${await token()}`, "content-type": "application/json" },
    body: JSON.stringify({
      BusinessShortCode: SIMULATOR_CREDENTIALS.shortcode,
      Password: stkPassword(SIMULATOR_CREDENTIALS.shortcode, SIMULATOR_CREDENTIALS.passkey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: checkoutRequestId,
    }),
  });
}

const settle = (ms = DELAY_MS * 3) => new Promise((resolve) => setTimeout(resolve, ms));
const item = (callback: Callback, name: string) => callback.Body.stkCallback.CallbackMetadata?.Item.find((entry) => entry.Name === name)?.Value;

describe("the Daraja simulator's OAuth", () => {
  it("gives a token for the right key and secret, with expires_in as a string like Daraja's", async () => {
    const basic = Buffer.from(`${SIMULATOR_CREDENTIALS.consumerKey}:${SIMULATOR_CREDENTIALS.consumerSecret}`).toString("base64");
    const { status, body } = await call("/oauth/v1/generate?grant_type=client_credentials", { headers: { authorization: `Basic ${basic}` } });
    expect(status).toBe(200);
    expect(body).toEqual({ access_token: expect.any(String), expires_in: "3599" });
  });

  it("refuses a wrong secret, a missing Basic header and a wrong grant type with Daraja's codes", async () => {
    const wrong = Buffer.from(`${SIMULATOR_CREDENTIALS.consumerKey}:nope`).toString("base64");
    expect((await call("/oauth/v1/generate?grant_type=client_credentials", { headers: { authorization: `Basic ${wrong}` } })).body.errorCode).toBe("400.008.01");
    expect((await call("/oauth/v1/generate?grant_type=client_credentials")).body.errorCode).toBe("400.008.01");
    const basic = Buffer.from(`${SIMULATOR_CREDENTIALS.consumerKey}:${SIMULATOR_CREDENTIALS.consumerSecret}`).toString("base64");
    expect((await call("/oauth/v1/generate?grant_type=password", { headers: { authorization: `Basic ${basic}` } })).body.errorCode).toBe("400.008.02");
  });
});

describe("the Daraja simulator's STK push", () => {
  it("accepts a valid push with Daraja's answer, then sends a success callback with the amount, a receipt and the payer", async () => {
    const { status, body } = await push("254708374149");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ResponseCode: "0", CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{14}/), MerchantRequestID: expect.any(String) });
    await settle();
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]!.Body.stkCallback).toMatchObject({ CheckoutRequestID: body.CheckoutRequestID, ResultCode: 0 });
    expect(item(callbacks[0]!, "Amount")).toBe(1500);
    expect(item(callbacks[0]!, "MpesaReceiptNumber")).toMatch(/^[A-Z0-9]{10}$/);
    expect(item(callbacks[0]!, "PhoneNumber")).toBe(254708374149);
  });

  it("refuses a push without a valid token as Daraja does (404.001.03)", async () => {
    const { status, body } = await push("254708374149", {}, "made-up-token");
    expect(status).toBe(404);
    expect(body).toEqual({ requestId: expect.any(String), errorCode: "404.001.03", errorMessage: "Invalid Access Token" });
  });

  it.each([
    [{ AccountReference: "1234567890123" }, "Bad Request - Invalid AccountReference"],
    [{ TransactionDesc: "Campus Market!" }, "Bad Request - Invalid TransactionDesc"],
    [{ Amount: 0 }, "Bad Request - Invalid Amount"],
    [{ Amount: 99.5 }, "Bad Request - Invalid Amount"],
    [{ Amount: 250_001 }, "Bad Request - Invalid Amount"],
    [{ PhoneNumber: "0712345678" }, "Bad Request - Invalid PhoneNumber"],
    [{ Timestamp: "2025030114300" }, "Bad Request - Invalid Timestamp"],
    [{ CallBackURL: "not a url" }, "Bad Request - Invalid CallBackURL"],
  ])("refuses %o with 400.002.02 '%s' and sends nothing", async (overrides, message) => {
    const { status, body } = await push("254708374149", overrides);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: "400.002.02", errorMessage: message });
    await settle();
    expect(callbacks).toHaveLength(0);
  });

  it("a password made with another timestamp is 'Wrong credentials' (500.001.1001)", async () => {
    const { status, body } = await push("254708374149", { Timestamp: "20200101000000" });
    expect(status).toBe(500);
    expect(body).toMatchObject({ errorCode: "500.001.1001", errorMessage: "Wrong credentials" });
  });

  it.each([
    ["254700001032", 1032],
    ["254700000001", 1],
    ["254700001037", 1037],
    ["254700002001", 2001],
  ])("%s ends unpaid with result %i and no payment details", async (phone, code) => {
    await push(phone);
    await settle();
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]!.Body.stkCallback.ResultCode).toBe(code);
    expect(callbacks[0]!.Body.stkCallback.CallbackMetadata).toBeUndefined();
  });

  it("the duplicate-callback number is paid once and told three times", async () => {
    await push("254711000002");
    await settle();
    expect(callbacks).toHaveLength(3);
    expect(new Set(callbacks.map((callback) => item(callback, "MpesaReceiptNumber"))).size).toBe(1);
  });

  it("the wrong-amount number's callback names another amount than the one pushed", async () => {
    await push("254711000004");
    await settle();
    expect(item(callbacks[0]!, "Amount")).toBe(1501);
  });
});

describe("the Daraja simulator's STK query", () => {
  it("says 'still being processed' (500.001.1001) until the student has answered, then gives the result as a string", async () => {
    const { body } = await push("254711000000");
    const early = await query(body.CheckoutRequestID as string);
    expect(early.status).toBe(500);
    expect(early.body).toMatchObject({ errorCode: "500.001.1001", errorMessage: "The transaction is being processed" });
    await settle();
    const answered = await query(body.CheckoutRequestID as string);
    expect(answered.body).toMatchObject({ ResponseCode: "0", ResultCode: "0", CheckoutRequestID: body.CheckoutRequestID });
    expect(callbacks).toHaveLength(0);
  });

  it("the late-callback number's callback comes only after a query has answered", async () => {
    const { body } = await push("254711000003");
    await settle();
    expect(callbacks).toHaveLength(0);
    await query(body.CheckoutRequestID as string);
    await settle();
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]!.Body.stkCallback.ResultCode).toBe(0);
  });

  it("the never-settles number is still being processed however long one waits", async () => {
    const { body } = await push("254711000005");
    await settle();
    expect((await query(body.CheckoutRequestID as string)).body.errorCode).toBe("500.001.1001");
    expect(callbacks).toHaveLength(0);
  });

  it("a cancelled push's query gives its result code", async () => {
    const { body } = await push("254700001032");
    await settle();
    expect((await query(body.CheckoutRequestID as string)).body).toMatchObject({ ResultCode: "1032" });
  });

  it("an unknown checkout request id is refused", async () => {
    expect((await query("ws_CO_unknown")).body.errorCode).toBe("400.002.02");
  });

  it("tests can read the pushes it received", async () => {
    await fetch(`${simulator.url}/__sim/pushes`, { method: "DELETE" });
    await push("254708374149");
    const pushes = (await (await fetch(`${simulator.url}/__sim/pushes`)).json()) as Array<{ phone: string; amount: number }>;
    expect(pushes).toEqual([expect.objectContaining({ phone: "254708374149", amount: 1500, behaviour: "success" })]);
  });
});
