import http from "node:http";
import { SIMULATOR_CREDENTIALS, startDarajaSimulator } from "../../scripts/fixtures/daraja-sim.mjs";
import {
  createDarajaClient,
  memoryTokenStore,
  RETRY_ATTEMPTS,
  RETRY_DELAY_MS,
  TOKEN_REFRESH_MARGIN_MS,
  type DarajaConfig,
} from "@/lib/mpesa/daraja-client";
import { darajaRejection } from "../support/daraja";

// The Daraja client against the simulator over loopback HTTP (no database): what it sends,
// how it shares and renews the token, which failures it retries and which it never does.

// Short, so the mutation run (which repeats this file per mutant) stays quick.
const DELAY_MS = 30;
let simulator: Awaited<ReturnType<typeof startDarajaSimulator>>;
let callbacks: http.Server;
let callbackUrl: string;

beforeAll(async () => {
  simulator = await startDarajaSimulator({ callbackDelayMs: DELAY_MS });
  callbacks = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => response.end('{"ResultCode":0}'));
  });
  await new Promise<void>((resolve) => callbacks.listen(0, "127.0.0.1", resolve));
  callbackUrl = `http://127.0.0.1:${(callbacks.address() as { port: number }).port}/api/mpesa/callback/token`;
});

afterAll(async () => {
  await simulator.close();
  callbacks.closeAllConnections();
  await new Promise((resolve) => callbacks.close(resolve));
});

beforeEach(() => {
  simulator.pushes.length = 0;
});

function config(overrides: Partial<DarajaConfig> = {}): DarajaConfig {
  return {
    baseUrl: simulator.url,
    consumerKey: SIMULATOR_CREDENTIALS.consumerKey,
    consumerSecret: SIMULATOR_CREDENTIALS.consumerSecret,
    shortcode: SIMULATOR_CREDENTIALS.shortcode,
    passkey: SIMULATOR_CREDENTIALS.passkey,
    transactionType: "CustomerPayBillOnline",
    partyB: SIMULATOR_CREDENTIALS.shortcode,
    timeoutMs: 2_000,
    b2c: { shortcode: SIMULATOR_CREDENTIALS.b2cShortcode, initiatorName: SIMULATOR_CREDENTIALS.initiatorName, securityCredential: SIMULATOR_CREDENTIALS.securityCredential },
    ...overrides,
  };
}

// Each push to a phone of its own: the simulator, like Daraja, refuses a second push to a phone
// whose prompt is still unanswered.
let phones = 0;
const nextPhone = () => `2547${String(10_000_000 + (phones += 1)).slice(-8)}`;
const order = (phone = nextPhone()) => ({ phone, amount: 1500, accountReference: "1a2b3c4d", transactionDesc: "Campus Market", callbackUrl });
const noWait = { sleep: async () => {} };

describe("the Daraja client", () => {
  it("sends a push Daraja accepts: the order's amount, the phone as payer and recipient, the callback address", async () => {
    const client = createDarajaClient(config(), memoryTokenStore());
    const accepted = await client.stkPush(order("254708374149"));
    expect(accepted).toEqual({ checkoutRequestId: expect.stringMatching(/^ws_CO_/), merchantRequestId: expect.any(String), customerMessage: "Success. Request accepted for processing" });
    expect(simulator.pushes).toEqual([expect.objectContaining({ phone: "254708374149", amount: 1500, accountReference: "1a2b3c4d", callbackUrl })]);
  });

  it("asks for a token once and shares it between calls", async () => {
    const tokens = memoryTokenStore();
    const client = createDarajaClient(config(), tokens);
    await client.stkPush(order());
    await client.stkPush(order());
    expect(tokens.replacements).toBe(1);
  });

  it("renews the token a minute before it expires, not after", async () => {
    const tokens = memoryTokenStore();
    let clock = Date.now();
    const client = createDarajaClient(config(), tokens, { now: () => new Date(clock) });
    await client.stkPush(order());
    clock += 3599_000 - TOKEN_REFRESH_MARGIN_MS - 1_000;
    await client.stkPush(order());
    expect(tokens.replacements).toBe(1);
    clock += 2_000;
    await client.stkPush(order());
    expect(tokens.replacements).toBe(2);
  });

  it("a token Daraja no longer takes (expired early by the simulator's switch) is replaced once and the call goes through", async () => {
    const mine = memoryTokenStore();
    const client = createDarajaClient(config(), mine);
    await client.stkPush(order());
    simulator.expireTokens();
    await client.stkPush(order());
    expect(mine.replacements).toBe(2);
    expect(simulator.pushes).toHaveLength(2);
  });

  it("a token stays good for its hour when someone else takes another", async () => {
    const mine = memoryTokenStore();
    const client = createDarajaClient(config(), mine);
    await client.stkPush(order());
    await createDarajaClient(config(), memoryTokenStore()).stkPush(order());
    await client.stkPush(order());
    expect(mine.replacements).toBe(1);
    expect(simulator.pushes).toHaveLength(3);
  });

  it("wrong keys are refused at once with Daraja's code and request id (a refusal is final, not retried)", async () => {
    const sleeps: number[] = [];
    const client = createDarajaClient(config({ consumerSecret: "wrong" }), memoryTokenStore(), { sleep: async (ms) => void sleeps.push(ms) });
    const error = await darajaRejection(client.stkPush(order()));
    expect(error).toMatchObject({ kind: "rejected", status: 400, errorCode: "400.008.01", requestId: expect.any(String) });
    expect(error.message).toBe("OAuth: 400.008.01 Invalid Authentication passed");
    expect(sleeps).toEqual([]);
  });

  it("a push Daraja refuses is reported with its field and never repeated", async () => {
    const client = createDarajaClient(config(), memoryTokenStore(), noWait);
    const error = await darajaRejection(client.stkPush({ ...order(), accountReference: "1234567890123" }));
    expect(error).toMatchObject({ kind: "rejected", status: 400, errorCode: "400.002.02" });
    expect(error.message).toBe("STK push: 400.002.02 Bad Request - Invalid AccountReference");
    expect(simulator.pushes).toHaveLength(0);
  });

  it("a wrong passkey is Daraja's 'Wrong credentials'", async () => {
    const client = createDarajaClient(config({ passkey: "not-the-passkey" }), memoryTokenStore(), noWait);
    expect(await darajaRejection(client.stkPush(order()))).toMatchObject({ kind: "rejected", status: 500, errorCode: "500.001.1001" });
  });

  it("a push that gets no answer is reported as such and not sent again (the prompt may be on the phone)", async () => {
    const silent = http.createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const tokens = memoryTokenStore();
    await tokens.replace(null, async () => ({ token: "t", expiresAt: new Date(Date.now() + 3_600_000) }));
    let requests = 0;
    silent.on("request", () => (requests += 1));
    const client = createDarajaClient(config({ baseUrl: `http://127.0.0.1:${(silent.address() as { port: number }).port}`, timeoutMs: 50 }), tokens, noWait);
    try {
      expect(await darajaRejection(client.stkPush(order()))).toMatchObject({ kind: "no-answer", status: null });
      expect(requests).toBe(1);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("the query says 'processing' until the student answers, then gives the result", async () => {
    // A simulator of its own whose student takes 2 s to answer: the first query comes well
    // before that even on a busy machine (with the suite's 30 ms it once came after).
    const slow = await startDarajaSimulator({ callbackDelayMs: 2_000 });
    try {
      const client = createDarajaClient(config({ baseUrl: slow.url }), memoryTokenStore(), noWait);
      const { checkoutRequestId } = await client.stkPush(order("254700001032"));
      expect(await client.stkQuery(checkoutRequestId)).toEqual({ kind: "processing" });
      let answer = await client.stkQuery(checkoutRequestId);
      for (let tries = 0; answer.kind === "processing" && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await client.stkQuery(checkoutRequestId);
      }
      expect(answer).toEqual({ kind: "settled", resultCode: 1032, resultDesc: "Request cancelled by user" });
    } finally {
      await slow.close();
    }
  });

  it("a query that gets no answer is asked the spec's three times, one second apart, then reported", async () => {
    const sleeps: number[] = [];
    const tokens = memoryTokenStore();
    await tokens.replace(null, async () => ({ token: "t", expiresAt: new Date(Date.now() + 3_600_000) }));
    const client = createDarajaClient(config({ baseUrl: "http://127.0.0.1:9" }), tokens, { sleep: async (ms) => void sleeps.push(ms) });
    expect(await darajaRejection(client.stkQuery("ws_CO_1"))).toMatchObject({ kind: "no-answer" });
    expect(sleeps).toEqual(Array(RETRY_ATTEMPTS - 1).fill(RETRY_DELAY_MS));
  });

  it("a query Daraja refuses (an unknown checkout id) is not asked again", async () => {
    const sleeps: number[] = [];
    const client = createDarajaClient(config(), memoryTokenStore(), { sleep: async (ms) => void sleeps.push(ms) });
    expect(await darajaRejection(client.stkQuery("ws_CO_unknown"))).toMatchObject({ kind: "rejected", errorCode: "400.002.02" });
    expect(sleeps).toEqual([]);
  });

  it("the OAuth call is retried when nobody answers, and fails after three attempts", async () => {
    const sleeps: number[] = [];
    const client = createDarajaClient(config({ baseUrl: "http://127.0.0.1:9" }), memoryTokenStore(), { sleep: async (ms) => void sleeps.push(ms) });
    const error = await darajaRejection(client.stkPush(order()));
    expect(error).toMatchObject({ kind: "no-answer" });
    expect(error.message).toMatch(/^OAuth: no answer/);
    expect(sleeps).toHaveLength(RETRY_ATTEMPTS - 1);
  });
});

describe("the shared token store", () => {
  it("replaces a token once when several calls find it stale at the same time", async () => {
    const tokens = memoryTokenStore();
    let fetches = 0;
    const fetchToken = async () => ({ token: `t${++fetches}`, expiresAt: new Date(Date.now() + 3_600_000) });
    const results = await Promise.all([tokens.replace(null, fetchToken), tokens.replace(null, fetchToken), tokens.replace(null, fetchToken)]);
    expect(new Set(results.map((token) => token.token))).toEqual(new Set(["t1"]));
    expect(fetches).toBe(1);
  });

  it("a caller holding an old token gets the replacement another caller already fetched", async () => {
    const tokens = memoryTokenStore();
    const fetchToken = jest.fn(async () => ({ token: "fresh", expiresAt: new Date(Date.now() + 3_600_000) }));
    await tokens.replace(null, fetchToken);
    expect((await tokens.replace("older", fetchToken)).token).toBe("fresh");
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect((await tokens.replace("fresh", fetchToken)).token).toBe("fresh");
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it("a failed fetch is reported and the next caller tries again", async () => {
    const tokens = memoryTokenStore();
    await expect(tokens.replace(null, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect((await tokens.replace(null, async () => ({ token: "t", expiresAt: new Date() }))).token).toBe("t");
  });
});
