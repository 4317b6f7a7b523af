import http from "node:http";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { DEMO_BUYER, sellerByKey } from "../../prisma/demo-data";
import { BALANCER, PGBOUNCER_PORT } from "../../playwright.config";
import { signedInPage } from "../two-instances/sign-in";

// The cluster's edge is the real thing, laid out as production (docs/production-layout.md):
// nginx in front (its own Server header and request ids, the client's address appended to
// X-Forwarded-For, event streams unbuffered, big headers passed), and PgBouncer in transaction
// mode holding the instances' database connections while their LISTEN sessions go to
// PostgreSQL directly. Runs before smoke.spec.ts, whose first test wants nginx to itself: every
// stream opened here is closed here.

const balancer = new URL(BALANCER);
const databaseUrl = () => process.env.DATABASE_URL!;
const SENDER = sellerByKey("wanjiru");

/** A raw request to nginx from a chosen loopback source address, with headers no browser would send. */
function rawRequest({ method = "GET", path, headers = {}, body, localAddress }: { method?: string; path: string; headers?: Record<string, string>; body?: string; localAddress?: string }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        method,
        host: "127.0.0.1",
        port: balancer.port,
        path,
        localAddress,
        headers: { host: balancer.host, ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

async function withClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The cluster's PgBouncer console (database "pgbouncer"), as the same user as the database's. */
function pgbouncerAdminUrl() {
  const url = new URL(databaseUrl());
  url.hostname = "127.0.0.1";
  url.port = String(PGBOUNCER_PORT);
  url.pathname = "/pgbouncer";
  return url.toString();
}

test.describe.configure({ mode: "serial" });

test("nginx answers in front of the instances: its Server header, its own request id in place of the client's, and the instance named", async () => {
  const answers = [];
  for (let i = 0; i < 2; i++) answers.push(await rawRequest({ path: "/api/health", headers: { "x-request-id": "made-up-by-the-client" } }));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    // server_tokens off: nginx names itself, not its version. The app itself sends no Server header.
    expect(answer.headers.server).toBe("nginx");
    // nginx's $request_id, which the instance trusts (TRUST_PROXY_HOPS=1), logs and sends back.
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  }
  expect(new Set(answers.map((answer) => answer.headers["x-instance"]))).toEqual(new Set(["a", "b"]));
});

test("per-IP limits count the address nginx got the connection from, not a forged X-Forwarded-For", async () => {
  // A source address no other test uses, and a forged header naming someone else.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const from = `127.${octet()}.${octet()}.${octet()}`;
  const forged = `203.0.113.${octet()}`;
  // Sign-up counts its per-IP limit before reading the body: an empty post spends one point.
  const answer = await rawRequest({ method: "POST", path: "/api/signup", localAddress: from, headers: { "content-type": "application/json", "x-forwarded-for": forged }, body: "{}" });
  expect(answer.status).toBe(400);
  const keys = await withClient(databaseUrl(), async (client) => (await client.query<{ key: string; points: number }>("SELECT key, points FROM rate_limits WHERE key LIKE $1 OR key LIKE $2", [`%:${from}`, `%:${forged}`])).rows);
  expect(keys).toEqual([{ key: `signupIp:${from}`, points: 1 }]);
});

test("a response header of 12 KB (a sign-in redirect repeating the address) passes nginx instead of becoming a 502", async () => {
  // Visitor pages' CSP lists a hash per inline script; this is the same size problem, made on purpose.
  const path = `/cart?q=${"a".repeat(12_000)}`;
  const answer = await rawRequest({ path });
  expect(answer.status).toBe(307);
  expect(answer.headers.location).toContain(encodeURIComponent(path));
  expect(answer.headers["x-instance"]).toMatch(/^[ab]$/);
});

test("an event stream through nginx delivers each event as it comes, unbuffered", async ({ browser }) => {
  const page = await signedInPage(browser, BALANCER, DEMO_BUYER.email);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await page.context().close();
  const abort = new AbortController();
  try {
    const response = await fetch(`${BALANCER}/api/events`, { headers: { cookie, accept: "text/event-stream" }, signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("x-instance")).toMatch(/^[ab]$/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    /** Reads until `pattern` has arrived, failing after `withinMs`: a buffering proxy would hold these few bytes back. */
    const until = async (pattern: RegExp, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (!pattern.test(text)) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`not received within ${withinMs} ms; the stream so far: ${JSON.stringify(text)}`);
        const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), remaining))]);
        if (chunk === null) continue;
        if (chunk.done) throw new Error(`the stream ended; so far: ${JSON.stringify(text)}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
    };
    // The stream's first 30-odd bytes, sent at once; nginx with buffering would hold them until a buffer filled.
    await until(/event: ready\n/, 5_000);

    // A message to the buyer, told to every instance as an app instance tells it (NOTIFY user_events):
    // the stream's instance reads it and sends it on, through nginx, at once.
    const messageId = await withClient(databaseUrl(), async (client) => {
      const people = (await client.query<{ id: string; email: string }>("SELECT id, email FROM users WHERE email = ANY($1)", [[DEMO_BUYER.email, SENDER.email]])).rows;
      const buyerId = people.find((person) => person.email === DEMO_BUYER.email)!.id;
      const senderId = people.find((person) => person.email === SENDER.email)!.id;
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO messages (id, sender_id, recipient_id, message, sender_name, recipient_name) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5) RETURNING id`,
        [senderId, buyerId, "Through nginx, unbuffered: is this still for sale?", SENDER.fullName, DEMO_BUYER.fullName],
      );
      await client.query("SELECT pg_notify('user_events', $1)", [`${buyerId} message ${rows[0]!.id}`]);
      return rows[0]!.id;
    });
    await until(new RegExp(`event: message\\ndata: \\{"id":"${messageId}"`), 5_000);
  } finally {
    abort.abort();
  }
});

test("PgBouncer in transaction mode holds the instances' connections; their LISTEN sessions go to PostgreSQL directly", async () => {
  // Both instances read the database (public pages), so both have connections in their pools.
  for (let i = 0; i < 4; i++) expect((await rawRequest({ path: "/studentmarketplace" })).status).toBe(200);
  const database = new URL(databaseUrl()).pathname.slice(1);
  const { pool, serverPorts } = await withClient(pgbouncerAdminUrl(), async (client) => ({
    pool: (await client.query("SHOW POOLS")).rows.find((row) => row.database === database),
    serverPorts: new Set((await client.query("SHOW SERVERS")).rows.filter((row) => row.database === database).map((row) => Number(row.local_port))),
  }));
  expect(pool).toMatchObject({ pool_mode: "transaction" });
  // Each instance's pool keeps its client connections to PgBouncer open between requests.
  expect(Number(pool.cl_active) + Number(pool.cl_waiting)).toBeGreaterThanOrEqual(2);
  expect(serverPorts.size).toBeGreaterThan(0);

  const sessions = await withClient(databaseUrl(), async (client) => (await client.query<{ query: string; client_port: number }>("SELECT query, client_port FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")).rows);
  // PostgreSQL sees PgBouncer's server connections (their ports are the ones PgBouncer lists)...
  expect(sessions.filter((session) => serverPorts.has(session.client_port)).length).toBeGreaterThan(0);
  // ...and the listeners, each on a session of its own that is none of PgBouncer's: through it,
  // LISTEN would be on a connection handed to someone else after the statement, and hear nothing.
  const listening = sessions.filter((session) => /^LISTEN /.test(session.query));
  expect(listening.map((session) => session.query)).toEqual(expect.arrayContaining(["LISTEN public_cache", "LISTEN user_events"]));
  for (const session of listening) expect(serverPorts.has(session.client_port), `${session.query} on PgBouncer's connection`).toBe(false);
});
