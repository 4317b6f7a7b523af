import http from "node:http";
import { SIMULATOR_CREDENTIALS, startDarajaSimulator } from "../../scripts/fixtures/daraja-sim.mjs";
import { darajaTimestamp, stkPassword } from "@/lib/mpesa/daraja-fields";

// The Daraja simulator (see docs/decisions/daraja-simulator.md) over HTTP, as the app's client will meet it: Daraja's field
// checks and error shapes, and each test number's callbacks arriving at a real listener.

type Callback = { Body: { stkCallback: { CheckoutRequestID: string; ResultCode: number; CallbackMetadata?: { Item: Array<{ Name: string; Value?: unknown }> } } } };

const DELAY_MS = 150;
let simulator: Awaited<ReturnType<typeof startDarajaSimulator>>;
let listener: http.Server;
let callbackUrl: string;
const callbacks: Callback[] = [];
/** Every POST the listener got, with its path: B2C results and timeouts go to their own addresses. */
const posts: Array<{ path: string; body: { Result: Record<string, unknown> & { ResultParameters?: { ResultParameter: Array<{ Key: string; Value: unknown }> } } } }> = [];

beforeAll(async () => {
  simulator = await startDarajaSimulator({ callbackDelayMs: DELAY_MS });
  listener = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      callbacks.push(JSON.parse(body) as Callback);
      posts.push({ path: request.url ?? "", body: JSON.parse(body) });
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
  posts.length = 0;
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

  it("refuses a second push to a phone whose prompt is unanswered, in Daraja's words, and takes one again once it is answered", async () => {
    const phone = "254711000007"; // the student takes a while to answer
    const first = await push(phone);
    expect(first.status).toBe(200);
    const second = await push(phone);
    expect(second.status).toBe(500);
    expect(second.body).toEqual({
      requestId: expect.any(String),
      errorCode: "500.001.1001",
      errorMessage: "Unable to lock subscriber, a transaction is already in process for the current request",
    });
    expect(simulator.pushes.filter((sent) => sent.phone === phone)).toHaveLength(1);
    expect((await push("254708374149")).status).toBe(200); // another phone is free
    await settle(DELAY_MS * 11);
    expect((await push(phone)).status).toBe(200);
    await settle(DELAY_MS * 12); // its callback, before the next test listens
  });

  it("a token works for its whole hour while others are issued; the expire switch ends every token early", async () => {
    const mine = await token();
    await token();
    await token();
    expect((await push("254712000001", {}, mine)).status).toBe(200);
    expect((await call("/__sim/expire-tokens", { method: "POST" })).status).toBe(200);
    expect((await push("254712000002", {}, mine)).body).toMatchObject({ errorCode: "404.001.03", errorMessage: "Invalid Access Token" });
    expect((await push("254712000002")).status).toBe(200);
    await settle();
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

describe("the Daraja simulator's B2C payouts and Transaction Status", () => {
  let sequence = 0;
  // Only this block's addresses: an STK callback of an earlier test may still arrive.
  const ours = () => posts.filter((post) => post.path.startsWith("/b2c/") || post.path.startsWith("/status/"));
  const listenerUrl = (path: string) => `${new URL(callbackUrl).origin}${path}`;
  function payoutBody(phone: string, overrides: Record<string, unknown> = {}) {
    sequence += 1;
    return {
      OriginatorConversationID: `payout-${Date.now()}-${sequence}`,
      InitiatorName: SIMULATOR_CREDENTIALS.initiatorName,
      SecurityCredential: Buffer.from("encrypted initiator password").toString("base64"),
      CommandID: "BusinessPayment",
      Amount: 1500,
      PartyA: SIMULATOR_CREDENTIALS.b2cShortcode,
      PartyB: phone,
      Remarks: "Order 1a2b3c4d payout",
      QueueTimeOutURL: listenerUrl("/b2c/timeout"),
      ResultURL: listenerUrl("/b2c/result"),
      Occassion: "Campus Market",
      ...overrides,
    };
  }
  async function pay(body: Record<string, unknown>) {
    return call("/mpesa/b2c/v3/paymentrequest", { method: "POST", headers: { authorization: `Bearer ${await token()}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  }
  const parameter = (result: (typeof posts)[number]["body"]["Result"], key: string) => result.ResultParameters?.ResultParameter.find((entry) => entry.Key === key)?.Value;

  it("accepts a payout with Daraja's answer, then posts the result with the receipt and amount to its ResultURL", async () => {
    const body = payoutBody("254712345678");
    const { status, body: answer } = await pay(body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ OriginatorConversationID: body.OriginatorConversationID, ConversationID: expect.stringMatching(/^AG_/), ResponseCode: "0" });
    await settle();
    expect(ours().map((post) => post.path)).toEqual(["/b2c/result"]);
    const { Result } = ours()[0]!.body;
    expect(Result).toMatchObject({ ResultType: 0, ResultCode: 0, OriginatorConversationID: body.OriginatorConversationID, ConversationID: answer.ConversationID });
    expect(parameter(Result, "TransactionAmount")).toBe(1500);
    expect(parameter(Result, "TransactionReceipt")).toBe(Result.TransactionID);
    expect(parameter(Result, "TransactionCompletedDateTime")).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it("refuses a reused OriginatorConversationID as Daraja does (500.002.1001), and pays only once", async () => {
    const body = payoutBody("254712345678");
    await pay(body);
    expect(await pay(body)).toMatchObject({ status: 500, body: { errorCode: "500.002.1001", errorMessage: "Duplicate OriginatorConversationID." } });
    expect(simulator.payouts.filter((payout) => payout.originatorConversationId === body.OriginatorConversationID)).toHaveLength(1);
    await settle(); // its one result, before the next test listens
    expect(ours()).toHaveLength(1);
  });

  it.each([
    [{ PartyB: "0712345678" }, "Invalid PartyB"],
    [{ Remarks: "x" }, "Invalid Remarks"],
    [{ CommandID: "Withdraw" }, "Invalid CommandID"],
    [{ Amount: "15.50" }, "Invalid Amount"],
    [{ PartyA: "174379" }, "Invalid PartyA"],
    [{ OriginatorConversationID: "" }, "Invalid OriginatorConversationID"],
    [{ ResultURL: "not a url" }, "Invalid ResultURL"],
  ])("refuses %j with Daraja's gateway error", async (overrides, message) => {
    expect(await pay(payoutBody("254712345678", overrides))).toMatchObject({ status: 400, body: { errorCode: "400.002.02", errorMessage: `Bad Request - ${message}` } });
  });

  it("a wrong initiator, an amount under 10 and the short-account number fail in the result, with no parameters", async () => {
    await pay(payoutBody("254712345678", { InitiatorName: "someone" }));
    await pay(payoutBody("254712345678", { Amount: 9 }));
    await pay(payoutBody("254700000001"));
    await settle();
    expect(ours().map((post) => post.body.Result.ResultCode).sort()).toEqual([1, 2, 2001]);
    expect(ours().every((post) => post.body.Result.ResultParameters === undefined)).toBe(true);
  });

  it("the queue-timeout number calls only the QueueTimeOutURL", async () => {
    await pay(payoutBody("254711000006"));
    await settle();
    expect(ours().map((post) => post.path)).toEqual(["/b2c/timeout"]);
  });

  it("the no-result number posts nothing; Transaction Status then says it was completed, by either id", async () => {
    const body = payoutBody("254711000000");
    await pay(body);
    await settle();
    expect(ours()).toEqual([]);
    const transactionId = simulator.payouts.find((payout) => payout.originatorConversationId === body.OriginatorConversationID)!.transactionId;
    for (const lookup of [{ OriginalConversationID: body.OriginatorConversationID }, { TransactionID: transactionId }]) {
      const { status, body: answer } = await call("/mpesa/transactionstatus/v1/query", {
        method: "POST",
        headers: { authorization: `Bearer ${await token()}`, "content-type": "application/json" },
        body: JSON.stringify({ Initiator: "testapi", SecurityCredential: "c2VjcmV0", CommandID: "TransactionStatusQuery", PartyA: SIMULATOR_CREDENTIALS.b2cShortcode, IdentifierType: "4", ResultURL: listenerUrl("/status/result"), QueueTimeOutURL: listenerUrl("/status/timeout"), Remarks: "reconcile", ...lookup }),
      });
      expect({ status, code: answer.ResponseCode }).toEqual({ status: 200, code: "0" });
    }
    await settle();
    expect(ours().map((post) => post.path)).toEqual(["/status/result", "/status/result"]);
    for (const { body: status } of ours()) {
      expect(parameter(status.Result, "TransactionStatus")).toBe("Completed");
      expect(parameter(status.Result, "ReceiptNo")).toBe(transactionId);
      expect(parameter(status.Result, "OriginatorConversationID")).toBe(body.OriginatorConversationID);
    }
  });

  it("Transaction Status for a payout it never made answers 2001 in the result", async () => {
    await call("/mpesa/transactionstatus/v1/query", {
      method: "POST",
      headers: { authorization: `Bearer ${await token()}`, "content-type": "application/json" },
      body: JSON.stringify({ CommandID: "TransactionStatusQuery", TransactionID: "TNOSUCH0000", ResultURL: listenerUrl("/status/result") }),
    });
    await settle();
    expect(ours().map((post) => post.body.Result.ResultCode)).toEqual([2001]);
  });
});
