import http from "node:http";
import { createDarajaClient, memoryTokenStore, RETRY_ATTEMPTS, type DarajaConfig } from "@/lib/mpesa/daraja-client";
import { darajaRejection } from "../support/daraja";

// The Daraja client against answers the simulator never gives: a scripted server that
// replies to each path with what the test queues (odd bodies, 5xx, non-JSON), so every
// way Daraja can surprise an integrator is read the same careful way.

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
      const silent = createDarajaClient(config({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 100 }), tokens);
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
