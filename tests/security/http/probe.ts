import http from "node:http";
import { expect, type Page } from "@playwright/test";
import { linkFromMail, mailsTo, uniqueEmail } from "../../e2e/mail";
import { RESET_MESSAGES } from "../../../lib/messages/auth";

// Raw HTTP against the production build that playwright.config.ts starts, for the probes an
// attacker sends and a browser never would: a chunked body with no Content-Length, a forged
// Origin, a spoofed X-Forwarded-For, a request from another source address.

export const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
/** The app's own origin, as a browser on the site sends it. */
export const SAME_ORIGIN = BASE_URL;
export const EVIL_ORIGIN = "http://evil.example";

export type ProbeResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type ProbeRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** A string or buffer is sent with Content-Length; an array is sent chunked, one write per part, with none. */
  body?: string | Buffer | Array<string | Buffer>;
  /**
   * The source address of the connection. Any 127.x.y.z reaches the server on Linux, so a
   * test can be "another client" for per-IP limits without touching the rest of the suite.
   */
  localAddress?: string;
};

export function probe({ method = "GET", path, headers = {}, body, localAddress }: ProbeRequest): Promise<ProbeResponse> {
  const url = new URL(path, BASE_URL);
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(body);
    const request = http.request(
      {
        method,
        host: "127.0.0.1",
        port: url.port,
        path: `${url.pathname}${url.search}`,
        localAddress,
        headers: {
          host: url.host,
          ...(body !== undefined && !chunked ? { "content-length": String(Buffer.byteLength(body)) } : {}),
          ...(chunked ? { "transfer-encoding": "chunked" } : {}),
          ...headers,
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString("utf8") }));
        response.on("error", reject);
      },
    );
    // A server that answers early (413) may close the connection while the rest is still being written.
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    if (chunked) for (const part of body) request.write(part);
    else if (body !== undefined) request.write(body);
    request.end();
  });
}

/** A source address no other test uses: 127.<random>.<random>.<random>. */
export function freshLoopbackAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `127.${octet()}.${octet()}.${octet()}`;
}

/** The session cookie header out of a Set-Cookie list, for requests made as that user. */
export function cookieHeader(setCookie: string[] | undefined): string {
  return (setCookie ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

function setCookies(response: ProbeResponse): string[] {
  const value = response.headers["set-cookie"];
  return Array.isArray(value) ? value : value ? [value] : [];
}

/** Merges Set-Cookie answers into a Cookie header, later values winning. */
export function withCookies(cookies: string, response: ProbeResponse): string {
  const jar = new Map(cookies.split("; ").filter(Boolean).map((pair) => [pair.split("=")[0], pair] as const));
  for (const pair of cookieHeader(setCookies(response)).split("; ").filter(Boolean)) jar.set(pair.split("=")[0], pair);
  return [...jar.values()].join("; ");
}

export type SignInAttempt = { status: number; signedIn: boolean; error: string | null; cookies: string };

/**
 * Signs in through next-auth's credentials endpoint as the login form does (CSRF token, then
 * the form post), from `localAddress` if given. `signedIn` is whether a session cookie came back.
 */
export async function signInOverHttp(email: string, password: string, localAddress?: string): Promise<SignInAttempt> {
  const csrf = await probe({ path: "/api/auth/csrf", localAddress });
  let cookies = withCookies("", csrf);
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const answer = await probe({
    method: "POST",
    path: "/api/auth/callback/credentials",
    localAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies, origin: SAME_ORIGIN, "x-auth-return-redirect": "1" },
    body: new URLSearchParams({ email, password, csrfToken, callbackUrl: `${BASE_URL}/home`, json: "true" }).toString(),
  });
  cookies = withCookies(cookies, answer);
  const location = answer.status >= 300 && answer.status < 400 ? String(answer.headers.location ?? "") : (JSON.parse(answer.body || "{}") as { url?: string }).url ?? "";
  const error = location ? new URL(location, BASE_URL).searchParams.get("error") : null;
  return { status: answer.status, signedIn: /next-auth\.session-token=/.test(cookies), error, cookies };
}

// ---- Fresh accounts, email links and sign-out over raw HTTP (the auth probes, tests/security/http/auth-*.spec.ts).
// A test that signs out, locks an account or spends its links gets an account of its own, so
// it never ends a session or trips a limit that another test (or the e2e suite) relies on.

/** The source address used for sign-ups, resets and resends unless a test passes its own. */
function from(localAddress?: string): string {
  return localAddress ?? freshLoopbackAddress();
}

/** The mailed links of tests/e2e/mail.ts carry the app's URL; the token is what a probe needs. */
export function tokenFromLink(link: string): string {
  const token = new URL(link, BASE_URL).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** A campus id the sign-up form offers (its options are rendered on the server). */
async function someCampusId(localAddress?: string): Promise<string> {
  const page = await probe({ path: "/auth/signup", localAddress });
  const match = page.body.match(/<option value="(\d+)"/);
  if (!match) throw new Error("the sign-up page lists no campus");
  return match[1]!;
}

/** Signs a student up through POST /api/signup, as the form sends it; the confirmation link is mailed. */
export async function signUpOverHttp(email: string, password: string, localAddress?: string): Promise<ProbeResponse> {
  const address = from(localAddress);
  const form = new FormData();
  const fields = { fullName: "Probe Student", email, password, phone: "0712 345 678", campusLocationId: await someCampusId(address), accountType: "student" };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Request(BASE_URL, { method: "POST", body: form });
  const response = await probe({
    method: "POST",
    path: "/api/signup",
    localAddress: address,
    headers: { "content-type": encoded.headers.get("content-type")!, origin: SAME_ORIGIN },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  if (response.status !== 201) throw new Error(`sign-up of ${email} answered ${response.status}: ${response.body}`);
  return response;
}

/** Spends a confirmation link's token as the callback screen does (next-auth's "email-link" provider). */
export async function signInWithLinkOverHttp(token: string, localAddress?: string): Promise<SignInAttempt> {
  const csrf = await probe({ path: "/api/auth/csrf", localAddress });
  let cookies = withCookies("", csrf);
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const answer = await probe({
    method: "POST",
    path: "/api/auth/callback/email-link",
    localAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies, origin: SAME_ORIGIN, "x-auth-return-redirect": "1" },
    body: new URLSearchParams({ token, csrfToken, callbackUrl: `${BASE_URL}/auth/callback`, json: "true" }).toString(),
  });
  cookies = withCookies(cookies, answer);
  const location = answer.status >= 300 && answer.status < 400 ? String(answer.headers.location ?? "") : (JSON.parse(answer.body || "{}") as { url?: string }).url ?? "";
  const error = location ? new URL(location, BASE_URL).searchParams.get("error") : null;
  return { status: answer.status, signedIn: /next-auth\.session-token=/.test(cookies), error, cookies };
}

/** POSTs JSON to an email endpoint (resend, password reset, welcome) as the app's pages do. */
export function postJson(path: string, body: unknown, options: { cookies?: string; localAddress?: string } = {}): Promise<ProbeResponse> {
  return probe({
    method: "POST",
    path,
    localAddress: from(options.localAddress),
    headers: { "content-type": "application/json", origin: SAME_ORIGIN, ...(options.cookies ? { cookie: options.cookies } : {}) },
    body: JSON.stringify(body),
  });
}

/** Logs out through next-auth's sign-out endpoint, as the profile menu's "Log out" does. */
export async function signOutOverHttp(cookies: string, localAddress?: string): Promise<ProbeResponse> {
  const csrf = await probe({ path: "/api/auth/csrf", localAddress, headers: { cookie: cookies } });
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  return probe({
    method: "POST",
    path: "/api/auth/signout",
    localAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: withCookies(cookies, csrf), origin: SAME_ORIGIN, "x-auth-return-redirect": "1" },
    body: new URLSearchParams({ csrfToken, callbackUrl: `${BASE_URL}/auth`, json: "true" }).toString(),
  });
}

export type FreshAccount = { email: string; password: string; address: string; confirmationLink: string };

/** A new student account with its confirmation link still unspent, from a source address of its own. */
export async function newUnconfirmedAccount(label = "probe"): Promise<FreshAccount> {
  const email = uniqueEmail(label);
  const password = `mango-${Math.random().toString(36).slice(2)}-Kq7`;
  const address = freshLoopbackAddress();
  await signUpOverHttp(email, password, address);
  return { email, password, address, confirmationLink: await linkFromMail(email, "/auth/callback") };
}

/** A new student account, confirmed through its link, with the session that link opened. */
export async function newSignedInAccount(label = "probe"): Promise<FreshAccount & { cookies: string }> {
  const account = await newUnconfirmedAccount(label);
  const confirmed = await signInWithLinkOverHttp(tokenFromLink(account.confirmationLink), account.address);
  if (!confirmed.signedIn) throw new Error(`confirming ${account.email} did not sign in: ${confirmed.error}`);
  return { ...account, cookies: confirmed.cookies };
}

/**
 * The owner's way back in: asks for a reset link (POST /api/email/password-reset), opens it in
 * a browser page and sets `newPassword` with the form, as a student does.
 */
export async function resetPasswordThroughMail(page: Page, email: string, newPassword: string): Promise<void> {
  const resetLinks = async () => (await mailsTo(email)).filter((mail) => mail.text.includes("/auth/reset-password"));
  const before = (await resetLinks()).length;
  const asked = await postJson("/api/email/password-reset", { email });
  expect(asked.status, asked.body).toBe(200);
  await expect.poll(async () => (await resetLinks()).length, { timeout: 15_000 }).toBeGreaterThan(before);
  // The newest reset link (linkFromMail counts only the mails that carry one).
  const link = await linkFromMail(email, "/auth/reset-password", (await resetLinks()).length);
  await page.goto(link);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByText(RESET_MESSAGES.updated).first()).toBeVisible();
}

/** A multipart/form-data body as a browser builds it from a FormData, with its Content-Type (boundary included). */
export async function multipartBody(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const draft = new Request("http://multipart.invalid/", { method: "POST", body: form });
  return { body: Buffer.from(await draft.arrayBuffer()), contentType: draft.headers.get("content-type")! };
}

/**
 * Sends `parts` chunked (no Content-Length, unless the headers declare one) and never ends the body: the answer can only come
 * from a server that decides before reading the body to its end. Resolves with "no answer"
 * when nothing came within `waitMs`; the connection is dropped either way.
 */
export function probeUnfinished({ method = "POST", path, headers = {}, parts, localAddress }: Omit<ProbeRequest, "body"> & { parts: Buffer[] }, waitMs: number): Promise<ProbeResponse | "no answer"> {
  const url = new URL(path, BASE_URL);
  return new Promise((resolve) => {
    const request = http.request({
      method,
      host: "127.0.0.1",
      port: url.port,
      path: `${url.pathname}${url.search}`,
      localAddress,
      // Chunked unless the test declares a length (which the body then never reaches).
      headers: { host: url.host, ...(headers["content-length"] ? {} : { "transfer-encoding": "chunked" }), ...headers },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve("no answer");
    }, waitMs);
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      const finish = () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") });
      };
      response.on("end", finish);
      response.on("error", finish);
    });
    request.on("error", () => undefined);
    // Headers go out now even when no part follows (Node holds them until the first write).
    request.flushHeaders();
    // The parts go out as the connection takes them, and stop once the server has answered, as
    // a browser's upload does. Written all at once, megabytes sit in this process while the
    // server answers 413 and closes; the next write then fails (EPIPE) and Node drops the
    // answer it had already received.
    void (async () => {
      for (const part of parts) {
        if (answered || request.destroyed) return;
        if (!request.write(part)) await new Promise((resume) => (request.once("drain", resume), request.once("close", resume)));
      }
    })();
    // No request.end(): the body stays open until the server answers or the wait is over.
  });
}
