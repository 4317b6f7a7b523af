#!/usr/bin/env node
// The soak test: the two-instance cluster (scripts/production/cluster.mjs: nginx in front,
// PgBouncer before PostgreSQL, as docs/production-layout.md) on a PostgreSQL 15 of its own,
// for ten minutes of a campus evening:
//   - 200 visitors browsing and searching the public pages;
//   - 50 signed-in buyers viewing products, adding to the cart and messaging sellers;
//   - 20 checkouts a minute through the Daraja simulator with its mix of outcomes (most pay;
//     the rest cancel, run short, never call back, call back three times, call back late,
//     name a wrong amount or never settle);
//   - the demo sellers fulfilling every paid item up to delivery, which pays them out by B2C;
//   - one app instance restarted, and later PostgreSQL restarted, during the run.
// At the end it lets the money settle and checks it: every payment the simulator completed
// is exactly one paid order, every delivered item exactly one payout, and the ledger rules
// (npm run ledger:check) hold. It prints requests, error rate (overall and outside the
// restart windows), p50/p95/p99 by page as a Markdown table (--out writes it to a file), and
// what PgBouncer saw (server connections used, clients kept waiting).
//
//   npm run soak -- [--minutes 10] [--visitors 200] [--buyers 50] [--checkouts-per-minute 20]
//                       [--dist .next-e2e] [--port 3700] [--out docs/performance/SOAK.md]
//
// Needs Debian's PostgreSQL 15, nginx and PgBouncer (apt-get install postgresql-15 nginx pgbouncer)
// and a production build in --dist (built if missing). Not part of `npm test`: it takes the minutes it says.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { SCENARIOS } from "../fixtures/daraja-sim.mjs";
import { startCluster } from "../production/cluster.mjs";
import { NGINX_BIN, PGBOUNCER_BIN } from "../production/edge.mjs";
import { startPostgresServer } from "../fixtures/pg-server.mjs";
import { percentile, readActionIds, Recorder, Visitor } from "./soak-client.mjs";
import { DEMO_PASSWORD, DEMO_SELLERS } from "../../prisma/demo-data.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    visitors: { type: "string", default: "200" },
    buyers: { type: "string", default: "50" },
    "checkouts-per-minute": { type: "string", default: "20" },
    dist: { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next-e2e" },
    port: { type: "string", default: "3700" },
    out: { type: "string" },
  },
});
const MINUTES = Number(values.minutes);
const RUN_MS = MINUTES * 60_000;
const VISITORS = Number(values.visitors);
const BUYERS = Number(values.buyers);
const CHECKOUT_EVERY_MS = 60_000 / Number(values["checkouts-per-minute"]);
// A request that overlapped a restart, or began within this long after the cluster was whole
// again, counts in the restart window (browsers reconnecting, the pool's first new connections).
const GRACE_MS = 5_000;
const BUYER_PASSWORD = "soak-buyer-password-2026";

const log = (message) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (low, high) => low + Math.random() * (high - low);

// Most checkouts pay from the buyer's own number (any number the simulator does not know
// pays); the rest take the simulator's scenarios in turn (a few each, under the per-phone limit).
const OTHER_OUTCOMES = SCENARIOS.filter((scenario) => scenario.behaviour !== "success");
const PAYING_SHARE = 0.7;
// What the simulator counts as paid: "wrong-amount" pays too (its callback is ignored for the
// amount it names, and the STK query then settles it: tests/integration/payment-routes.test.ts).
const SETTLING_BEHAVIOURS = new Set(["success", "no-callback", "duplicate-callbacks", "late-callback", "wrong-amount", "slow-answer"]);

/** 50 buyers of our own: students with a phone, a campus and a finished profile. */
async function createBuyers(client, count) {
  const passwordHash = await hash(BUYER_PASSWORD);
  const campus = (await client.query("SELECT id, name FROM campus_locations ORDER BY id LIMIT 1")).rows[0];
  const buyers = [];
  for (let index = 0; index < count; index++) {
    const email = `soak.buyer${index}@soak.campusmarket.ke`;
    const phone = `2547990${String(index).padStart(5, "0")}`;
    const { rows } = await client.query(
      `INSERT INTO users (id, email, email_verified, password_hash, updated_at) VALUES (gen_random_uuid(), $1, now(), $2, now())
       ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash RETURNING id`,
      [email, passwordHash],
    );
    await client.query(
      `INSERT INTO profiles (id, full_name, phone, campus_location, campus_location_id, email, onboarding_completed, profile_completed_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, true, now(), now()) ON CONFLICT (id) DO NOTHING`,
      [rows[0].id, `Soak Buyer ${index}`, phone, campus.name, campus.id, email],
    );
    buyers.push({ id: rows[0].id, email, phone });
  }
  return buyers;
}

async function catalogue(client) {
  const products = (
    await client.query(
      `SELECT p.id, p.seller_id, p.price, p.name FROM products p
       WHERE p.status = 'active' AND p.quantity_available IS NULL AND p.price >= 10 ORDER BY p.id`,
    )
  ).rows;
  const sellers = [...new Set(products.map((product) => product.seller_id))];
  const categories = (await client.query("SELECT name FROM categories WHERE hidden_at IS NULL ORDER BY name").catch(() => client.query("SELECT name FROM categories ORDER BY name"))).rows.map((row) => row.name);
  const words = [...new Set(products.flatMap((product) => product.name.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
  return { products, sellers, categories, words: [...words, "calculater", "textbok", "lab coat", "iphone charger"] };
}

/** A browsing visitor: the public pages, one every 5 to 15 seconds (reading a page), as a student on a phone would. */
async function browse(visitor, data, until) {
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.15) await visitor.request("/home", "/home");
    else if (roll < 0.35) await visitor.request("/studentmarketplace", "/studentmarketplace");
    else if (roll < 0.55) await visitor.request("/category/[name]", `/category/${encodeURIComponent(pick(data.categories))}`);
    else if (roll < 0.75) await visitor.request("/search?q=", `/search?q=${encodeURIComponent(pick(data.words))}`);
    else if (roll < 0.95) await visitor.request("/product/[id]", `/product/${pick(data.products).id}`);
    else await visitor.request("/seller/[id]", `/seller/${pick(data.sellers)}`);
    await sleep(between(5_000, 15_000));
  }
}

/** A signed-in buyer: a product, into the cart, a look at the cart, a question to the seller. */
async function shop(buyer, data, until) {
  let rounds = 0;
  while (Date.now() < until) {
    const product = pick(data.products);
    await buyer.visitor.request("/product/[id] (signed in)", `/product/${product.id}`);
    await buyer.visitor.action("addToCart (action)", "addToCartAction", `/product/${product.id}`, { productId: product.id, quantity: 1 });
    await buyer.visitor.request("/cart", "/cart");
    await buyer.visitor.action("sendMessage (action)", "sendMessageAction", "/profile", {
      recipientId: product.seller_id,
      body: `Hi, is the ${product.name} still available?`,
      productId: product.id,
    });
    if (++rounds % 4 === 0) await buyer.visitor.action("clearCart (action)", "clearCartAction", "/cart", undefined);
    await sleep(between(10_000, 20_000));
  }
}

/** One checkout: Buy Now, the delivery choice and phone, the push, then polling as the page does. */
async function checkout(buyer, product, phone, results) {
  const ordered = await buyer.visitor.action("buyNow (action)", "buyNowAction", `/product/${product.id}`, { productId: product.id, quantity: 1 });
  const orderId = ordered?.ok ? ordered.data?.orderId : null;
  if (!orderId) return results.push({ phone, outcome: "no order" });
  await buyer.visitor.action("saveCheckoutDetails (action)", "saveCheckoutDetailsAction", `/checkout/${orderId}`, {
    orderId,
    deliveryOption: "pickup",
    pickupConfirmed: true,
    phoneNumber: phone,
  });
  const pushed = await buyer.visitor.request("POST /api/mpesa/stkpush", "/api/mpesa/stkpush", {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(buyer.visitor.base).origin },
    body: JSON.stringify({ orderId, phoneNumber: phone }),
  });
  const checkoutRequestId = pushed.status === 200 ? JSON.parse(pushed.text).data?.CheckoutRequestID : null;
  if (!checkoutRequestId) return results.push({ orderId, phone, outcome: `push refused (${pushed.status})` });
  // The checkout page polls every 5 s for two minutes.
  for (let polls = 0; polls < 24; polls++) {
    await sleep(5_000);
    const status = await buyer.visitor.request("GET /api/mpesa/status/[id]", `/api/mpesa/status/${checkoutRequestId}`);
    const paymentStatus = status.status === 200 ? JSON.parse(status.text).data?.paymentStatus : null;
    if (paymentStatus === "completed" || paymentStatus === "failed") return results.push({ orderId, phone, checkoutRequestId, outcome: paymentStatus });
  }
  results.push({ orderId, phone, checkoutRequestId, outcome: "still pending" });
}

/**
 * The demo sellers work through their paid items: contact the buyer, who agrees, then
 * processing → shipped → delivered; delivery makes the item's one payout.
 */
async function fulfil(pool, sellers, buyersById, until) {
  while (Date.now() < until) {
    const { rows } = await pool.query(
      `SELECT i.id, i.order_id, i.seller_id, i.buyer_user_id, i.status::text AS status, i.buyer_contacted, i.buyer_agreed
       FROM order_items i WHERE i.status IN ('pending', 'processing', 'shipped') AND i.seller_id = ANY($1::uuid[])
       ORDER BY i.created_at LIMIT 20`,
      [[...sellers.keys()]],
    ).catch(() => ({ rows: [] })); // PostgreSQL restarting: look again in a moment
    for (const item of rows) {
      const seller = sellers.get(item.seller_id);
      const buyer = buyersById.get(item.buyer_user_id);
      if (!seller || !buyer) continue;
      const page = `/seller/orders/${item.id}`;
      if (!item.buyer_contacted) {
        await seller.action("contactBuyer (action)", "contactBuyerAction", page, { itemId: item.id, body: "Hi! When can we meet at the library to hand this over?" });
      } else if (!item.buyer_agreed) {
        await buyer.visitor.action("sendMessage (action)", "sendMessageAction", "/profile", { recipientId: item.seller_id, body: "Yes, okay, see you there.", orderId: item.order_id, orderItemId: item.id });
      } else {
        const next = { pending: "processing", processing: "shipped", shipped: "delivered" }[item.status];
        await seller.action("updateOrderItemStatus (action)", "updateOrderItemStatusAction", page, { itemId: item.id, status: next });
      }
    }
    await sleep(3_000);
  }
}

/**
 * PgBouncer's pool for the cluster's database, asked every 2 s on its console: the most server
 * connections it held, the most clients waiting for one and the longest wait; its totals at the end.
 */
function watchPgBouncer(adminUrl, database) {
  const seen = { servers: 0, waiting: 0, maxWaitMs: 0, samples: 0 };
  let stopped = false;
  const ask = async (query) => {
    const client = new pg.Client({ connectionString: adminUrl });
    client.on("error", () => {});
    await client.connect();
    try {
      return (await client.query(query)).rows.filter((row) => row.database === database);
    } finally {
      await client.end().catch(() => {});
    }
  };
  const loop = (async () => {
    while (!stopped) {
      const [pool] = await ask("SHOW POOLS").catch(() => []);
      if (pool) {
        seen.samples += 1;
        seen.servers = Math.max(seen.servers, Number(pool.sv_active) + Number(pool.sv_idle) + Number(pool.sv_used) + Number(pool.sv_tested) + Number(pool.sv_login));
        seen.waiting = Math.max(seen.waiting, Number(pool.cl_waiting));
        seen.maxWaitMs = Math.max(seen.maxWaitMs, Number(pool.maxwait) * 1000 + Math.round(Number(pool.maxwait_us) / 1000));
      }
      await sleep(2_000);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const [stats] = await ask("SHOW STATS").catch(() => []);
      return { ...seen, transactions: Number(stats?.total_xact_count ?? 0), queries: Number(stats?.total_query_count ?? 0), avgWaitUs: Number(stats?.avg_wait_time ?? 0) };
    },
  };
}

/** Waits until every instance and the balancer say ready; the milliseconds it took. */
async function untilReady(base, limitMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await fetch(new URL("/api/ready", base)).then((response) => response.ok, () => false)) return Date.now() - started;
    await sleep(250);
  }
  throw new Error(`the cluster was not ready within ${limitMs} ms`);
}

async function settle(client, seconds) {
  for (let waited = 0; waited < seconds; waited += 5) {
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM stk_push_requests WHERE status = 'pending' AND created_at > now() - interval '1 hour') AS pushes,
              (SELECT count(*)::int FROM b2c_payouts WHERE status IN ('pending', 'submitted', 'unknown')) AS payouts`,
    );
    if (rows[0].pushes === 0 && rows[0].payouts === 0) return rows[0];
    await sleep(5_000);
  }
  return (await client.query(`SELECT (SELECT count(*)::int FROM stk_push_requests WHERE status = 'pending') AS pushes, (SELECT count(*)::int FROM b2c_payouts WHERE status IN ('pending','submitted','unknown')) AS payouts`)).rows[0];
}

/** The soak's own money check against what the simulator saw, beside the ledger's rules. */
async function moneyCheck(client, simulatorUrl, databaseUrl) {
  const problems = [];
  const pushes = await (await fetch(new URL("/__sim/pushes", simulatorUrl))).json();
  const payoutsSeen = await (await fetch(new URL("/__sim/payouts", simulatorUrl))).json();
  const stored = new Map((await client.query(`SELECT s.checkout_request_id, s.status::text AS status, s.order_id, o.payment_status::text AS order_status FROM stk_push_requests s LEFT JOIN orders o ON o.id = s.order_id`)).rows.map((row) => [row.checkout_request_id, row]));
  let paid = 0;
  for (const push of pushes) {
    const row = stored.get(push.checkoutRequestId);
    if (!row) {
      problems.push(`push ${push.checkoutRequestId} (${push.behaviour}) has no row`);
      continue;
    }
    if (SETTLING_BEHAVIOURS.has(push.behaviour)) {
      paid += 1;
      if (row.status !== "completed" || row.order_status !== "completed") problems.push(`push ${push.checkoutRequestId} (${push.behaviour}) was paid but is ${row.status}, order ${row.order_status}`);
    } else if (row.status === "completed") {
      problems.push(`push ${push.checkoutRequestId} (${push.behaviour}) was not paid but is completed`);
    }
  }
  const doubled = (await client.query(`SELECT order_id FROM stk_push_requests WHERE status = 'completed' AND order_id IS NOT NULL GROUP BY order_id HAVING count(*) > 1`)).rows;
  for (const row of doubled) problems.push(`order ${row.order_id} was paid twice`);
  const delivered = (await client.query(`SELECT i.id, count(b.id)::int AS payouts FROM order_items i LEFT JOIN b2c_payouts b ON b.order_item_id = i.id AND b.kind = 'seller_payout' WHERE i.status = 'delivered' GROUP BY i.id`)).rows;
  for (const item of delivered) if (item.payouts !== 1) problems.push(`delivered item ${item.id} has ${item.payouts} payouts`);
  const payoutIds = new Set((await client.query(`SELECT originator_conversation_id FROM b2c_payouts`)).rows.map((row) => row.originator_conversation_id));
  for (const payout of payoutsSeen) if (!payoutIds.has(payout.originatorConversationId)) problems.push(`the simulator paid ${payout.originatorConversationId}, which we have no row for`);
  const ledger = (() => {
    try {
      execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/operations/ledger-check.ts"], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
      return "clean";
    } catch (error) {
      return `broken:\n${error.stdout ?? ""}${error.stderr ?? ""}`;
    }
  })();
  return { problems, pushes: pushes.length, paid, payoutsSent: payoutsSeen.length, delivered: delivered.length, ledger };
}

function nginxVersion() {
  // nginx -v writes to stderr: "nginx version: nginx/1.22.1".
  return /nginx\/([\d.]+)/.exec(spawnSync(NGINX_BIN, ["-v"], { encoding: "utf8" }).stderr ?? "")?.[1] ?? "";
}

function pgbouncerVersion() {
  return /PgBouncer ([\d.]+)/.exec(execFileSync(PGBOUNCER_BIN, ["--version"], { encoding: "utf8" }))?.[1] ?? "";
}

function table(recorder) {
  const rows = [...recorder.byLabel.entries()].sort((a, b) => b[1].requests - a[1].requests);
  const lines = ["| page or call | requests | errors (outside restarts) | p50 ms | p95 ms | p99 ms |", "|---|---:|---:|---:|---:|---:|"];
  for (const [label, entry] of rows) {
    const sorted = [...entry.times].sort((a, b) => a - b);
    lines.push(`| ${label} | ${entry.requests} | ${entry.errors} (${entry.errorsOutside}) | ${percentile(sorted, 50)} | ${percentile(sorted, 95)} | ${percentile(sorted, 99)} |`);
  }
  return lines.join("\n");
}

async function main() {
  const clusterLog = `${os.tmpdir()}/soak-cluster-${Date.now()}.log`;
  log(`starting PostgreSQL 15 (the cluster's own lines go to ${clusterLog})...`);
  const database = await startPostgresServer();
  let cluster = null;
  const stopAll = async () => {
    await cluster?.close().catch(() => {});
    database.destroy();
  };
  process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
  try {
    log("starting the cluster (build if needed, migrate, seed, PgBouncer, two instances, nginx)...");
    cluster = await startCluster({
      port: Number(values.port),
      // No buyer's hold (docs/decisions/buyer-protection.md): delivery pays out at once, so the
      // run's payouts settle within it.
      env: { DATABASE_URL: database.url, NEXT_DIST_DIR: values.dist, LOG_LEVEL: "warn", MPESA_QUERY_AFTER_SECONDS: "15", DARAJA_SIM_CALLBACK_DELAY_MS: "1500", PAYOUT_HOLD_HOURS: "0" },
      // The instances' warnings and errors, for reading after the run; the table is the report.
      output: (line) => fs.appendFileSync(clusterLog, `${line}\n`),
    });
    const base = cluster.url;
    const pooling = watchPgBouncer(cluster.pgbouncerAdminUrl, new URL(database.url).pathname.slice(1));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    client.on("error", () => {});
    const data = await catalogue(client);
    const buyers = (await createBuyers(client, BUYERS)).map((buyer) => ({ ...buyer, visitor: null }));
    const recorder = new Recorder();
    const actions = readActionIds(values.dist);
    const newVisitor = () => new Visitor({ base, recorder, actions, graceMs: GRACE_MS });
    for (const buyer of buyers) {
      buyer.visitor = newVisitor();
      if (!(await buyer.visitor.signIn(buyer.email, BUYER_PASSWORD))) throw new Error(`${buyer.email} could not sign in`);
    }
    const buyersById = new Map(buyers.map((buyer) => [buyer.id, buyer]));
    const sellers = new Map();
    const sellerIds = (await client.query("SELECT id, email FROM users WHERE email = ANY($1)", [DEMO_SELLERS.map((seller) => seller.email)])).rows;
    for (const seller of sellerIds) {
      const visitor = newVisitor();
      if (!(await visitor.signIn(seller.email, DEMO_PASSWORD))) throw new Error(`${seller.email} could not sign in`);
      sellers.set(seller.id, visitor);
    }
    // The sellers reached through the browse pages are only the demo sellers' products.
    data.products = data.products.filter((product) => sellers.has(product.seller_id));
    await client.end();

    // Fresh counters: signing 54 people in is setup, not load.
    recorder.byLabel.clear();
    const started = Date.now();
    const until = started + RUN_MS;
    log(`running for ${MINUTES} min: ${VISITORS} visitors, ${BUYERS} buyers, ${values["checkouts-per-minute"]} checkouts/min`);
    const work = [];
    for (let index = 0; index < VISITORS; index++) work.push(sleep(between(0, 15_000)).then(() => browse(newVisitor(), data, until)));
    for (const buyer of buyers) work.push(sleep(between(0, 15_000)).then(() => shop(buyer, data, until)));
    // A pool, not one client: it reconnects by itself after PostgreSQL's restart, as the app's does.
    const fulfilmentPool = new pg.Pool({ connectionString: database.url, max: 1 });
    fulfilmentPool.on("error", () => {});
    const fulfilling = fulfil(fulfilmentPool, sellers, buyersById, until + 60_000);

    const checkouts = [];
    const results = [];
    let scenarioTurn = 0;
    const checkoutTimer = setInterval(() => {
      if (Date.now() >= until) return;
      const buyer = pick(buyers);
      const phone = Math.random() < PAYING_SHARE ? buyer.phone : OTHER_OUTCOMES[scenarioTurn++ % OTHER_OUTCOMES.length].phone;
      checkouts.push(checkout(buyer, pick(data.products), phone, results));
    }, CHECKOUT_EVERY_MS);

    // One app instance restarted a third of the way in, PostgreSQL two thirds of the way in.
    const disruptions = (async () => {
      await sleep(RUN_MS / 3);
      log("restarting app instance b...");
      let whole = recorder.disruption("app instance b restarted");
      await cluster.restart("b");
      whole();
      log("instance b is back");
      await sleep(RUN_MS / 3 - (Date.now() - started - RUN_MS / 3));
      log("restarting PostgreSQL (stopped for 5 s)...");
      whole = recorder.disruption("PostgreSQL restarted");
      database.stop();
      await sleep(5_000);
      database.start();
      await untilReady(base);
      whole();
      log("PostgreSQL is back and the cluster ready");
    })();

    await Promise.all(work);
    clearInterval(checkoutTimer);
    await disruptions;
    log("load done; waiting for the checkouts in flight and the payouts to settle...");
    await Promise.all(checkouts);
    await fulfilling;
    await fulfilmentPool.end().catch(() => {});
    const checkClient = new pg.Client({ connectionString: database.url });
    await checkClient.connect();
    const pending = await settle(checkClient, 180);
    const money = await moneyCheck(checkClient, cluster.simulatorUrl, database.url);
    await checkClient.end();
    const pgbouncer = await pooling.stop();

    const totals = recorder.totals();
    const outcomes = results.reduce((counts, result) => ({ ...counts, [result.outcome]: (counts[result.outcome] ?? 0) + 1 }), {});
    const cpu = os.cpus();
    const report = [
      `Soak run of ${new Date(started).toISOString().slice(0, 16).replace("T", " ")} UTC, ${MINUTES} min, on ${cpu.length} × ${cpu[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL 15, two app instances behind nginx ${nginxVersion()}, PgBouncer ${pgbouncerVersion()} in transaction mode before PostgreSQL (scripts/production/cluster.mjs, docs/production-layout.md).`,
      "",
      `Load: ${VISITORS} visitors (a page every 5–15 s), ${BUYERS} signed-in buyers (a product, cart, cart page and message every 10–20 s), ${values["checkouts-per-minute"]} checkouts a minute (${results.length} started: ${Object.entries(outcomes).map(([outcome, n]) => `${n} ${outcome}`).join(", ")}); the demo sellers delivered ${money.delivered} items.`,
      `Disruptions: ${recorder.windows.map((window) => `${window.what} at ${((window.start - started) / 60_000).toFixed(1)} min (${(((window.end ?? window.start) - window.start) / 1000).toFixed(1)} s until whole again)`).join("; ")}.`,
      "",
      `Requests served: ${totals.requests}; errors: ${totals.errors} (${((100 * totals.errors) / totals.requests).toFixed(3)} %), outside the restart windows: ${totals.errorsOutside} (${((100 * totals.errorsOutside) / totals.requests).toFixed(3)} %).`,
      "",
      table(recorder),
      "",
      `Money: ${money.pushes} pushes reached the simulator, ${money.paid} of them paid; ${money.payoutsSent} B2C payouts sent for ${money.delivered} delivered items; still settling at the end: ${pending.pushes} pushes, ${pending.payouts} payouts.`,
      `PgBouncer: ${pgbouncer.transactions} transactions and ${pgbouncer.queries} queries from the instances' pools (2 × ${process.env.DATABASE_POOL_SIZE ?? 10} client connections) over at most ${pgbouncer.servers} PostgreSQL connections; clients waiting for one: at most ${pgbouncer.waiting} at a time, the longest wait ${pgbouncer.maxWaitMs} ms, ${(pgbouncer.avgWaitUs / 1000).toFixed(2)} ms on average (sampled every 2 s: ${pgbouncer.samples} samples).`,
      `Ledger check (npm run ledger:check): ${money.ledger}. Soak's own check against the simulator: ${money.problems.length === 0 ? "clean (every paid push is one paid order, no order paid twice, every delivered item one payout, every B2C payout one of ours)" : `${money.problems.length} problems:\n${money.problems.map((problem) => `- ${problem}`).join("\n")}`}.`,
    ].join("\n");
    console.log(`\n${report}\n`);
    const errorsOutside = recorder.errorLog.filter((entry) => !entry.inWindow);
    if (errorsOutside.length) console.log(`Errors outside the restart windows:\n${errorsOutside.slice(0, 30).map((entry) => `  +${((entry.at - started) / 1000).toFixed(0)} s ${entry.label}: ${entry.detail}`).join("\n")}`);
    if (values.out) fs.writeFileSync(values.out, `${report}\n`);
    const failed = money.ledger !== "clean" || money.problems.length > 0 || totals.errorsOutside / totals.requests >= 0.001;
    process.exitCode = failed ? 1 : 0;
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
