import "server-only";
import { env } from "@/lib/env";
import { databaseTokenStore, tokenKey } from "@/lib/db/mpesa-tokens";
import { createDarajaClient, type DarajaClient, type DarajaConfig } from "@/lib/mpesa/daraja-client";
import { SIMULATOR_CREDENTIALS } from "@/lib/mpesa/simulator-credentials.mjs";

// Which Daraja the app talks to (see docs/decisions/daraja-simulator.md): production or the sandbox with MPESA_CONSUMER_KEY,
// otherwise the simulator at MPESA_SIMULATOR_URL (npm start and the tests start one).

export type MpesaMode = "production" | "sandbox" | "simulator";

const DARAJA_HOSTS = { production: "https://api.safaricom.co.ke", sandbox: "https://sandbox.safaricom.co.ke" } as const;
const REQUEST_TIMEOUT_MS = 15_000;

export type MpesaSetup = {
  mode: MpesaMode;
  daraja: DarajaConfig;
  callbackUrl: string;
  callbackToken: string;
  /** Where Daraja sends B2C results, queue timeouts and Transaction Status answers (same secret token). */
  b2cUrls: { result: string; timeout: string; status: string };
};

function b2cUrls(callbackBase: string, token: string): MpesaSetup["b2cUrls"] {
  const base = `${callbackBase}/api/mpesa/b2c/${token}`;
  return { result: `${base}/result`, timeout: `${base}/timeout`, status: `${base}/status` };
}

/** The setup, or null when neither keys nor a simulator are configured (payments are then refused). */
export function mpesaSetup(): MpesaSetup | null {
  const callbackBase = (env.MPESA_CALLBACK_BASE_URL ?? env.NEXTAUTH_URL).replace(/\/+$/, "");
  if (env.MPESA_CONSUMER_KEY) {
    const token = env.MPESA_CALLBACK_TOKEN!;
    const till = env.MPESA_TRANSACTION_TYPE === "till";
    return {
      mode: env.MPESA_ENVIRONMENT,
      callbackToken: token,
      callbackUrl: `${callbackBase}/api/mpesa/callback/${token}`,
      b2cUrls: b2cUrls(callbackBase, token),
      daraja: {
        baseUrl: DARAJA_HOSTS[env.MPESA_ENVIRONMENT],
        consumerKey: env.MPESA_CONSUMER_KEY,
        consumerSecret: env.MPESA_CONSUMER_SECRET!,
        shortcode: env.MPESA_SHORTCODE!,
        passkey: env.MPESA_PASSKEY!,
        transactionType: till ? "CustomerBuyGoodsOnline" : "CustomerPayBillOnline",
        partyB: till ? env.MPESA_TILL_NUMBER! : env.MPESA_SHORTCODE!,
        timeoutMs: REQUEST_TIMEOUT_MS,
        b2c:
          env.MPESA_B2C_SHORTCODE && env.MPESA_INITIATOR_NAME && env.MPESA_SECURITY_CREDENTIAL
            ? { shortcode: env.MPESA_B2C_SHORTCODE, initiatorName: env.MPESA_INITIATOR_NAME, securityCredential: env.MPESA_SECURITY_CREDENTIAL }
            : null,
      },
    };
  }
  if (!env.MPESA_SIMULATOR_URL || !env.MPESA_CALLBACK_TOKEN) return null;
  return {
    mode: "simulator",
    callbackToken: env.MPESA_CALLBACK_TOKEN,
    callbackUrl: `${callbackBase}/api/mpesa/callback/${env.MPESA_CALLBACK_TOKEN}`,
    b2cUrls: b2cUrls(callbackBase, env.MPESA_CALLBACK_TOKEN),
    daraja: {
      baseUrl: env.MPESA_SIMULATOR_URL,
      consumerKey: SIMULATOR_CREDENTIALS.consumerKey,
      consumerSecret: SIMULATOR_CREDENTIALS.consumerSecret,
      shortcode: SIMULATOR_CREDENTIALS.shortcode,
      passkey: SIMULATOR_CREDENTIALS.passkey,
      transactionType: "CustomerPayBillOnline",
      partyB: SIMULATOR_CREDENTIALS.shortcode,
      timeoutMs: REQUEST_TIMEOUT_MS,
      b2c: { shortcode: SIMULATOR_CREDENTIALS.b2cShortcode, initiatorName: SIMULATOR_CREDENTIALS.initiatorName, securityCredential: SIMULATOR_CREDENTIALS.securityCredential },
    },
  };
}

/** The spec's 'B2C Testing Mode' badge: shown whenever money is not real. */
export function isTestingMode(setup: MpesaSetup | null = mpesaSetup()): boolean {
  return setup?.mode !== "production";
}

let client: { key: string; client: DarajaClient } | null = null;

/** The app's Daraja client, its token shared through PostgreSQL. */
export function darajaClient(setup: MpesaSetup): DarajaClient {
  const tokens = tokenKey(setup.mode, setup.daraja.consumerKey);
  // A changed address (or B2C settings) is a new client; the token store stays the credential's.
  const key = `${tokens}@${setup.daraja.baseUrl}@${setup.daraja.b2c?.shortcode ?? "-"}`;
  if (client?.key !== key) client = { key, client: createDarajaClient(setup.daraja, databaseTokenStore(tokens)) };
  return client.client;
}
