import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "./test-database.mjs";
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

export default async function globalSetup() {
  const database = await createTestDatabase();
  // A real SMTP sink: mail goes through nodemailer over SMTP; tests read it over HTTP (mail-inbox.ts).
  const sink = await startSmtpSink();
  globalThis.__campusTestDatabase = database;
  globalThis.__campusSmtpSink = sink;
  // M-Pesa through the Daraja simulator over HTTP (D8), as the app uses it.
  const daraja = await startDarajaSimulator({ callbackDelayMs: 200 });
  globalThis.__campusDarajaSimulator = daraja;
  // Workers inherit this environment; lib/env.ts validates it like the app does.
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_KIND = database.kind === "embedded" ? "embedded" : "server";
  process.env.NEXTAUTH_SECRET ??= "integration-tests-secret-at-least-32-characters";
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  // The embedded database is one session: one connection (see scripts/production/start.mjs).
  process.env.DATABASE_POOL_SIZE = database.kind === "embedded" ? "1" : (process.env.DATABASE_POOL_SIZE ?? "5");
  process.env.SMTP_URL = sink.smtpUrl;
  process.env.SMTP_SINK_HTTP_URL = `http://127.0.0.1:${sink.httpPort}`;
  process.env.MPESA_SIMULATOR_URL = daraja.url;
  // The suites call handlers in one process; the PostgreSQL transport has its own test.
  process.env.ORDER_EVENTS = "memory";
  process.env.MPESA_CALLBACK_TOKEN = randomBytes(32).toString("hex");
  process.env.MPESA_CALLBACK_BASE_URL = `http://127.0.0.1:${await freePort()}`;
  const scratch = await mkdtemp(path.join(tmpdir(), "campus-integration-"));
  process.env.STORAGE_DIR = path.join(scratch, "storage");
  process.env.MAIL_OUTBOX_DIR = path.join(scratch, "outbox");
  console.log(`\nintegration tests on a fresh ${database.kind} database, mail to ${sink.smtpUrl}`);
}
