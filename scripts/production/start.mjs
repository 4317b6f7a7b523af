#!/usr/bin/env node
// `npm start`: the whole product on one machine with nothing but Node.
//  - builds the app when the build is missing or older than the sources;
//  - without DATABASE_URL, starts the embedded PostgreSQL (PGlite, data in .data/);
//  - applies migrations, seeds demo data on the first run;
//  - without MPESA_CONSUMER_KEY, starts the Daraja simulator (scripts/fixtures/daraja-sim.mjs) so checkout works;
//  - runs the app's server (scripts/production/server.mjs: Next's handler, production or --dev) and prints the address and demo accounts;
//  - Ctrl-C stops everything it started; the data stays.
// Run through tsx (package.json) so it can share the seed's TypeScript.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { assertEnvOrExit } from "../../lib/env-schema.mjs";
import { startEmbeddedDb } from "./embedded-db.mjs";
import { SCENARIOS, startDarajaSimulator } from "../fixtures/daraja-sim.mjs";
import { runPrisma } from "./prisma.mjs";
import { buildIsCurrent, isFirstRun } from "./launcher-shared.mjs";
import { runSeed } from "../../prisma/seed.ts";
import nextConfig from "../../next.config.mjs";
import { DEMO_BUYER, DEMO_PASSWORD, DEMO_SELLERS, DEMO_STAFF } from "../../prisma/demo-data.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.join(root, ".data");
const dev = process.argv.includes("--dev");
const log = (message) => console.log(`[campus-market] ${message}`);

if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const port = Number(process.env.PORT ?? 3000);
const embedded = !process.env.DATABASE_URL;
// The build folder from the same config `next build` and `next start` read (NEXT_DIST_DIR: e2e uses
// .next-e2e), so the freshness check looks at the build that is about to be started.
const distDir = nextConfig(PHASE_PRODUCTION_BUILD).distDir ?? ".next";

/** The session secret of the embedded mode: made once, kept with the data. A real deployment sets its own. */
function embeddedSecret() {
  const file = path.join(dataDir, "nextauth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString("base64"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

function printWelcome(url) {
  const line = "-".repeat(64);
  console.log(`\n${line}\n  Campus Market is running at ${url}\n${line}`);
  console.log(`  Demo accounts (password for all: ${DEMO_PASSWORD})`);
  console.log(`    buyer       ${DEMO_BUYER.email}`);
  for (const seller of DEMO_SELLERS) console.log(`    ${seller.accountType === "wholesaler" ? "wholesaler " : "seller     "} ${seller.email}`);
  console.log(`    staff       ${DEMO_STAFF.email}`);
  console.log(
    process.env.SMTP_URL
      ? "  Email goes out through SMTP_URL."
      : `  Email (sign-up confirmations, password resets) is written to ${process.env.MAIL_OUTBOX_DIR || ".data/outbox"}/ and its links are printed here.`,
  );
  if (!process.env.MPESA_CONSUMER_KEY) {
    console.log("  M-Pesa is the Daraja simulator: pay with any phone number, or these test numbers:");
    for (const scenario of SCENARIOS) console.log(`    ${scenario.phone}  ${scenario.meaning}`);
  }
  console.log(`${line}\n  Ctrl-C stops the app${embedded ? " and the embedded database (data kept in .data/)" : ""}.\n`);
}

async function main() {
  const stoppers = [];
  let stopping = false;
  const stopAll = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    log("stopping...");
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(error);
      }
    }
    process.exit(code);
  };
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));

  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port) };
  // The app's stdout is a pipe through this launcher: a person at a terminal gets readable logs, anything else JSON lines.
  env.LOG_FORMAT ??= process.stdout.isTTY ? "pretty" : "json";
  env.NEXTAUTH_URL ||= `http://localhost:${port}`;
  if (embedded) {
    env.NEXTAUTH_SECRET ||= embeddedSecret();
    // The embedded database carries no notifications between connections (docs/decisions/realtime.md):
    // one process, one bus for order events, and the public cache hears the write triggers'
    // notices on the app's own connections (lib/cache/public-change-bus.mjs).
    env.ORDER_EVENTS = "memory";
    env.DATABASE_KIND = "embedded";
    // Validate everything but the database address, which the embedded server is about to give us.
    assertEnvOrExit({ ...env, DATABASE_URL: "postgresql://embedded@127.0.0.1:5432/postgres" });
  } else {
    assertEnvOrExit(env);
  }

  if (!dev && !buildIsCurrent(distDir)) {
    log(`building the app into ${distDir}/ (first start or changed sources; this takes a minute or two)...`);
    // The service worker and its starter first, as `npm run build` does (scripts/build/offline-scripts.mjs).
    const offlineCode = await run(process.execPath, [path.join(root, "scripts/build/offline-scripts.mjs")], env);
    const code = offlineCode !== 0 ? offlineCode : await run(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], { ...env, NODE_ENV: "production" });
    if (code !== 0) {
      console.error("[campus-market] the build failed; see the messages above.");
      process.exit(code);
    }
  }

  if (embedded) {
    const dbPort = Number(env.EMBEDDED_DB_PORT ?? 54329);
    // EMBEDDED_DB_DIR=memory:// gives a throwaway database (the e2e suite uses it).
    const dbDir = env.EMBEDDED_DB_DIR || path.join(dataDir, "pglite");
    log(`starting the embedded PostgreSQL (${dbDir === "memory://" ? "in memory" : `data in ${path.relative(root, dbDir)}/`})...`);
    const database = await startEmbeddedDb({ dataDir: dbDir, port: dbPort, purpose: "npm start" });
    stoppers.push(() => database.stop());
    env.DATABASE_URL = database.url;
    // PGlite is one database session behind the socket: statements from two
    // connections can interleave (an unnamed prepared statement replaced
    // mid-query), so the app keeps one connection. PGlite runs one query at a
    // time anyway, so nothing is lost.
    env.DATABASE_POOL_SIZE = "1";
  }

  if (!env.MPESA_CONSUMER_KEY) {
    // No Daraja keys: the simulator answers the app's Daraja client and calls it back (see docs/decisions/daraja-simulator.md).
    const simulator = await startDarajaSimulator({ port: Number(env.DARAJA_SIM_PORT ?? 0), callbackDelayMs: Number(env.DARAJA_SIM_CALLBACK_DELAY_MS ?? 1500) });
    stoppers.push(() => simulator.close());
    env.MPESA_SIMULATOR_URL = simulator.url;
    env.MPESA_CALLBACK_TOKEN ||= randomBytes(32).toString("hex");
    env.MPESA_CALLBACK_BASE_URL ||= `http://127.0.0.1:${port}`;
    log(`M-Pesa: the Daraja simulator at ${simulator.url} (no MPESA_CONSUMER_KEY set)`);
  }

  // Migrations hold a session advisory lock and the seed is a one-off: straight to PostgreSQL
  // when DATABASE_URL is a pooler (DIRECT_DATABASE_URL, docs/production-layout.md).
  const directUrl = env.DIRECT_DATABASE_URL || env.DATABASE_URL;
  log("applying migrations...");
  const migrateCode = await runPrisma(["migrate", "deploy"], { DATABASE_URL: directUrl }, { quiet: true });
  if (migrateCode !== 0) {
    console.error("[campus-market] migrations failed; see the messages above.");
    return stopAll(1);
  }

  if (await isFirstRun(directUrl)) {
    log("first run: adding demo data...");
    await runSeed(directUrl);
  }

  // Next's own server behind one that knows the connection's address (scripts/production/server.mjs).
  const app = spawn(process.execPath, [path.join(root, "scripts/production/server.mjs"), ...(dev ? ["--dev"] : [])], {
    cwd: root,
    env: { ...env, NODE_ENV: dev ? "development" : "production" },
    stdio: ["inherit", "pipe", "inherit"],
  });
  stoppers.push(
    () =>
      new Promise((resolve) => {
        if (app.exitCode !== null) return resolve();
        app.once("close", resolve);
        app.kill("SIGTERM");
        // The server bounds its own graceful stop (scripts/production/server.mjs); this is for one that hangs anyway.
        setTimeout(() => app.kill("SIGKILL"), 30_000).unref();
      }),
  );
  let announced = false;
  app.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    if (!announced && /Ready in|started server/i.test(String(chunk))) {
      announced = true;
      printWelcome(`http://localhost:${port}`);
    }
  });
  app.on("close", (code) => {
    if (!stopping) {
      console.error(`[campus-market] the app stopped (exit code ${code}).`);
      void stopAll(code ?? 1);
    }
  });
}

main().catch((error) => {
  console.error("[campus-market] could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
