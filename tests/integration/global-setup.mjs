import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "./test-database.mjs";
import { startSmtpSink } from "../../tools/smtp-sink.mjs";

export default async function globalSetup() {
  const database = await createTestDatabase();
  // A real SMTP sink: mail goes through nodemailer over SMTP; tests read it over HTTP (mail-inbox.ts).
  const sink = await startSmtpSink();
  globalThis.__campusTestDatabase = database;
  globalThis.__campusSmtpSink = sink;
  // Workers inherit this environment; lib/env.ts validates it like the app does.
  process.env.DATABASE_URL = database.url;
  process.env.NEXTAUTH_SECRET ??= "integration-tests-secret-at-least-32-characters";
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  // The embedded database is one session: one connection (see tools/start.mjs).
  process.env.DATABASE_POOL_SIZE = database.kind === "embedded" ? "1" : (process.env.DATABASE_POOL_SIZE ?? "5");
  process.env.SMTP_URL = sink.smtpUrl;
  process.env.SMTP_SINK_HTTP_URL = `http://127.0.0.1:${sink.httpPort}`;
  const scratch = await mkdtemp(path.join(tmpdir(), "campus-integration-"));
  process.env.STORAGE_DIR = path.join(scratch, "storage");
  process.env.MAIL_OUTBOX_DIR = path.join(scratch, "outbox");
  console.log(`\nintegration tests on a fresh ${database.kind} database, mail to ${sink.smtpUrl}`);
}
