import http from "node:http";
import { createDarajaClient, memoryTokenStore, RETRY_ATTEMPTS, type DarajaConfig } from "@/lib/mpesa/daraja-client";
import { darajaRejection } from "../support/daraja";

// The Daraja client against answers the simulator never gives: a scripted server that
// replies to each path with what the test queues (odd bodies, 5xx, non-JSON), so every
// way Daraja can surprise an integrator is read the same careful way. Failures no server
// can stage (a rejection that is not an Error, a body cut off mid-read) stub fetch instead.

type Scripted = { status: number; body: unknown; contentType?: string };
const queues = new Map<string, Scripted[]>();
const received: Array<{ path: string; headers: http.IncomingHttpHeaders; body: string }> = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      received.push({ path, headers: request.headers, body });
      const next = queues.get(path)?.shift() ?? { status: 404, body: { errorCode: "404.001.01", errorMessage: "Resource not found", requestId: "r-404" } };
      response.writeHead(next.status, { "content-type": next.contentType ?? "application/json" });
      response.end(typeof next.body === "string" ? next.body : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  queues.clear();
  received.length = 0;
});

const OAUTH = "/oauth/v1/generate";
const PUSH = "/mpesa/stkpush/v1/processrequest";
const QUERY = "/mpesa/stkpushquery/v1/query";
const script = (path: string, ...answers: Scripted[]) => queues.set(path, [...(queues.get(path) ?? []), ...answers]);
const token = (access_token = "token-1", expires_in: unknown = "3599"): Scripted => ({ status: 200, body: { access_token, expires_in } });
const accepted: Scripted = { status: 200, body: { MerchantRequestID: "m-1", CheckoutRequestID: "ws_CO_1", ResponseCode: "0", ResponseDescription: "Success", CustomerMessage: "Success. Request accepted for processing" } };
const order = { phone: "254708374149", amount: 1500, accountReference: "1a2b3c4d", transactionDesc: "Campus Market", callbackUrl: "https://market.example/api/mpesa/callback/t" };

const config = (overrides: Partial<DarajaConfig> = {}): DarajaConfig => ({
  baseUrl,
  consumerKey: "key",
  consumerSecret: "secret",
  shortcode: "174379",
  passkey: "passkey",
  transactionType: "CustomerBuyGoodsOnline",
  partyB: "5123456",
  timeoutMs: 1_000,
  b2c: null,
  ...overrides,
});
const client = (sleeps: number[] = []) => createDarajaClient(config(), memoryTokenStore(), { sleep: async (ms) => void sleeps.push(ms), now: () => new Date("2025-03-01T11:30:05Z") });

describe("the Daraja client reading Daraja's answers", () => {
  it("sends Basic credentials for a token, and the token as a Bearer with JSON for the push, for a till", async () => {
    script(OAUTH, token("abc"));
    script(PUSH, accepted);
    expect(await client().stkPush(order)).toEqual({ checkoutRequestId: "ws_CO_1", merchantRequestId: "m-1", customerMessage: "Success. Request accepted for processing" });
    const [oauth, push] = received;
    expect(oauth!.headers.authorization).toBe(`Basic ${Buffer.from("key:secret").toString("base64")}`);
    expect(push!.headers).toMatchObject({ authorization: "Bearer abc", "content-type": expect.stringMatching(/^application\/json/) });
    expect(JSON.parse(push!.body)).toEqual({
      BusinessShortCode: "174379",
      Password: Buffer.from("174379passkey20250301143005").toString("base64"),
      Timestamp: "20250301143005",
      TransactionType: "CustomerBuyGoodsOnline",
      Amount: 1500,
      PartyA: "254708374149",
      PartyB: "5123456",
      PhoneNumber: "254708374149",
      CallBackURL: "https://market.example/api/mpesa/callback/t",
      AccountReference: "1a2b3c4d",
      TransactionDesc: "Campus Market",
    });
  });

  it("reads expires_in whether Daraja sends it as a string or a number", async () => {
    const tokens = memoryTokenStore();
    script(OAUTH, token("t", 3599));
    script(PUSH, accepted);
    await createDarajaClient(config(), tokens, { now: () => new Date(0) }).stkPush(order);
    expect((await tokens.current())?.expiresAt.getTime()).toBe(3_599_000);
  });

  it.each([
    ["no access token", { expires_in: "3599" }],
    ["an empty access token", { access_token: "", expires_in: "3599" }],
    ["no lifetime", { access_token: "t" }],
    ["a lifetime that is not a number", { access_token: "t", expires_in: "soon" }],
    ["a lifetime of zero", { access_token: "t", expires_in: "0" }],
    ["nothing at all", "null"],
  ])("a token answer with %s is unreadable, and not retried", async (_what, body) => {
    const sleeps: number[] = [];
    script(OAUTH, { status: 200, body });
    const error = await darajaRejection(client(sleeps).stkPush(order));
    expect(error).toMatchObject({ kind: "unreadable", name: "DarajaError", message: "OAuth: unreadable token answer" });
    expect(sleeps).toEqual([]);
    expect(received.filter((request) => request.path === PUSH)).toHaveLength(0);
  });

  it.each([
    ["a non-zero ResponseCode", { ResponseCode: "1", ResponseDescription: "Rejected", CheckoutRequestID: "ws_CO_1" }, "STK push: not accepted (Rejected)"],
    ["no checkout request id", { ResponseCode: "0", ResponseDescription: "Success" }, "STK push: not accepted (Success)"],
    ["an empty checkout request id", { ResponseCode: "0", CheckoutRequestID: "" }, "STK push: not accepted (no description)"],
    ["a body that is not an object", "null", "STK push: not accepted (no description)"],
  ])("a push answered with %s is refused, never taken as accepted", async (_what, body, message) => {
    script(OAUTH, token());
    script(PUSH, { status: 200, body });
    const error = await darajaRejection(client().stkPush(order));
    expect(error).toMatchObject({ kind: "rejected", status: 200, message });
    expect(received.filter((request) => request.path === PUSH)).toHaveLength(1);
  });

  it("a push accepted without the optional ids reads them as empty", async () => {
    script(OAUTH, token());
    script(PUSH, { status: 200, body: { ResponseCode: 0, CheckoutRequestID: "ws_CO_2" } });
    expect(await client().stkPush(order)).toEqual({ checkoutRequestId: "ws_CO_2", merchantRequestId: "", customerMessage: "" });
  });

  it("a push Daraja answers with a 5xx is reported and never sent again (the prompt may be out)", async () => {
    const sleeps: number[] = [];
    script(OAUTH, token());
    script(PUSH, { status: 503, body: { requestId: "r-1", errorCode: "500.003.02", errorMessage: "System is busy" } });
    const error = await darajaRejection(client(sleeps).stkPush(order));
    expect(error).toMatchObject({ kind: "rejected", status: 503, errorCode: "500.003.02", requestId: "r-1", message: "STK push: 500.003.02 System is busy" });
    expect(received.filter((request) => request.path === PUSH)).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("an error answer that is not Daraja's shape is reported by its status", async () => {
    script(OAUTH, token());
    script(PUSH, { status: 502, body: "<html>Bad gateway</html>", contentType: "text/html" });
    expect(await darajaRejection(client().stkPush(order))).toMatchObject({ kind: "rejected", status: 502, errorCode: null, requestId: null, message: "STK push: HTTP 502" });
  });

  it("an error body without a request id or message still carries its code", async () => {
    script(OAUTH, token());
    script(PUSH, { status: 400, body: { errorCode: "400.002.02" } });
    expect(await darajaRejection(client().stkPush(order))).toMatchObject({ errorCode: "400.002.02", requestId: null, message: "STK push: 400.002.02 " });
  });

  it("a token refused twice is reported after one renewal, not looped on", async () => {
    const invalid: Scripted = { status: 404, body: { requestId: "r", errorCode: "404.001.03", errorMessage: "Invalid Access Token" } };
    script(OAUTH, token("a"), token("b"));
    script(PUSH, invalid, invalid);
    expect(await darajaRejection(client().stkPush(order))).toMatchObject({ errorCode: "404.001.03", message: "STK push: 404.001.03 Invalid Access Token" });
    expect(received.map((request) => request.path)).toEqual([OAUTH, PUSH, OAUTH, PUSH]);
    expect(received[3]!.headers.authorization).toBe("Bearer b");
  });

  it("a query Daraja answers with 5xx 'busy' is asked again, one second apart, and its answer read", async () => {
    const sleeps: number[] = [];
    script(OAUTH, token());
    script(QUERY, { status: 503, body: { errorCode: "500.003.02", errorMessage: "System is busy" } }, { status: 200, body: { ResponseCode: "0", ResultCode: "1032", ResultDesc: "Request cancelled by user" } });
    expect(await client(sleeps).stkQuery("ws_CO_1")).toEqual({ kind: "settled", resultCode: 1032, resultDesc: "Request cancelled by user" });
    expect(sleeps).toEqual([1000]);
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({ CheckoutRequestID: "ws_CO_1", BusinessShortCode: "174379", Timestamp: "20250301143005" });
  });

  it("a query that stays busy is given up after the spec's three attempts", async () => {
    const sleeps: number[] = [];
    const busy: Scripted = { status: 500, body: { errorCode: "500.003.1001", errorMessage: "Internal Server Error" } };
    script(OAUTH, token());
    script(QUERY, busy, busy, busy, busy);
    expect(await darajaRejection(client(sleeps).stkQuery("ws_CO_1"))).toMatchObject({ status: 500, errorCode: "500.003.1001" });
    expect(received.filter((request) => request.path === QUERY)).toHaveLength(RETRY_ATTEMPTS);
    expect(sleeps).toHaveLength(RETRY_ATTEMPTS - 1);
  });

  it("'still processing' from a query is an answer at once, not a retry", async () => {
    const sleeps: number[] = [];
    script(OAUTH, token());
    script(QUERY, { status: 500, body: { requestId: "ws_CO_1", errorCode: "500.001.1001", errorMessage: "The transaction is being processed" } });
    expect(await client(sleeps).stkQuery("ws_CO_1")).toEqual({ kind: "processing" });
    expect(sleeps).toEqual([]);
  });

  it("a query answer without a result code is unreadable; one without a description reads as empty", async () => {
    script(OAUTH, token());
    script(QUERY, { status: 200, body: { ResponseCode: "0" } }, { status: 200, body: { ResponseCode: "0", ResultCode: 0 } });
    const c = client();
    expect(await darajaRejection(c.stkQuery("ws_CO_1"))).toMatchObject({ kind: "unreadable", message: "STK query: no result code" });
    expect(await c.stkQuery("ws_CO_1")).toEqual({ kind: "settled", resultCode: 0, resultDesc: "" });
  });

  it("a 4xx from a query is not retried", async () => {
    const sleeps: number[] = [];
    script(OAUTH, token());
    script(QUERY, { status: 400, body: { errorCode: "400.002.02", errorMessage: "Bad Request - Invalid CheckoutRequestID" } });
    expect(await darajaRejection(client(sleeps).stkQuery("ws_CO_1"))).toMatchObject({ status: 400, message: "STK query: 400.002.02 Bad Request - Invalid CheckoutRequestID" });
    expect(sleeps).toEqual([]);
  });

  it("a base address ending in a slash reaches the same paths", async () => {
    script(OAUTH, token());
    script(PUSH, accepted);
    const slashed = createDarajaClient(config({ baseUrl: `${baseUrl}/` }), memoryTokenStore());
    expect(await slashed.stkPush(order)).toMatchObject({ checkoutRequestId: "ws_CO_1" });
    expect(received.map((request) => request.path)).toEqual([OAUTH, PUSH]);
  });

  it("a 2xx answer that is not JSON is read as text: a push so answered is refused", async () => {
    script(OAUTH, token());
    script(PUSH, { status: 200, body: "Accepted, probably", contentType: "text/plain" });
    expect(await darajaRejection(client().stkPush(order))).toMatchObject({ kind: "rejected", status: 200, message: "STK push: not accepted (no description)" });
  });

  it("an error answer with an empty body is reported by its status", async () => {
    script(OAUTH, token());
    script(PUSH, { status: 500, body: "" });
    expect(await darajaRejection(client().stkPush(order))).toMatchObject({ kind: "rejected", status: 500, errorCode: null, message: "STK push: HTTP 500" });
  });

  it.each([
    ["refuses the connection", "ECONNREFUSED"],
    ["closes the connection without answering", "ECONNRESET"],
    ["does not answer within the timeout", "ECONNABORTED"],
  ])("a server that %s is no answer, named %s in the message", async (_what, code) => {
    const quiet = http.createServer((request) => {
      if (code === "ECONNRESET") request.socket.destroy();
    });
    await new Promise<void>((resolve) => quiet.listen(0, "127.0.0.1", resolve));
    const port = (quiet.address() as { port: number }).port;
    if (code === "ECONNREFUSED") {
      quiet.closeAllConnections();
      await new Promise((resolve) => quiet.close(resolve));
    }
    try {
      const tokens = memoryTokenStore();
      await tokens.replace(null, async () => ({ token: "t", expiresAt: new Date(Date.now() + 3_600_000) }));
      // Only the timeout case waits briefly: a process's first fetch can take longer than 100 ms
      // to start, and a refused or reset connection must not be overtaken by the timeout.
      const silent = createDarajaClient(config({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: code === "ECONNABORTED" ? 100 : 5_000 }), tokens);
      expect(await darajaRejection(silent.stkPush(order))).toMatchObject({ kind: "no-answer", status: null, message: `STK push: no answer (${code})` });
    } finally {
      if (quiet.listening) {
        quiet.closeAllConnections();
        await new Promise((resolve) => quiet.close(resolve));
      }
    }
  });

  it("a client's own mistake (not an HTTP failure) is reported as unreadable with its message", async () => {
    const broken = createDarajaClient(config(), { current: async () => null, replace: async () => Promise.reject(new Error("store down")) });
    expect(await darajaRejection(broken.stkPush(order))).toMatchObject({ kind: "unreadable", message: "STK push: store down" });
  });
});

describe("the Daraja client's HTTP exchange", () => {
  it("asks for JSON on every call and sends a JSON content type only with a body (the OAuth GET has none)", async () => {
    script(OAUTH, token());
    script(PUSH, accepted);
    await client().stkPush(order);
    const [oauth, push] = received;
    expect(oauth!.headers.accept).toBe("application/json, text/plain, */*");
    expect(oauth!.headers).not.toHaveProperty("content-type");
    expect(oauth!.body).toBe("");
    expect(push!.headers.accept).toBe("application/json, text/plain, */*");
  });

  it("a 3xx answer is not success: a token so answered is refused by its status", async () => {
    script(OAUTH, { status: 300, body: { access_token: "t", expires_in: "3599" } });
    expect(await darajaRejection(client().stkPush(order))).toMatchObject({ kind: "rejected", status: 300, message: "OAuth: HTTP 300" });
    expect(received.map((request) => request.path)).toEqual([OAUTH]);
  });

  it("a 299 answer is still success", async () => {
    script(OAUTH, { status: 299, body: { access_token: "t", expires_in: "3599" } });
    script(PUSH, { ...accepted, status: 299 });
    expect(await client().stkPush(order)).toMatchObject({ checkoutRequestId: "ws_CO_1" });
  });

  it.each([
    ["JSON null", "null"],
    ["a JSON object without an errorCode", { message: "Bad gateway", requestId: "r-9" }],
    ["an errorCode that is not text", { errorCode: 500, errorMessage: "Internal" }],
  ])("an error answer whose body is %s is reported by its status alone", async (_what, body) => {
    script(OAUTH, token());
    script(PUSH, { status: 502, body });
    expect(await darajaRejection(client().stkPush(order))).toMatchObject({ kind: "rejected", status: 502, errorCode: null, requestId: null, message: "STK push: HTTP 502" });
  });

  it("a request id or message that is not text is left out of the error", async () => {
    script(OAUTH, token());
    script(PUSH, { status: 400, body: { errorCode: "400.002.02", requestId: 42, errorMessage: { field: "Amount" } } });
    const error = await darajaRejection(client().stkPush(order));
    expect(error.requestId).toBeNull();
    expect(error.message).toBe("STK push: 400.002.02 ");
  });

  it("a push refused in a 200 answer carries Daraja's ResponseCode, or an empty code when there is none", async () => {
    script(OAUTH, token());
    script(PUSH, { status: 200, body: { ResponseCode: "1", ResponseDescription: "Rejected" } }, { status: 200, body: { ResponseDescription: "Odd" } });
    const c = client();
    expect(await darajaRejection(c.stkPush(order))).toMatchObject({ errorCode: "1", message: "STK push: not accepted (Rejected)" });
    expect(await darajaRejection(c.stkPush(order))).toMatchObject({ errorCode: "", message: "STK push: not accepted (Odd)" });
  });

  it("a query answered with JSON null has no result code", async () => {
    script(OAUTH, token());
    script(QUERY, { status: 200, body: "null" });
    expect(await darajaRejection(client().stkQuery("ws_CO_1"))).toMatchObject({ kind: "unreadable", message: "STK query: no result code" });
  });
});

describe("the Daraja client's access token", () => {
  it("is renewed at exactly one minute before it expires", async () => {
    const tokens = memoryTokenStore();
    let clock = 0;
    const c = createDarajaClient(config(), tokens, { now: () => new Date(clock) });
    script(OAUTH, token("first", 3599), token("second", 3599));
    script(PUSH, accepted, accepted);
    await c.stkPush(order);
    clock = 3_599_000 - 60_000;
    await c.stkPush(order);
    expect(tokens.replacements).toBe(2);
    expect(received.filter((request) => request.path === PUSH).map((request) => request.headers.authorization)).toEqual(["Bearer first", "Bearer second"]);
  });

  it("an expired token is fetched again and the new one is used", async () => {
    const tokens = memoryTokenStore();
    await tokens.replace(null, async () => ({ token: "old", expiresAt: new Date("2025-03-01T11:00:00Z") }));
    script(OAUTH, token("new"));
    script(PUSH, accepted);
    await client().stkPush(order); // a fresh store: no token at all
    received.length = 0;
    script(OAUTH, token("renewed"));
    script(PUSH, accepted);
    await createDarajaClient(config(), tokens, { now: () => new Date("2025-03-01T11:30:05Z") }).stkPush(order);
    expect(received.map((request) => request.path)).toEqual([OAUTH, PUSH]);
    expect(received[1]!.headers.authorization).toBe("Bearer renewed");
    expect((await tokens.current())?.token).toBe("renewed");
  });

  it("an OAuth answer of Daraja's 500.001.1001 is final, not retried as busy", async () => {
    const sleeps: number[] = [];
    script(OAUTH, { status: 500, body: { errorCode: "500.001.1001", errorMessage: "Merchant does not exist" } }, token());
    expect(await darajaRejection(client(sleeps).stkPush(order))).toMatchObject({ status: 500, errorCode: "500.001.1001" });
    expect(sleeps).toEqual([]);
    expect(received.map((request) => request.path)).toEqual([OAUTH]);
  });
});

describe("the Daraja client when fetch itself fails", () => {
  let fetchSpy: jest.SpyInstance;
  const tokenStore = async () => {
    const tokens = memoryTokenStore();
    await tokens.replace(null, async () => ({ token: "t", expiresAt: new Date("2025-03-01T12:30:00Z") }));
    return tokens;
  };

  beforeEach(() => {
    fetchSpy = jest.spyOn(globalThis, "fetch");
  });

  afterEach(() => {
    fetchSpy.mockRestore();
    jest.useRealTimers();
  });

  it.each([
    ["an error without a cause", new Error("socket hang up"), "socket hang up"],
    ["an error whose cause is null", new Error("fetch failed", { cause: null }), "fetch failed"],
    ["an error whose cause has a code that is not text", new Error("fetch failed", { cause: { code: 104 } }), "fetch failed"],
    ["an error whose cause has a code", new Error("fetch failed", { cause: { code: "ENOTFOUND" } }), "ENOTFOUND"],
    ["an error whose cause is undici's socket error", new Error("fetch failed", { cause: { code: "UND_ERR_SOCKET" } }), "ECONNRESET"],
    ["a timeout", Object.assign(new Error("The operation was aborted due to timeout"), { name: "TimeoutError" }), "ECONNABORTED"],
    ["a plain string", "offline", "offline"],
    ["null", null, "null"],
  ])("fetch rejecting with %s is no answer, named in the message", async (_what, rejection, named) => {
    fetchSpy.mockRejectedValue(rejection);
    const c = createDarajaClient(config(), await tokenStore(), { now: () => new Date("2025-03-01T11:30:05Z") });
    expect(await darajaRejection(c.stkPush(order))).toMatchObject({ kind: "no-answer", status: null, message: `STK push: no answer (${named})` });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("a body that breaks off while being read is no answer", async () => {
    fetchSpy.mockResolvedValue({ status: 200, text: () => Promise.reject(new TypeError("terminated", { cause: { code: "UND_ERR_SOCKET" } })) } as unknown as Response);
    const c = createDarajaClient(config(), await tokenStore(), { now: () => new Date("2025-03-01T11:30:05Z") });
    expect(await darajaRejection(c.stkPush(order))).toMatchObject({ kind: "no-answer", message: "STK push: no answer (ECONNRESET)" });
  });

  it("without an injected sleep, a busy query is asked again after a real second, not sooner", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"], now: new Date("2025-03-01T11:30:05Z") });
    const busy = () => new Response(JSON.stringify({ errorCode: "500.003.02", errorMessage: "System is busy" }), { status: 503 });
    fetchSpy.mockResolvedValueOnce(busy()).mockResolvedValueOnce(new Response(JSON.stringify({ ResultCode: "0", ResultDesc: "Paid" }), { status: 200 }));
    const c = createDarajaClient(config(), await tokenStore());
    const answer = c.stkQuery("ws_CO_1");
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ kind: "settled", resultCode: 0, resultDesc: "Paid" });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

const B2C = "/mpesa/b2c/v3/paymentrequest";
const STATUS = "/mpesa/transactionstatus/v1/query";
const b2cSettings = { shortcode: "600000", initiatorName: "campus-api", securityCredential: "ZW5jcnlwdGVk" };
const payout = { requestId: "payout-1-1", phone: "254708374149", amount: 950, remarks: "Seller payout", resultUrl: "https://market.example/api/mpesa/b2c/result/t", queueTimeoutUrl: "https://market.example/api/mpesa/b2c/timeout/t" };
const statusQuery = { originalRequestId: "payout-1-1", resultUrl: "https://market.example/api/mpesa/status/result/t", queueTimeoutUrl: "https://market.example/api/mpesa/status/timeout/t" };
const b2cClient = (sleeps: number[] = []) => createDarajaClient(config({ b2c: b2cSettings }), memoryTokenStore(), { sleep: async (ms) => void sleeps.push(ms) });
const b2cAccepted: Scripted = { status: 200, body: { ConversationID: "AG_20250301_1", OriginatorConversationID: "payout-1-1", ResponseCode: "0", ResponseDescription: "Accept the service request successfully." } };

describe("the Daraja client's B2C payments", () => {
  it("sends a v3 BusinessPayment from the B2C shortcode to the phone, with the token as a Bearer", async () => {
    script(OAUTH, token("b2c-token"));
    script(B2C, b2cAccepted);
    expect(await b2cClient().b2cPayment(payout)).toEqual({ conversationId: "AG_20250301_1" });
    const request = received.find((one) => one.path === B2C)!;
    expect(request.headers).toMatchObject({ authorization: "Bearer b2c-token", "content-type": expect.stringMatching(/^application\/json/) });
    expect(JSON.parse(request.body)).toEqual({
      OriginatorConversationID: "payout-1-1",
      InitiatorName: "campus-api",
      SecurityCredential: "ZW5jcnlwdGVk",
      CommandID: "BusinessPayment",
      Amount: 950,
      PartyA: "600000",
      PartyB: "254708374149",
      Remarks: "Seller payout",
      QueueTimeOutURL: "https://market.example/api/mpesa/b2c/timeout/t",
      ResultURL: "https://market.example/api/mpesa/b2c/result/t",
      Occassion: "Seller payout",
    });
  });

  it("is refused before any request when payouts are not configured", async () => {
    const error = await darajaRejection(client().b2cPayment(payout));
    expect(error).toMatchObject({ kind: "rejected", status: null, message: "B2C: not configured (MPESA_B2C_SHORTCODE, MPESA_INITIATOR_NAME, MPESA_SECURITY_CREDENTIAL)" });
    expect(received).toEqual([]);
  });

  it("accepts a numeric ResponseCode of 0", async () => {
    script(OAUTH, token());
    script(B2C, { status: 200, body: { ResponseCode: 0, ConversationID: "AG_2" } });
    expect(await b2cClient().b2cPayment(payout)).toEqual({ conversationId: "AG_2" });
  });

  it.each([
    ["missing", { ResponseCode: "0" }],
    ["empty", { ResponseCode: "0", ConversationID: "" }],
    ["not text", { ResponseCode: "0", ConversationID: 42 }],
  ])("an accepted payment whose ConversationID is %s has none", async (_what, body) => {
    script(OAUTH, token());
    script(B2C, { status: 200, body });
    expect(await b2cClient().b2cPayment(payout)).toEqual({ conversationId: null });
  });

  it.each([
    ["a non-zero ResponseCode", { ResponseCode: "1", ResponseDescription: "Rejected" }, "B2C: not accepted (Rejected)", "1"],
    ["no ResponseCode", { ResponseDescription: "Odd" }, "B2C: not accepted (Odd)", ""],
    ["no description", { ResponseCode: "2" }, "B2C: not accepted (no description)", "2"],
    ["JSON null", "null", "B2C: not accepted (no description)", ""],
  ])("a payment answered with %s is refused with Daraja's code", async (_what, body, message, errorCode) => {
    script(OAUTH, token());
    script(B2C, { status: 200, body });
    expect(await darajaRejection(b2cClient().b2cPayment(payout))).toMatchObject({ kind: "rejected", status: 200, errorCode, message });
  });

  it("a payment Daraja answers with a 5xx is reported and never sent again (the money may have moved)", async () => {
    const sleeps: number[] = [];
    script(OAUTH, token());
    script(B2C, { status: 503, body: { requestId: "r-b2c", errorCode: "500.003.02", errorMessage: "System is busy" } }, b2cAccepted);
    expect(await darajaRejection(b2cClient(sleeps).b2cPayment(payout))).toMatchObject({ kind: "rejected", status: 503, errorCode: "500.003.02", requestId: "r-b2c", message: "B2C: 500.003.02 System is busy" });
    expect(received.filter((request) => request.path === B2C)).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("a payment refused for an invalid token is sent once more with a fresh token", async () => {
    script(OAUTH, token("stale"), token("fresh"));
    script(B2C, { status: 404, body: { errorCode: "404.001.03", errorMessage: "Invalid Access Token" } }, b2cAccepted);
    expect(await b2cClient().b2cPayment(payout)).toEqual({ conversationId: "AG_20250301_1" });
    expect(received.filter((request) => request.path === B2C).map((request) => request.headers.authorization)).toEqual(["Bearer stale", "Bearer fresh"]);
  });
});

describe("the Daraja client's Transaction Status query", () => {
  it("asks about the payout by its request id from the B2C shortcode, and returns the query's own id", async () => {
    script(OAUTH, token("ts-token"));
    script(STATUS, { status: 200, body: { OriginatorConversationID: "query-7", ConversationID: "AG_3", ResponseCode: "0", ResponseDescription: "Accepted" } });
    expect(await b2cClient().transactionStatus(statusQuery)).toEqual({ queryId: "query-7" });
    const request = received.find((one) => one.path === STATUS)!;
    expect(request.headers.authorization).toBe("Bearer ts-token");
    expect(JSON.parse(request.body)).toEqual({
      Initiator: "campus-api",
      SecurityCredential: "ZW5jcnlwdGVk",
      CommandID: "TransactionStatusQuery",
      OriginalConversationID: "payout-1-1",
      PartyA: "600000",
      IdentifierType: "4",
      ResultURL: "https://market.example/api/mpesa/status/result/t",
      QueueTimeOutURL: "https://market.example/api/mpesa/status/timeout/t",
      Remarks: "Payout status",
      Occasion: "Payout status",
    });
  });

  it("is refused before any request when payouts are not configured", async () => {
    expect(await darajaRejection(client().transactionStatus(statusQuery))).toMatchObject({ kind: "rejected", message: expect.stringMatching(/^B2C: not configured/) });
    expect(received).toEqual([]);
  });

  it.each([
    ["a non-zero ResponseCode", { ResponseCode: "1", ResponseDescription: "Rejected", OriginatorConversationID: "query-7" }, "Transaction Status: not accepted (Rejected)"],
    ["no query id", { ResponseCode: "0", ResponseDescription: "Accepted" }, "Transaction Status: not accepted (Accepted)"],
    ["an empty query id", { ResponseCode: "0", OriginatorConversationID: "" }, "Transaction Status: not accepted (no description)"],
    ["a query id that is not text", { ResponseCode: "0", OriginatorConversationID: 7 }, "Transaction Status: not accepted (no description)"],
    ["JSON null", "null", "Transaction Status: not accepted (no description)"],
  ])("a query answered with %s is refused, and not asked again", async (_what, body, message) => {
    const sleeps: number[] = [];
    script(OAUTH, token());
    script(STATUS, { status: 200, body });
    expect(await darajaRejection(b2cClient(sleeps).transactionStatus(statusQuery))).toMatchObject({ kind: "rejected", status: 200, errorCode: null, message });
    expect(sleeps).toEqual([]);
  });

  it("a query Daraja answers with 5xx 'busy' is asked again, one second apart", async () => {
    const sleeps: number[] = [];
    script(OAUTH, token());
    script(STATUS, { status: 503, body: { errorCode: "500.003.02", errorMessage: "System is busy" } }, { status: 200, body: { ResponseCode: "0", OriginatorConversationID: "query-8" } });
    expect(await b2cClient(sleeps).transactionStatus(statusQuery)).toEqual({ queryId: "query-8" });
    expect(sleeps).toEqual([1000]);
  });

  it("a query Daraja refuses with a 4xx is reported under its own name and not asked again", async () => {
    const sleeps: number[] = [];
    script(OAUTH, token());
    script(STATUS, { status: 400, body: { errorCode: "400.002.02", errorMessage: "Bad Request - Invalid Initiator" } });
    expect(await darajaRejection(b2cClient(sleeps).transactionStatus(statusQuery))).toMatchObject({ status: 400, message: "Transaction Status: 400.002.02 Bad Request - Invalid Initiator" });
    expect(sleeps).toEqual([]);
  });
});

describe("the Daraja client's retries", () => {
  it.each([
    ["an STK query", (c: ReturnType<typeof b2cClient>) => c.stkQuery("ws_CO_1")],
    ["a Transaction Status query", (c: ReturnType<typeof b2cClient>) => c.transactionStatus(statusQuery)],
  ])("%s whose token nobody gives makes the spec's three OAuth attempts, not three for each attempt of the query", async (_what, call) => {
    const sleeps: number[] = [];
    script(OAUTH, ...Array<Scripted>(9).fill({ status: 503, body: { errorCode: "500.003.02", errorMessage: "System is busy" } }));
    expect(await darajaRejection(call(b2cClient(sleeps)))).toMatchObject({ status: 503, message: "OAuth: 500.003.02 System is busy" });
    expect(received.map((request) => request.path)).toEqual(Array(RETRY_ATTEMPTS).fill(OAUTH));
    expect(sleeps).toEqual(Array(RETRY_ATTEMPTS - 1).fill(1000));
  });
});
