import http from "node:http";

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
