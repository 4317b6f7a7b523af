#!/usr/bin/env node
// A Daraja simulator (decision D8): a real HTTP server speaking the parts of Safaricom's
// M-Pesa API the app uses (OAuth, STK push, STK push query, B2C v3 payouts, Transaction
// Status), with Daraja's field checks and error shapes (guides/mpesa-daraja.md), which
// sends the STK callback to the push's CallBackURL, and a payout's result to its ResultURL,
// after a short delay, as Daraja does. The app's Daraja client talks to it
// exactly as it talks to the sandbox, so checkout runs on a machine with no Safaricom keys.
//
// The paying phone number chooses what happens (SCENARIOS below; README lists them), and the
// receiving number what a payout does (PAYOUT_SCENARIOS).
//   GET  /__sim/payouts     JSON list of the payouts received, oldest first (for tests)
//   GET  /__sim/pushes      JSON list of the pushes received, oldest first (for tests)
//   DELETE /__sim/pushes    forget them
//   GET  /__sim/oauth-calls { count } of tokens issued
//   GET  /__sim/health      "ok"
// Run directly: DARAJA_SIM_PORT (default 4010), DARAJA_SIM_CALLBACK_DELAY_MS (default 1500).
import http from "node:http";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SIMULATOR_CREDENTIALS } from "../lib/mpesa/simulator-credentials.mjs";

export { SIMULATOR_CREDENTIALS };

/**
 * @typedef {"success" | "failure" | "no-callback" | "duplicate-callbacks" | "late-callback" | "wrong-amount" | "never-settles"} Behaviour
 * @typedef {{ phone: string, behaviour: Behaviour, resultCode: number, resultDesc: string, meaning: string }} Scenario
 */

/** @type {Scenario[]} What each test number does. Any other number pays. */
export const SCENARIOS = [
  { phone: "254708374149", behaviour: "success", resultCode: 0, resultDesc: "The service request is processed successfully.", meaning: "pays (Daraja's own test number)" },
  { phone: "254700001032", behaviour: "failure", resultCode: 1032, resultDesc: "Request cancelled by user", meaning: "the student cancels the prompt" },
  { phone: "254700000001", behaviour: "failure", resultCode: 1, resultDesc: "The balance is insufficient for the transaction", meaning: "not enough money" },
  { phone: "254700001037", behaviour: "failure", resultCode: 1037, resultDesc: "DS timeout user cannot be reached", meaning: "the phone is off or out of reach" },
  { phone: "254700002001", behaviour: "failure", resultCode: 2001, resultDesc: "The initiator information is invalid.", meaning: "wrong PIN" },
  { phone: "254700001019", behaviour: "failure", resultCode: 1019, resultDesc: "Transaction has expired", meaning: "the prompt expires unanswered" },
  { phone: "254711000000", behaviour: "no-callback", resultCode: 0, resultDesc: "The service request is processed successfully.", meaning: "pays, but no callback ever comes (a query settles it)" },
  { phone: "254711000002", behaviour: "duplicate-callbacks", resultCode: 0, resultDesc: "The service request is processed successfully.", meaning: "pays, and the callback arrives three times" },
  { phone: "254711000003", behaviour: "late-callback", resultCode: 0, resultDesc: "The service request is processed successfully.", meaning: "pays; the callback comes only after a query has answered" },
  { phone: "254711000004", behaviour: "wrong-amount", resultCode: 0, resultDesc: "The service request is processed successfully.", meaning: "pays, but the callback names another amount" },
  { phone: "254711000005", behaviour: "never-settles", resultCode: 0, resultDesc: "", meaning: "no callback, and every query says it is still being processed" },
];

const DEFAULT_SCENARIO = SCENARIOS[0];

/**
 * @typedef {"success" | "failure" | "no-result" | "queue-timeout" | "duplicate-results"} PayoutBehaviour
 * @typedef {{ phone: string, behaviour: PayoutBehaviour, resultCode: number, resultDesc: string, meaning: string }} PayoutScenario
 */

/** @type {PayoutScenario[]} What each receiving number does with a B2C payout (guide §6). Any other number is paid. */
export const PAYOUT_SCENARIOS = [
  { phone: "254700000001", behaviour: "failure", resultCode: 1, resultDesc: "The balance is insufficient for the transaction.", meaning: "our B2C utility account is short" },
  { phone: "254700002040", behaviour: "failure", resultCode: 2040, resultDesc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.", meaning: "the seller's number has no M-Pesa" },
  { phone: "254711000000", behaviour: "no-result", resultCode: 0, resultDesc: "The service request is processed successfully.", meaning: "paid, but no result ever comes (Transaction Status settles it)" },
  { phone: "254711000002", behaviour: "duplicate-results", resultCode: 0, resultDesc: "The service request is processed successfully.", meaning: "paid, and the result arrives three times" },
  { phone: "254711000006", behaviour: "queue-timeout", resultCode: 0, resultDesc: "The service request is processed successfully.", meaning: "paid, but only the queue timeout is called (outcome unknown until asked)" },
];

const PAYOUT_PAID = { phone: "", behaviour: "success", resultCode: 0, resultDesc: "The service request is processed successfully.", meaning: "paid" };

/** @param {string} phone */
export function payoutScenarioFor(phone) {
  return PAYOUT_SCENARIOS.find((scenario) => scenario.phone === phone) ?? PAYOUT_PAID;
}

const B2C_COMMANDS = ["BusinessPayment", "SalaryPayment", "PromotionPayment"];

/**
 * The checks Daraja makes on a B2C v3 request (guide §6): the first invalid field, or null.
 * @param {Record<string, unknown>} body
 * @param {{ b2cShortcode: string }} credentials
 */
export function invalidPayoutField(body, credentials) {
  const text = (value) => (typeof value === "number" ? String(value) : typeof value === "string" ? value : "");
  const originator = text(body.OriginatorConversationID);
  if (originator.length === 0 || originator.length > 100) return "Invalid OriginatorConversationID";
  if (text(body.InitiatorName).length === 0) return "Invalid InitiatorName";
  if (!/^[A-Za-z0-9+/=]{8,}$/.test(text(body.SecurityCredential))) return "Invalid SecurityCredential";
  if (!B2C_COMMANDS.includes(text(body.CommandID))) return "Invalid CommandID";
  if (!/^\d+(\.0+)?$/.test(text(body.Amount))) return "Invalid Amount";
  if (text(body.PartyA) !== credentials.b2cShortcode) return "Invalid PartyA";
  if (!/^254[17]\d{8}$/.test(text(body.PartyB))) return "Invalid PartyB";
  const remarks = text(body.Remarks);
  if (remarks.length < 2 || remarks.length > 100) return "Invalid Remarks";
  if (!/^https?:\/\/[^\s]+$/.test(text(body.QueueTimeOutURL))) return "Invalid QueueTimeOutURL";
  if (!/^https?:\/\/[^\s]+$/.test(text(body.ResultURL))) return "Invalid ResultURL";
  return null;
}

/** @param {string} phone */
export function scenarioFor(phone) {
  return SCENARIOS.find((scenario) => scenario.phone === phone) ?? DEFAULT_SCENARIO;
}

/** Daraja's gateway error shape (§1): all three fields are strings. */
function gatewayError(status, errorCode, errorMessage) {
  return { status, body: { requestId: `${randomBytes(4).toString("hex")}-${Date.now()}`, errorCode, errorMessage } };
}

/** YYYYMMDDHHmmss in East Africa Time (UTC+3), as Daraja writes TransactionDate. */
function eatTimestamp(at = new Date()) {
  const eat = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  return eat.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

function receiptNumber() {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  return `T${[...randomBytes(9)].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

/**
 * The checks Daraja makes on an STK push (§3): the first invalid field in Daraja's words,
 * WRONG_CREDENTIALS when the password does not match the shortcode, or null when it is valid.
 * @param {Record<string, unknown>} body
 * @param {{ shortcode: string, passkey: string }} credentials
 */
export function invalidPushField(body, credentials) {
  const text = (value) => (typeof value === "number" ? String(value) : typeof value === "string" ? value : "");
  const shortcode = text(body.BusinessShortCode);
  if (!/^\d{5,7}$/.test(shortcode)) return "Invalid BusinessShortCode";
  const timestamp = text(body.Timestamp);
  if (!/^\d{14}$/.test(timestamp)) return "Invalid Timestamp";
  if (!["CustomerPayBillOnline", "CustomerBuyGoodsOnline"].includes(text(body.TransactionType))) return "Invalid TransactionType";
  const amount = Number(text(body.Amount));
  if (!/^\d+(\.0+)?$/.test(text(body.Amount)) || amount < 1 || amount > 250_000) return "Invalid Amount";
  if (!/^254[17]\d{8}$/.test(text(body.PartyA))) return "Invalid PartyA";
  if (!/^\d{5,7}$/.test(text(body.PartyB))) return "Invalid PartyB";
  if (!/^254[17]\d{8}$/.test(text(body.PhoneNumber))) return "Invalid PhoneNumber";
  if (!/^https?:\/\/[^\s]+$/.test(text(body.CallBackURL))) return "Invalid CallBackURL";
  const reference = text(body.AccountReference);
  if (reference.length === 0 || reference.length > 12) return "Invalid AccountReference";
  if (text(body.TransactionDesc).length > 13) return "Invalid TransactionDesc";
  const expected = Buffer.from(`${shortcode}${credentials.passkey}${timestamp}`).toString("base64");
  if (shortcode !== credentials.shortcode || text(body.Password) !== expected) return WRONG_CREDENTIALS;
  return null;
}

export const WRONG_CREDENTIALS = "Wrong credentials";

/**
 * @typedef {{ checkoutRequestId: string, merchantRequestId: string, phone: string, amount: number, accountReference: string,
 *   callbackUrl: string, scenario: Scenario, receivedAt: number, queried: boolean, callbacksSent: number, receipt: string }} Push
 */

/**
 * Starts the simulator; port 0 picks a free port (read `url` from the result).
 * @param {{ port?: number, host?: string, callbackDelayMs?: number, credentials?: typeof SIMULATOR_CREDENTIALS }} [options]
 */
export async function startDarajaSimulator({ port = 0, host = "127.0.0.1", callbackDelayMs = 1500, credentials = SIMULATOR_CREDENTIALS } = {}) {
  /** @type {Push[]} */
  const pushes = [];
  /** @type {Map<string, number>} token → expiry (ms) */
  const tokens = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /**
   * @type {Array<{ originatorConversationId: string, conversationId: string, transactionId: string, phone: string, amount: number,
   *   resultUrl: string, queueTimeoutUrl: string, scenario: PayoutScenario, resultCode: number, resultDesc: string, resultsSent: number }>}
   */
  const payouts = [];
  let oauthCalls = 0;

  function later(ms, task) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timers.add(timer);
  }

  /** @param {Push} push @param {number} amount */
  function callbackBody(push, amount) {
    const { scenario } = push;
    const stkCallback = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: scenario.resultCode,
      ResultDesc: scenario.resultDesc,
    };
    if (scenario.resultCode === 0) {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: "Amount", Value: amount },
          { Name: "MpesaReceiptNumber", Value: push.receipt },
          { Name: "Balance" },
          { Name: "TransactionDate", Value: Number(eatTimestamp()) },
          { Name: "PhoneNumber", Value: Number(push.phone) },
        ],
      };
    }
    return { Body: { stkCallback } };
  }

  /** Sends a callback; a refused or unreachable listener is Daraja's problem no more than ours (no retries). @param {Push} push */
  async function sendCallback(push, amount = push.amount) {
    push.callbacksSent += 1;
    try {
      await fetch(push.callbackUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(callbackBody(push, amount)) });
    } catch {
      // The app is down or gone: Daraja does not retry either.
    }
  }

  /** @param {Push} push */
  function scheduleOutcome(push) {
    switch (push.scenario.behaviour) {
      case "no-callback":
      case "never-settles":
      case "late-callback":
        return;
      case "duplicate-callbacks":
        later(callbackDelayMs, () => {
          for (let copy = 0; copy < 3; copy += 1) void sendCallback(push);
        });
        return;
      case "wrong-amount":
        later(callbackDelayMs, () => void sendCallback(push, push.amount + 1));
        return;
      default:
        later(callbackDelayMs, () => void sendCallback(push));
    }
  }

  /** What STK Push Query answers for a push (§5). @param {Push} push */
  function queryAnswer(push) {
    const settled = Date.now() - push.receivedAt >= callbackDelayMs && push.scenario.behaviour !== "never-settles";
    if (!settled) return gatewayError(500, "500.001.1001", "The transaction is being processed");
    if (push.scenario.behaviour === "late-callback" && !push.queried) later(Math.min(callbackDelayMs, 500), () => void sendCallback(push));
    push.queried = true;
    return {
      status: 200,
      body: {
        ResponseCode: "0",
        ResponseDescription: "The service request has been accepted successsfully",
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(push.scenario.resultCode),
        ResultDesc: push.scenario.resultDesc,
      },
    };
  }

  /** A B2C result for a payout, Daraja's shape (guide §6): parameters on success only. */
  function payoutResult(payout) {
    const result = {
      ResultType: 0,
      ResultCode: payout.resultCode,
      ResultDesc: payout.resultDesc,
      OriginatorConversationID: payout.originatorConversationId,
      ConversationID: payout.conversationId,
      TransactionID: payout.transactionId,
      ReferenceData: { ReferenceItem: { Key: "QueueTimeoutURL", Value: payout.queueTimeoutUrl } },
    };
    if (payout.resultCode === 0) {
      const eat = eatTimestamp();
      result.ResultParameters = {
        ResultParameter: [
          { Key: "TransactionAmount", Value: payout.amount },
          { Key: "TransactionReceipt", Value: payout.transactionId },
          { Key: "ReceiverPartyPublicName", Value: `${payout.phone} - CAMPUS SELLER` },
          { Key: "TransactionCompletedDateTime", Value: `${eat.slice(6, 8)}.${eat.slice(4, 6)}.${eat.slice(0, 4)} ${eat.slice(8, 10)}:${eat.slice(10, 12)}:${eat.slice(12, 14)}` },
          { Key: "B2CUtilityAccountAvailableFunds", Value: 10450.0 },
          { Key: "B2CWorkingAccountAvailableFunds", Value: 0.0 },
          { Key: "B2CRecipientIsRegisteredCustomer", Value: "Y" },
          { Key: "B2CChargesPaidAccountAvailableFunds", Value: -330.0 },
        ],
      };
    }
    return { Result: result };
  }

  async function post(url, body) {
    try {
      await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    } catch {
      // The app is down or gone: Daraja does not retry either.
    }
  }

  function schedulePayoutOutcome(payout) {
    const send = () => {
      payout.resultsSent += 1;
      return post(payout.resultUrl, payoutResult(payout));
    };
    switch (payout.scenario.behaviour) {
      case "no-result":
        return;
      case "queue-timeout":
        later(callbackDelayMs, () => void post(payout.queueTimeoutUrl, { Result: { ResultType: 1, ResultCode: 1, ResultDesc: "The request timed out in the queue.", OriginatorConversationID: payout.originatorConversationId, ConversationID: payout.conversationId } }));
        return;
      case "duplicate-results":
        later(callbackDelayMs, () => {
          for (let copy = 0; copy < 3; copy += 1) void send();
        });
        return;
      default:
        later(callbackDelayMs, () => void send());
    }
  }

  /** Transaction Status (guide §6): answered at once, the status posted to ResultURL later. */
  function transactionStatus(body) {
    const text = (value) => (typeof value === "string" ? value : "");
    if (text(body.CommandID) !== "TransactionStatusQuery") return gatewayError(400, "400.002.02", "Bad Request - Invalid CommandID");
    if (!/^https?:\/\/[^\s]+$/.test(text(body.ResultURL))) return gatewayError(400, "400.002.02", "Bad Request - Invalid ResultURL");
    const payout = payouts.find(
      (candidate) => (text(body.TransactionID) && candidate.transactionId === body.TransactionID) || (text(body.OriginalConversationID) && candidate.originatorConversationId === body.OriginalConversationID),
    );
    const conversationId = `AG_${eatTimestamp().slice(0, 8)}_${randomBytes(10).toString("hex")}`;
    const originatorConversationId = `${randomBytes(4).toString("hex")}-${Date.now()}`;
    const status = payout
      ? {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: "The service request is processed successfully.",
          OriginatorConversationID: originatorConversationId,
          ConversationID: conversationId,
          TransactionID: payout.transactionId,
          ResultParameters: {
            ResultParameter: [
              { Key: "ReceiptNo", Value: payout.transactionId },
              { Key: "TransactionStatus", Value: payout.resultCode === 0 ? "Completed" : "Failed" },
              { Key: "Amount", Value: payout.amount },
              { Key: "OriginatorConversationID", Value: payout.originatorConversationId },
              { Key: "ReasonType", Value: payout.resultCode === 0 ? "Business Payment to Customer via API" : payout.resultDesc },
            ],
          },
        }
      : { ResultType: 0, ResultCode: 2001, ResultDesc: "The transaction could not be found.", OriginatorConversationID: originatorConversationId, ConversationID: conversationId, TransactionID: text(body.TransactionID) };
    later(Math.min(callbackDelayMs, 500), () => void post(text(body.ResultURL), { Result: status }));
    return { status: 200, body: { OriginatorConversationID: originatorConversationId, ConversationID: conversationId, ResponseCode: "0", ResponseDescription: "Accept the service request successfully." } };
  }

  function authorised(request) {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "");
    const expiresAt = match ? tokens.get(match[1]) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  /** @returns {Promise<{ status: number, body: unknown }>} */
  async function route(request, url, rawBody) {
    if (url.pathname === "/__sim/health") return { status: 200, body: "ok" };
    if (url.pathname === "/__sim/oauth-calls") return { status: 200, body: { count: oauthCalls } };
    if (url.pathname === "/__sim/payouts") return { status: 200, body: payouts.map(({ scenario, ...payout }) => ({ ...payout, behaviour: scenario.behaviour })) };
    if (url.pathname === "/__sim/pushes") {
      if (request.method === "DELETE") pushes.length = 0;
      return { status: 200, body: pushes.map(({ scenario, ...push }) => ({ ...push, behaviour: scenario.behaviour })) };
    }

    if (url.pathname === "/oauth/v1/generate") {
      if (request.method !== "GET") return gatewayError(405, "405.001", "Method Not Allowed");
      const basic = /^Basic (\S+)$/.exec(request.headers.authorization ?? "");
      if (!basic) return gatewayError(400, "400.008.01", "Invalid Authentication passed");
      if (url.searchParams.get("grant_type") !== "client_credentials") return gatewayError(400, "400.008.02", "Invalid grant type passed");
      if (Buffer.from(basic[1], "base64").toString("utf8") !== `${credentials.consumerKey}:${credentials.consumerSecret}`) {
        return gatewayError(400, "400.008.01", "Invalid Authentication passed");
      }
      // Daraja's FAQ says a new token invalidates the previous one (guide §2, unverified): the
      // simulator does so, the harsher of the two, so instances that each fetch their own fail here first.
      const token = randomBytes(21).toString("base64url");
      tokens.clear();
      tokens.set(token, Date.now() + 3599_000);
      oauthCalls += 1;
      return { status: 200, body: { access_token: token, expires_in: "3599" } };
    }

    const isPush = url.pathname === "/mpesa/stkpush/v1/processrequest";
    const isQuery = url.pathname === "/mpesa/stkpushquery/v1/query";
    const isPayout = url.pathname === "/mpesa/b2c/v3/paymentrequest";
    const isStatus = url.pathname === "/mpesa/transactionstatus/v1/query";
    if (!isPush && !isQuery && !isPayout && !isStatus) return gatewayError(404, "404.001.01", "Resource not found");
    if (request.method !== "POST") return gatewayError(405, "405.001", "Method Not Allowed");
    if (!authorised(request)) return gatewayError(404, "404.001.03", "Invalid Access Token");
    if (!(request.headers["content-type"] ?? "").startsWith("application/json")) return gatewayError(400, "400.002.02", "Bad Request - Invalid BusinessShortCode");
    let body;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return gatewayError(400, "400.002.02", "Bad Request - Invalid JSON");
    }
    if (!body || typeof body !== "object") return gatewayError(400, "400.002.02", "Bad Request - Invalid JSON");

    if (isStatus) return transactionStatus(body);
    if (isPayout) {
      const invalid = invalidPayoutField(body, credentials);
      if (invalid) return gatewayError(400, "400.002.02", `Bad Request - ${invalid}`);
      if (payouts.some((payout) => payout.originatorConversationId === body.OriginatorConversationID)) {
        return gatewayError(500, "500.002.1001", "Duplicate OriginatorConversationID.");
      }
      const amount = Number(body.Amount);
      const scenario = payoutScenarioFor(String(body.PartyB));
      // Daraja accepts the request and reports these in the result (guide §6's B2C result codes).
      const refusal =
        body.InitiatorName !== credentials.initiatorName
          ? { code: 2001, desc: "The initiator information is invalid." }
          : amount < 10
            ? { code: 2, desc: "Declined due to limit rule: less than the minimum transaction amount." }
            : amount > 250_000
              ? { code: 3, desc: "Declined due to limit rule: greater than the maximum transaction amount." }
              : null;
      const payout = {
        originatorConversationId: String(body.OriginatorConversationID),
        conversationId: `AG_${eatTimestamp().slice(0, 8)}_${randomBytes(10).toString("hex")}`,
        transactionId: receiptNumber(),
        phone: String(body.PartyB),
        amount,
        resultUrl: String(body.ResultURL),
        queueTimeoutUrl: String(body.QueueTimeOutURL),
        scenario: refusal ? { ...scenario, behaviour: "failure" } : scenario,
        resultCode: refusal?.code ?? scenario.resultCode,
        resultDesc: refusal?.desc ?? scenario.resultDesc,
        resultsSent: 0,
      };
      payouts.push(payout);
      schedulePayoutOutcome(payout);
      return {
        status: 200,
        body: { ConversationID: payout.conversationId, OriginatorConversationID: payout.originatorConversationId, ResponseCode: "0", ResponseDescription: "Accept the service request successfully." },
      };
    }

    if (isQuery) {
      const push = pushes.find((candidate) => candidate.checkoutRequestId === body.CheckoutRequestID);
      if (!push) return gatewayError(400, "400.002.02", "Bad Request - Invalid CheckoutRequestID");
      return queryAnswer(push);
    }

    const invalid = invalidPushField(body, credentials);
    if (invalid === WRONG_CREDENTIALS) return gatewayError(500, "500.001.1001", WRONG_CREDENTIALS);
    if (invalid) return gatewayError(400, "400.002.02", `Bad Request - ${invalid}`);
    const push = {
      checkoutRequestId: `ws_CO_${eatTimestamp()}${randomBytes(6).toString("hex")}`,
      merchantRequestId: `${randomBytes(4).toString("hex")}-${randomBytes(4).toString("hex")}-${Date.now()}`,
      phone: String(body.PhoneNumber),
      amount: Number(body.Amount),
      accountReference: String(body.AccountReference),
      callbackUrl: String(body.CallBackURL),
      scenario: scenarioFor(String(body.PhoneNumber)),
      receivedAt: Date.now(),
      queried: false,
      callbacksSent: 0,
      receipt: receiptNumber(),
    };
    pushes.push(push);
    scheduleOutcome(push);
    return {
      status: 200,
      body: {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: "0",
        ResponseDescription: "Success. Request accepted for processing",
        CustomerMessage: "Success. Request accepted for processing",
      },
    };
  }

  const server = http.createServer((request, response) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > 64 * 1024) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", "http://simulator.invalid");
      const { status, body } = await route(request, url, Buffer.concat(chunks).toString("utf8"));
      response.writeHead(status, { "content-type": typeof body === "string" ? "text/plain" : "application/json" });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    });
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;

  return {
    url: `http://${host}:${boundPort}`,
    port: boundPort,
    pushes,
    payouts,
    get oauthCalls() {
      return oauthCalls;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

// Jest loads this file through a CommonJS transform, where top-level await is a syntax
// error, hence the promise chain (as in tools/smtp-sink.mjs).
const runDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (runDirectly) {
  startDarajaSimulator({
    port: Number(process.env.DARAJA_SIM_PORT ?? 4010),
    callbackDelayMs: Number(process.env.DARAJA_SIM_CALLBACK_DELAY_MS ?? 1500),
  }).then(
    (simulator) => {
      console.log(`Daraja simulator on ${simulator.url}. Test phone numbers:`);
      for (const scenario of SCENARIOS) console.log(`  ${scenario.phone}  ${scenario.meaning}`);
      console.log("  any other number pays");
      console.log("B2C payouts to:");
      for (const scenario of PAYOUT_SCENARIOS) console.log(`  ${scenario.phone}  ${scenario.meaning}`);
      console.log("  any other number is paid");
      const stop = () => {
        simulator.close().then(() => process.exit(0));
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    },
    (error) => {
      console.error(`Daraja simulator: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
