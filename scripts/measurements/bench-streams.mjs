#!/usr/bin/env node
// Live messages at load: how many event streams one app instance holds, what each
// costs in memory, and how long one message takes to reach all of them.
//
//   DATABASE_URL=postgresql://… npm start            (an instance on PostgreSQL, any port)
//   DATABASE_URL=postgresql://… node scripts/measurements/bench-streams.mjs --url http://localhost:3000 \
//       --pid $(pgrep -f scripts/production/server.mjs | head -1) [--streams 500] [--rounds 5]
//
// Signs in as a demo seller, opens --streams event streams as that seller (as many tabs),
// reads the server's resident memory (/proc/<pid>/status) before and after, then, each
// round, stores a message to the seller and sends the same NOTIFY the app sends, and times
// until every stream has it. Medians, never a single run: these machines are noisy.
import http from "node:http";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    streams: { type: "string", default: "500" },
    rounds: { type: "string", default: "5" },
    pid: { type: "string" },
    email: { type: "string", default: "mutua.seller@demo.campusmarket.ke" },
    from: { type: "string", default: "buyer@demo.campusmarket.ke" },
    password: { type: "string", default: "campus-demo-2026" },
  },
});
if (!process.env.DATABASE_URL) {
  console.error("bench-streams needs DATABASE_URL: the instance's PostgreSQL (the NOTIFY crosses to the app through it).");
  process.exit(2);
}
const base = new URL(values.url);
const count = Number(values.streams);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

const rssKb = () => {
  if (!values.pid) return null;
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${values.pid}/status`, "utf8"));
  return match ? Number(match[1]) : null;
};
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** next-auth's credentials sign-in: the CSRF token and cookie, then the form; returns the session cookie header. */
async function signIn() {
  const csrf = await fetch(new URL("/api/auth/csrf", base));
  const { csrfToken } = await csrf.json();
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const body = new URLSearchParams({ csrfToken, email: values.email, password: values.password, json: "true" });
  const response = await fetch(new URL("/api/auth/callback/credentials", base), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; "), origin: base.origin },
    body,
  });
  const session = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).find((cookie) => cookie.includes("session-token"));
  if (!session) throw new Error(`sign-in as ${values.email} failed (${response.status})`);
  return session;
}

/** One stream: resolves `ready` when the server says so; `seen(id)` resolves when a message with that id arrives. */
function openStream(cookie) {
  const waiting = new Map();
  let readyResolve;
  const ready = new Promise((resolve) => (readyResolve = resolve));
  const request = http.get(new URL("/api/events", base), { agent, headers: { cookie, accept: "text/event-stream" } }, (response) => {
    let buffer = "";
    response.setEncoding("utf8");
    response.on("data", (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes("event: ready")) readyResolve();
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (block.includes("event: message") && data) {
          const { id } = JSON.parse(data);
          waiting.get(id)?.(performance.now());
        }
      }
    });
  });
  return {
    ready,
    seen: (id) => new Promise((resolve) => waiting.set(id, resolve)),
    close: () => request.destroy(),
  };
}

const cookie = await signIn();
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const people = await db.query("SELECT u.id, u.email, coalesce(p.full_name, 'User') AS name FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.email = ANY($1)", [[values.email, values.from]]);
const recipient = people.rows.find((row) => row.email === values.email);
const sender = people.rows.find((row) => row.email === values.from);

const before = rssKb();
const started = performance.now();
const streams = Array.from({ length: count }, () => openStream(cookie));
await Promise.all(streams.map((stream) => stream.ready));
const openMs = performance.now() - started;
await new Promise((resolve) => setTimeout(resolve, 2000));
const after = rssKb();

const fanOut = [];
for (let round = 0; round < Number(values.rounds); round += 1) {
  const id = randomUUID();
  const arrivals = streams.map((stream) => stream.seen(id));
  await db.query(
    "INSERT INTO messages (id, sender_id, recipient_id, message, sender_name, recipient_name) VALUES ($1, $2, $3, $4, $5, $6)",
    [id, sender.id, recipient.id, `Load test message ${round + 1}`, sender.name, recipient.name],
  );
  const sentAt = performance.now();
  await db.query("SELECT pg_notify('user_events', $1)", [`${recipient.id} message ${id}`]);
  const times = await Promise.all(arrivals);
  fanOut.push(Math.max(...times) - sentAt);
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await db.query("DELETE FROM messages WHERE message LIKE 'Load test message %' AND recipient_id = $1", [recipient.id]);
for (const stream of streams) stream.close();
await db.end();

console.log(`${count} streams open in ${Math.round(openMs)} ms`);
if (before !== null && after !== null) {
  console.log(`server memory: ${Math.round(before / 1024)} MB before, ${Math.round(after / 1024)} MB with ${count} streams: about ${Math.round(((after - before) / count) * 10) / 10} KB per stream`);
}
console.log(`one message to all ${count} streams: median ${Math.round(median(fanOut))} ms, worst ${Math.round(Math.max(...fanOut))} ms over ${fanOut.length} rounds (target: under 1,000 ms)`);
process.exit(median(fanOut) < 1000 ? 0 : 1);
