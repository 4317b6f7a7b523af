#!/usr/bin/env node
// A small real SMTP server that keeps what it receives, for tests and local
// use (like MailDev): the app sends through nodemailer over SMTP as in
// production, and tests read the mail back over HTTP or in process.
//   GET /messages?to=<address>  JSON list, newest last (filtered by recipient, any case)
//   DELETE /messages            forget everything
//   GET /health                 "ok"
// Run directly: SMTP on SMTP_SINK_PORT (1025), HTTP on SMTP_SINK_HTTP_PORT (1080).
import http from "node:http";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

/**
 * @typedef {{ id: string, to: string[], from: string, subject: string, text: string, html: string, date: string }} SinkMessage
 * @typedef {{ timeoutMs?: number, subject?: string | RegExp }} WaitOptions
 */

/** @param {SinkMessage} message @param {string} address */
function isFor(message, address) {
  const wanted = address.toLowerCase();
  return message.to.some((recipient) => recipient.toLowerCase() === wanted);
}

/** @param {SinkMessage} message @param {string | RegExp | undefined} subject */
function hasSubject(message, subject) {
  if (subject === undefined) return true;
  return typeof subject === "string" ? message.subject.includes(subject) : subject.test(message.subject);
}

/**
 * Starts the sink; port 0 picks free ports (read them from the result).
 * @param {{ smtpPort?: number, httpPort?: number, host?: string }} [options]
 */
export async function startSmtpSink({ smtpPort = 0, httpPort = 0, host = "127.0.0.1" } = {}) {
  /** @type {SinkMessage[]} */
  const messages = [];
  /** @type {Set<(message: SinkMessage) => void>} */
  const listeners = new Set();

  /** @param {SinkMessage} message */
  function record(message) {
    messages.push(message);
    for (const listener of listeners) listener(message);
  }

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Lets stop() finish quickly even if a client keeps its connection open.
    closeTimeout: 1000,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "sink" });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          record({
            id: randomUUID(),
            // The envelope, not the To header: Bcc recipients are recipients too.
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: mail.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            date: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  // smtp-server re-emits client socket errors (a reset connection, a timeout);
  // without a listener one of them would crash the process running the tests.
  smtp.on("error", () => {});

  const api = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://sink");
    if (url.pathname === "/health" && request.method === "GET") {
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    } else if (url.pathname === "/messages" && request.method === "GET") {
      const to = url.searchParams.get("to");
      const list = to ? messages.filter((message) => isFor(message, to)) : messages;
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list));
    } else if (url.pathname === "/messages" && request.method === "DELETE") {
      messages.length = 0;
      response.writeHead(204).end();
    } else {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });

  /** @param {{ listen: Function, once: Function, off: Function, address: Function }} server @param {number} port @returns {Promise<number>} */
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve(server.address().port);
      });
    });
  const closeSmtp = () => new Promise((resolve) => smtp.close(() => resolve(undefined)));
  const closeApi = () => new Promise((resolve) => api.close(() => resolve(undefined)));

  const boundSmtpPort = await listen(smtp.server, smtpPort);
  let boundHttpPort;
  try {
    boundHttpPort = await listen(api, httpPort);
  } catch (error) {
    await closeSmtp();
    throw error;
  }

  return {
    smtpPort: boundSmtpPort,
    httpPort: boundHttpPort,
    smtpUrl: `smtp://${host}:${boundSmtpPort}`,
    /** Live: every received message is pushed here; `messages.length = 0` clears it. */
    messages,
    /**
     * The newest message already received for `to` (and subject, a substring or
     * pattern), or else the next one to arrive; rejects after timeoutMs.
     * @param {string} to
     * @param {WaitOptions} [options]
     * @returns {Promise<SinkMessage>}
     */
    waitForMessage(to, { timeoutMs = 10_000, subject } = {}) {
      const matches = (/** @type {SinkMessage} */ message) => isFor(message, to) && hasSubject(message, subject);
      const received = messages.findLast(matches);
      if (received) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`smtp sink: no mail for ${to}${subject ? ` with subject ${subject}` : ""} within ${timeoutMs} ms`));
        }, timeoutMs);
        /** @param {SinkMessage} message */
        const listener = (message) => {
          if (!matches(message)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(message);
        };
        listeners.add(listener);
      });
    },
    async stop() {
      api.closeAllConnections();
      await Promise.all([closeSmtp(), closeApi()]);
    },
  };
}

// Jest loads this file through a CommonJS transform, where top-level await is
// a syntax error, hence the promise chain.
const runDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (runDirectly) {
  startSmtpSink({
    smtpPort: Number(process.env.SMTP_SINK_PORT ?? 1025),
    httpPort: Number(process.env.SMTP_SINK_HTTP_PORT ?? 1080),
  }).then(
    (sink) => {
      console.log(`smtp sink: SMTP on ${sink.smtpUrl}, messages at http://127.0.0.1:${sink.httpPort}/messages`);
      const stop = () => {
        sink.stop().then(() => process.exit(0));
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    },
    (error) => {
      console.error(`smtp sink: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
