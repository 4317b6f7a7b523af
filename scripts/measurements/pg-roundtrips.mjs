#!/usr/bin/env node
// Counts the SQL round trips an app makes, on the wire: a TCP proxy between
// the app and PostgreSQL that reads the client's side of the protocol and counts each
// Sync (the end of one extended-protocol query: Parse/Bind/Execute/Sync) and each simple
// Query as one round trip, and times each until the server's ReadyForQuery. Whatever the
// ORM does (relation queries, transactions, raw SQL) is counted as PostgreSQL sees it.
//
//   node scripts/measurements/pg-roundtrips.mjs --upstream postgresql://postgres@127.0.0.1:5432/db \
//        --port 6543 --control 6544
//   DATABASE_URL=postgresql://postgres@127.0.0.1:6543/db  (the app connects through it)
//   curl -X POST localhost:6544/reset; ...requests...; curl localhost:6544/stats
//
// Used by the round-trip budget test (tests/two-instances/round-trips.spec.ts) and by
// `npm run bench`. Messages: https://www.postgresql.org/docs/15/protocol-message-formats.html
import http from "node:http";
import net from "node:net";
import { parseArgs } from "node:util";

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/**
 * Reads PostgreSQL messages from a byte stream: `untyped` messages first (the startup
 * packet has no type byte), then typed ones (1 type byte, then a length that counts itself).
 */
export function messageReader(onMessage, { untypedFirst }) {
  let buffer = Buffer.alloc(0);
  let untyped = untypedFirst;
  return {
    push(chunk) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      for (;;) {
        if (untyped) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          // An SSL or GSS request is followed by another untyped startup packet.
          untyped = code === SSL_REQUEST || code === GSS_REQUEST;
          onMessage(null, code, null);
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        onMessage(String.fromCharCode(buffer[0]), 0, buffer.subarray(5, 1 + length));
        buffer = buffer.subarray(1 + length);
      }
    },
  };
}

/** A NUL-terminated string at `offset`, and the offset after it. */
function cstring(body, offset) {
  const end = body.indexOf(0, offset);
  return [body.toString("utf8", offset, end), end + 1];
}

/** The statement text of a Parse message. */
export function parsedStatement(body) {
  const [, afterName] = cstring(body, 0);
  return cstring(body, afterName)[0];
}

/** The parameters of a Bind message as text (null for SQL NULL), or null when any is binary. */
export function boundParameters(body) {
  let offset = cstring(body, cstring(body, 0)[1])[1];
  const formatCount = body.readInt16BE(offset);
  const formats = [];
  offset += 2;
  for (let i = 0; i < formatCount; i++, offset += 2) formats.push(body.readInt16BE(offset));
  const count = body.readInt16BE(offset);
  offset += 2;
  const values = [];
  for (let i = 0; i < count; i++) {
    const format = formats.length === 1 ? formats[0] : (formats[i] ?? 0);
    const length = body.readInt32BE(offset);
    offset += 4;
    if (length === -1) values.push(null);
    else {
      if (format !== 0) return null;
      values.push(body.toString("utf8", offset, offset + length));
      offset += length;
    }
  }
  return values;
}

/**
 * Starts the proxy; resolves with its ports and the counters. With `onStatement`, each
 * executed statement is passed on as { text, values } (values null when sent in binary).
 * @param {{ upstream: string, port?: number, host?: string,
 *   onStatement?: ((statement: { text: string, values: Array<string | null> | null }) => void) | null }} options
 */
export async function startRoundTripProxy({ upstream, port = 0, host = "127.0.0.1", onStatement = null }) {
  const target = new URL(upstream);
  const stats = { roundTrips: 0, ms: 0 };
  const server = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname);
    // No Nagle delay on either side: the proxy must not add the 40 ms stalls of small
    // writes waiting for a delayed ACK to what it measures.
    client.setNoDelay(true);
    server.setNoDelay(true);
    const pending = [];
    let lastParsed = "";
    let sslAsked = false;
    let sslAnswered = false;
    const fromClient = messageReader(
      (type, code, body) => {
        if (onStatement && type === "P") lastParsed = parsedStatement(body);
        else if (onStatement && type === "B") onStatement({ text: lastParsed, values: boundParameters(body) });
        else if (onStatement && type === "Q") onStatement({ text: body.toString("utf8", 0, body.length - 1), values: [] });
        if (type === null) sslAsked = code === SSL_REQUEST;
        else if (type === "S" || type === "Q") {
          stats.roundTrips += 1;
          pending.push(performance.now());
        }
      },
      { untypedFirst: true },
    );
    const fromServer = messageReader(
      (type) => {
        if (type === "Z" && pending.length) stats.ms += performance.now() - pending.shift();
      },
      { untypedFirst: false },
    );
    client.on("data", (chunk) => {
      fromClient.push(chunk);
      server.write(chunk);
    });
    server.on("data", (chunk) => {
      // The answer to an SSL request is one bare byte ('N': no SSL) before any message.
      if (sslAsked && !sslAnswered) {
        sslAnswered = true;
        fromServer.push(chunk.subarray(1));
      } else fromServer.push(chunk);
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      server.destroy();
    };
    client.on("error", close);
    server.on("error", close);
    client.on("close", close);
    server.on("close", close);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const proxyUrl = new URL(upstream);
  proxyUrl.hostname = host;
  proxyUrl.port = String(address.port);
  return {
    port: address.port,
    url: proxyUrl.toString(),
    stats,
    reset() {
      stats.roundTrips = 0;
      stats.ms = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A tiny HTTP face for another process: POST /reset, GET /stats. */
export function serveControl(proxy, port, host = "127.0.0.1") {
  const control = http.createServer((request, response) => {
    if (request.method === "POST" && request.url === "/reset") proxy.reset();
    else if (!(request.method === "GET" && request.url === "/stats")) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(proxy.stats));
  });
  return new Promise((resolve) => control.listen(port, host, () => resolve(control)));
}

async function main() {
  const { values } = parseArgs({ options: { upstream: { type: "string" }, port: { type: "string", default: "6543" }, control: { type: "string", default: "6544" } } });
  if (!values.upstream) {
    console.error("--upstream postgresql://… is required");
    process.exit(2);
  }
  const proxy = await startRoundTripProxy({ upstream: values.upstream, port: Number(values.port) });
  await serveControl(proxy, Number(values.control));
  console.log(`counting round trips to ${new URL(values.upstream).host} on port ${proxy.port}; control on ${values.control}`);
  const stop = () => process.exit(0);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

// Run as a program, not when imported (tests, the benchmark). No import.meta: Jest loads this as CommonJS.
if (/pg-roundtrips\.mjs$/.test(process.argv[1] ?? "")) void main();
