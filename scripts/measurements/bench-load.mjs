// Load runs of the benchmark (scripts/measurements/bench.mjs): autocannon on one page, a demo
// buyer's session for the signed-in runs, and the time a write takes to show on two instances.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { hitRatioOf } from "./bench-targets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The header the app's server sets on public pages (lib/http/visitor-page-cache.mjs). */
const VISITOR_CACHE_HEADER = "x-visitor-cache";
export const LOAD_CONNECTIONS = 20;

/**
 * autocannon on one address for `seconds` with 20 connections: requests/s, the median and 95th
 * percentile latency, errors (non-2xx, timeouts, socket errors), and what the visitor cache
 * answered, counted from each response's x-visitor-cache header.
 * @param {string} url
 * @param {{ seconds: number, cookie?: string }} options
 */
export async function loadRun(url, { seconds, cookie }) {
  const cacheAnswers = {};
  const latencies = [];
  const { pathname, search } = new URL(url);
  const result = await new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: LOAD_CONNECTIONS,
        duration: seconds,
        headers: { "user-agent": "campus-bench", ...(cookie ? { cookie } : {}) },
        requests: [
          {
            method: "GET",
            path: `${pathname}${search}`,
            onResponse: (_status, _body, _context, headers) => {
              const answer = headers?.[VISITOR_CACHE_HEADER] ?? "none";
              cacheAnswers[answer] = (cacheAnswers[answer] ?? 0) + 1;
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // Every response's time, for exact percentiles (autocannon's summary has p90 and p97.5, no p95).
    run.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((x, y) => x - y);
  const at = (q) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN) * 10) / 10;
  return {
    rps: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    requests: latencies.length,
    errors: result.errors + result.timeouts + result.non2xx,
    ...hitRatioOf(cacheAnswers),
  };
}

/** The demo buyer of prisma/demo-data.json and the demo password (what `npm run db:seed` creates). */
export function demoBuyer() {
  const data = JSON.parse(fs.readFileSync(path.join(root, "prisma/demo-data.json"), "utf8"));
  return { email: data.buyer.email, password: data.password };
}

const cookiesOf = (response) => response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);

/**
 * Signs a demo account in through next-auth's credentials endpoint, as the login form's signIn()
 * does (tests/e2e/auth.setup.ts does the same), and returns the Cookie header of its session.
 * @param {string} base
 * @param {{ email: string, password: string }} account
 */
export async function signIn(base, { email, password }) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesOf(response).find((cookie) => /^(?:__Secure-)?next-auth\.session-token=/.test(cookie));
  if (!session) throw new Error(`signing ${email} in answered ${response.status} without a session cookie`);
  const check = await (await fetch(`${base}/api/auth/session`, { headers: { cookie: session } })).json();
  if (check?.user?.email !== email) throw new Error(`the session cookie for ${email} is not a session`);
  return session;
}

const shillings = new Intl.NumberFormat("en-KE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * How long a price written with SQL takes to show on every instance's visitor page: the UPDATE
 * commits (its trigger NOTIFYs public_cache), then each page is fetched every 20 ms as a visitor
 * until it shows the new price. Both pages are read first, so each instance holds a copy to expire.
 * The product's price is put back at the end.
 * @param {{ databaseUrl: string, bases: string[], productPath: string, trials: number }} options
 * @returns {Promise<number[]>} per trial, the milliseconds until the last instance showed it
 */
export async function writeVisibility({ databaseUrl, bases, productPath, trials }) {
  const id = productPath.split("/").pop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const original = (await client.query("SELECT price FROM products WHERE id = $1", [id])).rows[0]?.price;
  if (original === undefined) throw new Error(`no product ${id}`);
  const visitorPage = async (base) => {
    const response = await fetch(`${base}${productPath}`, { headers: { "user-agent": "campus-bench" } });
    return { html: await response.text(), cache: response.headers.get(VISITOR_CACHE_HEADER) };
  };
  const times = [];
  try {
    for (let trial = 0; trial < trials; trial++) {
      for (const base of bases) for (let i = 0; i < 2; i++) await visitorPage(base);
      // A price no page shows by chance: 987,6xx.00 shillings.
      const price = 987_600 + trial;
      const shown = shillings.format(price);
      await client.query("UPDATE products SET price = $2 WHERE id = $1", [id, price]);
      const committed = performance.now();
      const seenAfter = await Promise.all(
        bases.map(async (base) => {
          for (;;) {
            if ((await visitorPage(base)).html.includes(shown)) return performance.now() - committed;
            if (performance.now() - committed > 65_000) throw new Error(`${base}${productPath} never showed KES ${shown}`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }),
      );
      times.push(Math.max(...seenAfter));
    }
  } finally {
    await client.query("UPDATE products SET price = $2 WHERE id = $1", [id, original]);
    await client.end();
  }
  return times;
}
