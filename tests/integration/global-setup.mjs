import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabases } from "./test-database.mjs";
import { randomBytes } from "node:crypto";
import net from "node:net";
import { startSmtpSink } from "../../scripts/fixtures/smtp-sink.mjs";
import { startDarajaSimulator } from "../../scripts/fixtures/daraja-sim.mjs";

/** A port nobody listens on yet: payment tests that want Daraja's callbacks listen there themselves. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One run for the integration and security projects (Jest runs a global set-up shared by
 * several projects once). Each worker gets a database, a Daraja simulator, a callback port and
 * folders of its own (tests/integration/worker-env.ts picks them by JEST_WORKER_ID), so tests
 * that count rows, pushes or files see only their own worker's; the SMTP sink is shared (tests
 * read mail by recipient).
 */
export default async function globalSetup(globalConfig) {
  const workers = Math.max(1, Math.min(4, globalConfig?.maxWorkers ?? 1));
  const databases = await createTestDatabases(workers);
  // A real SMTP sink: mail goes through nodemailer over SMTP; tests read it over HTTP (mail-inbox.ts).
  const sink = await startSmtpSink();
  // M-Pesa through the Daraja simulator over HTTP (docs/decisions/daraja-simulator.md), as the app uses it.
  const simulators = await Promise.all(databases.urls.map(() => startDarajaSimulator({ callbackDelayMs: 200 })));
  globalThis.__campusTestDatabases = databases;
  globalThis.__campusSmtpSink = sink;
  globalThis.__campusDarajaSimulators = simulators;
  const scratch = await mkdtemp(path.join(tmpdir(), "campus-integration-"));
  const perWorker = [];
  for (const [i, url] of databases.urls.entries()) {
    perWorker.push({
      DATABASE_URL: url,
      MPESA_SIMULATOR_URL: simulators[i].url,
      MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${await freePort()}`,
      STORAGE_DIR: path.join(scratch, `worker-${i + 1}`, "storage"),
      MAIL_OUTBOX_DIR: path.join(scratch, `worker-${i + 1}`, "outbox"),
    });
  }
  // Workers inherit this environment; lib/env.ts validates it like the app does.
  process.env.TEST_WORKER_ENVIRONMENTS = JSON.stringify(perWorker);
  Object.assign(process.env, perWorker[0]);
  process.env.DATABASE_KIND = databases.kind === "embedded" ? "embedded" : "server";
  process.env.NEXTAUTH_SECRET ??= "integration-tests-secret-at-least-32-characters";
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  // The embedded database is one session: one connection (see scripts/production/start.mjs).
  process.env.DATABASE_POOL_SIZE = databases.kind === "embedded" ? "1" : (process.env.DATABASE_POOL_SIZE ?? "5");
  process.env.SMTP_URL = sink.smtpUrl;
  process.env.SMTP_SINK_HTTP_URL = `http://127.0.0.1:${sink.httpPort}`;
  // The suites call handlers in one process; the PostgreSQL transport has its own test.
  process.env.ORDER_EVENTS = "memory";
  process.env.MPESA_CALLBACK_TOKEN = randomBytes(32).toString("hex");
  console.log(`\nintegration tests on ${workers} fresh ${databases.kind} database${workers > 1 ? "s" : ""}, mail to ${sink.smtpUrl}`);
}
