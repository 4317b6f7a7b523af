import "server-only";
import { darajaTimestamp, stkPassword } from "./daraja-fields";
import { readResultCode, STILL_PROCESSING_ERROR_CODE } from "./stk-results";

// The Daraja client (guides/mpesa-daraja.md): OAuth with a token shared by every app
// instance, STK push and STK query, typed errors carrying Daraja's requestId and errorCode.
// Retries only where a retry cannot charge anyone twice: the OAuth call and the query.
// The push itself is never repeated after it may have reached Daraja; a push whose answer
// was lost is left to the callback (stored even when its checkout id is unknown).

export type DarajaConfig = {
  /** https://sandbox.safaricom.co.ke, https://api.safaricom.co.ke or the simulator's address. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** Paybill (CustomerPayBillOnline, PartyB = shortcode) or till (CustomerBuyGoodsOnline, PartyB = till number). */
  transactionType: "CustomerPayBillOnline" | "CustomerBuyGoodsOnline";
  partyB: string;
  timeoutMs: number;
  /** B2C (payouts and refunds): the paying shortcode, the API initiator and its encrypted password. Null: payouts are not configured. */
  b2c: { shortcode: string; initiatorName: string; securityCredential: string } | null;
};

export type AccessToken = { token: string; expiresAt: Date };

/**
 * Where the access token lives. Shared by every instance (see docs/decisions/scale-path.md): Daraja may invalidate a
 * token when another is issued, so instances must not each fetch their own.
 */
export interface AccessTokenStore {
  current(): Promise<AccessToken | null>;
  /**
   * Replaces the token `stale` (null: none yet) with a fresh one from `fetchToken`, once across
   * every instance: one that finds the token already replaced returns the replacement.
   */
  replace(stale: string | null, fetchToken: () => Promise<AccessToken>): Promise<AccessToken>;
}

export type DarajaErrorKind =
  /** Daraja answered with an error: the request was refused, nothing happened. */
  | "rejected"
  /** No answer (timeout, connection lost): for a push, nobody knows whether the prompt went out. */
  | "no-answer"
  /** An answer we cannot read. */
  | "unreadable";

export class DarajaError extends Error {
  constructor(
    message: string,
    readonly kind: DarajaErrorKind,
    readonly status: number | null = null,
    readonly errorCode: string | null = null,
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = "DarajaError";
  }
}

export type StkPushRequest = { phone: string; amount: number; accountReference: string; transactionDesc: string; callbackUrl: string };
export type StkPushAccepted = { checkoutRequestId: string; merchantRequestId: string; customerMessage: string };
export type B2cPaymentRequest = { requestId: string; phone: string; amount: number; remarks: string; resultUrl: string; queueTimeoutUrl: string };
export type B2cAccepted = { conversationId: string | null };
export type TransactionStatusRequest = { originalRequestId: string; resultUrl: string; queueTimeoutUrl: string };
export type StkQueryAnswer = { kind: "processing" } | { kind: "settled"; resultCode: number; resultDesc: string };

/** Refresh this long before the token's expiry, so no request carries a token about to die. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** The spec's backend retry: 3 attempts, 1 s apart (the spec's constants). */
export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1_000;
const INVALID_TOKEN = "404.001.03";

type Options = { now?: () => Date; sleep?: (ms: number) => Promise<void> };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An exchange with Daraja that did not end in a 2xx answer: `response` is the answer when
 * there was one (its body read as JSON when it is JSON, as text otherwise), null when none
 * came (refused, reset, or nothing within the timeout); `code` says why there was none.
 */
class HttpFailure extends Error {
  constructor(
    readonly response: { status: number; data: unknown } | null,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** A body as JSON when it parses, else the text itself ("" when empty): Daraja's error pages are not always JSON. */
function readBody(text: string): unknown {
  if (text === "") return "";
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Why no answer came, as the short code the log has always shown: the socket error's own
 * code (ECONNREFUSED, ENOTFOUND), ECONNABORTED for the timeout, ECONNRESET for a connection
 * the other side closed (fetch calls that UND_ERR_SOCKET).
 */
function noAnswerCode(error: unknown): string | null {
  const { name, cause } = errorFields(error);
  if (name === "TimeoutError") return "ECONNABORTED";
  const { code } = errorFields(cause);
  if (code === "UND_ERR_SOCKET") return "ECONNRESET";
  return typeof code === "string" ? code : null;
}

/** An error's fields read without `instanceof`: fetch's errors can come from another realm (Jest runs tests in one). */
function errorFields(error: unknown): { name?: unknown; message?: unknown; code?: unknown; cause?: unknown } {
  return typeof error === "object" && error !== null ? error : {};
}

type HttpRequest = { method: "GET" | "POST"; path: string; query?: Record<string, string>; authorization: string; body?: unknown };

/**
 * One request with fetch, the whole exchange (connection, answer and body) bounded by
 * `timeoutMs`. Resolves with the body of a 2xx answer; anything else throws an HttpFailure.
 */
async function send(config: DarajaConfig, { method, path, query, authorization, body }: HttpRequest): Promise<unknown> {
  const url = `${config.baseUrl.replace(/\/?\/$/, "")}/${path.replace(/^\/+/, "")}${query ? `?${new URLSearchParams(query)}` : ""}`;
  const headers: Record<string, string> = { accept: "application/json, text/plain, */*", authorization };
  if (body !== undefined) headers["content-type"] = "application/json";
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(config.timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const { message } = errorFields(error);
    throw new HttpFailure(null, noAnswerCode(error), typeof message === "string" ? message : String(error));
  }
  const data = readBody(text);
  if (status < 200 || status >= 300) throw new HttpFailure({ status, data }, null, `HTTP ${status}`);
  return data;
}

/** Daraja's gateway error body ({ requestId, errorCode, errorMessage }), or null. */
function gatewayError(data: unknown): { requestId: string | null; errorCode: string; errorMessage: string } | null {
  if (!data || typeof data !== "object") return null;
  const body = data as Record<string, unknown>;
  if (typeof body.errorCode !== "string") return null;
  return {
    requestId: typeof body.requestId === "string" ? body.requestId : null,
    errorCode: body.errorCode,
    errorMessage: typeof body.errorMessage === "string" ? body.errorMessage : "",
  };
}

function asDarajaError(error: unknown, what: string): DarajaError {
  if (error instanceof DarajaError) return error;
  if (error instanceof HttpFailure) {
    if (!error.response) return new DarajaError(`${what}: no answer (${error.code ?? error.message})`, "no-answer");
    const gateway = gatewayError(error.response.data);
    if (gateway) return new DarajaError(`${what}: ${gateway.errorCode} ${gateway.errorMessage}`, "rejected", error.response.status, gateway.errorCode, gateway.requestId);
    return new DarajaError(`${what}: HTTP ${error.response.status}`, "rejected", error.response.status);
  }
  return new DarajaError(`${what}: ${error instanceof Error ? error.message : String(error)}`, "unreadable");
}

/** Worth asking again: no answer, or Daraja busy (5xx other than "still processing"). */
function isRetryable(error: DarajaError): boolean {
  if (error.kind === "no-answer") return true;
  return error.kind === "rejected" && error.status !== null && error.status >= 500 && error.errorCode !== STILL_PROCESSING_ERROR_CODE;
}

export function createDarajaClient(config: DarajaConfig, tokens: AccessTokenStore, options: Options = {}) {
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? wait;
  const basic = `Basic ${Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString("base64")}`;
  const post = (path: string, token: string, body: Record<string, unknown>) => send(config, { method: "POST", path, authorization: `Bearer ${token}`, body }) as Promise<Record<string, unknown>>;

  /** Errors a retried call has given up on: a retried call around it (a query that needed a token) does not start the attempts over. */
  const givenUp = new WeakSet<DarajaError>();

  /** Runs a call that is safe to repeat, up to RETRY_ATTEMPTS times while it fails in a way worth retrying. */
  async function withRetries<T>(what: string, call: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (caught) {
        const error = asDarajaError(caught, what);
        if (attempt >= RETRY_ATTEMPTS || givenUp.has(error) || !isRetryable(error)) {
          givenUp.add(error);
          throw error;
        }
        await sleep(RETRY_DELAY_MS);
      }
    }
  }

  async function fetchToken(): Promise<AccessToken> {
    return withRetries("OAuth", async () => {
      const data = await send(config, { method: "GET", path: "/oauth/v1/generate", query: { grant_type: "client_credentials" }, authorization: basic });
      // expires_in arrives as "3599" or 3599 depending on the day (Daraja's documentation).
      const seconds = Number((data as Record<string, unknown>)?.expires_in);
      const token = (data as Record<string, unknown>)?.access_token;
      if (typeof token !== "string" || token === "" || !Number.isFinite(seconds) || seconds <= 0) {
        throw new DarajaError("OAuth: unreadable token answer", "unreadable");
      }
      return { token, expiresAt: new Date(now().getTime() + seconds * 1000) };
    });
  }

  async function accessToken(): Promise<string> {
    const cached = await tokens.current();
    if (cached && cached.expiresAt.getTime() - TOKEN_REFRESH_MARGIN_MS > now().getTime()) return cached.token;
    return (await tokens.replace(cached?.token ?? null, fetchToken)).token;
  }

  /**
   * A call with the shared token. A token Daraja calls invalid (another one was issued, or
   * it expired early) is replaced once and the call repeated: the refusal means nothing happened.
   */
  async function authorised<T>(what: string, call: (token: string) => Promise<T>): Promise<T> {
    let token: string;
    try {
      token = await accessToken();
    } catch (caught) {
      throw asDarajaError(caught, what);
    }
    try {
      return await call(token);
    } catch (caught) {
      const error = asDarajaError(caught, what);
      if (error.errorCode !== INVALID_TOKEN) throw error;
      const fresh = await tokens.replace(token, fetchToken);
      try {
        return await call(fresh.token);
      } catch (again) {
        throw asDarajaError(again, what);
      }
    }
  }

  function credentials() {
    const timestamp = darajaTimestamp(now());
    return { BusinessShortCode: config.shortcode, Password: stkPassword(config.shortcode, config.passkey, timestamp), Timestamp: timestamp };
  }

  function b2cSettings() {
    if (!config.b2c) throw new DarajaError("B2C: not configured (MPESA_B2C_SHORTCODE, MPESA_INITIATOR_NAME, MPESA_SECURITY_CREDENTIAL)", "rejected");
    return config.b2c;
  }

  return {
    /**
     * Sends one B2C payment (v3, BusinessPayment). Never retried here: a request whose answer
     * was lost is asked about with Transaction Status; and Daraja refuses a repeated request id.
     */
    async b2cPayment(request: B2cPaymentRequest): Promise<B2cAccepted> {
      const b2c = b2cSettings();
      const data = await authorised("B2C", (token) =>
        post("/mpesa/b2c/v3/paymentrequest", token, {
          OriginatorConversationID: request.requestId,
          InitiatorName: b2c.initiatorName,
          SecurityCredential: b2c.securityCredential,
          CommandID: "BusinessPayment",
          Amount: request.amount,
          PartyA: b2c.shortcode,
          PartyB: request.phone,
          Remarks: request.remarks,
          QueueTimeOutURL: request.queueTimeoutUrl,
          ResultURL: request.resultUrl,
          Occassion: request.remarks,
        }),
      );
      if (String(data?.ResponseCode) !== "0") {
        throw new DarajaError(`B2C: not accepted (${String(data?.ResponseDescription ?? "no description")})`, "rejected", 200, String(data?.ResponseCode ?? ""));
      }
      return { conversationId: typeof data.ConversationID === "string" && data.ConversationID !== "" ? data.ConversationID : null };
    },

    /** Asks how a B2C request ended; the answer comes to `resultUrl`. Returns the query's own id, which that answer carries. */
    async transactionStatus(request: TransactionStatusRequest): Promise<{ queryId: string }> {
      const b2c = b2cSettings();
      return withRetries("Transaction Status", async () => {
        const data = await authorised("Transaction Status", (token) =>
          post("/mpesa/transactionstatus/v1/query", token, {
            Initiator: b2c.initiatorName,
            SecurityCredential: b2c.securityCredential,
            CommandID: "TransactionStatusQuery",
            OriginalConversationID: request.originalRequestId,
            PartyA: b2c.shortcode,
            IdentifierType: "4",
            ResultURL: request.resultUrl,
            QueueTimeOutURL: request.queueTimeoutUrl,
            Remarks: "Payout status",
            Occasion: "Payout status",
          }),
        );
        const queryId = data?.OriginatorConversationID;
        if (String(data?.ResponseCode) !== "0" || typeof queryId !== "string" || queryId === "") {
          throw new DarajaError(`Transaction Status: not accepted (${String(data?.ResponseDescription ?? "no description")})`, "rejected", 200);
        }
        return { queryId };
      });
    },

    /** Sends the prompt to the phone. Never retried once it may have reached Daraja. */
    async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
      const data = await authorised("STK push", (token) =>
        post("/mpesa/stkpush/v1/processrequest", token, {
          ...credentials(),
          TransactionType: config.transactionType,
          Amount: request.amount,
          PartyA: request.phone,
          PartyB: config.partyB,
          PhoneNumber: request.phone,
          CallBackURL: request.callbackUrl,
          AccountReference: request.accountReference,
          TransactionDesc: request.transactionDesc,
        }),
      );
      const checkoutRequestId = data?.CheckoutRequestID;
      if (String(data?.ResponseCode) !== "0" || typeof checkoutRequestId !== "string" || checkoutRequestId === "") {
        throw new DarajaError(`STK push: not accepted (${String(data?.ResponseDescription ?? "no description")})`, "rejected", 200, String(data?.ResponseCode ?? ""));
      }
      return {
        checkoutRequestId,
        merchantRequestId: typeof data.MerchantRequestID === "string" ? data.MerchantRequestID : "",
        customerMessage: typeof data.CustomerMessage === "string" ? data.CustomerMessage : "",
      };
    },

    /** Asks how a push ended. "Still being processed" (500.001.1001) is an answer, not an error. */
    async stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer> {
      return withRetries("STK query", async () => {
        try {
          const data = await authorised("STK query", (token) => post("/mpesa/stkpushquery/v1/query", token, { ...credentials(), CheckoutRequestID: checkoutRequestId }));
          const resultCode = readResultCode(data?.ResultCode);
          if (resultCode === null) throw new DarajaError("STK query: no result code", "unreadable");
          return { kind: "settled", resultCode, resultDesc: typeof data.ResultDesc === "string" ? data.ResultDesc : "" };
        } catch (caught) {
          const error = asDarajaError(caught, "STK query");
          if (error.errorCode === STILL_PROCESSING_ERROR_CODE) return { kind: "processing" };
          throw error;
        }
      });
    },
  };
}

export type DarajaClient = ReturnType<typeof createDarajaClient>;

/** A token store for one process (tests, a single instance); production shares one in PostgreSQL. */
export function memoryTokenStore(): AccessTokenStore & { replacements: number } {
  let current: AccessToken | null = null;
  let pending: Promise<AccessToken> | null = null;
  const store = {
    replacements: 0,
    async current() {
      return current;
    },
    async replace(stale: string | null, fetchToken: () => Promise<AccessToken>) {
      if (pending) return pending;
      if (current && current.token !== stale) return current;
      pending = fetchToken().then(
        (fresh) => {
          current = fresh;
          store.replacements += 1;
          pending = null;
          return fresh;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return store;
}
