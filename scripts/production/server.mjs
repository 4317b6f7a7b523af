#!/usr/bin/env node
// The app's HTTP server: Next.js's own request handler (the one `next start` uses) behind
// a Node http server that knows the connection. Its one addition: the client's address,
// decided from the socket (and, with TRUST_PROXY_HOPS, our proxies' X-Forwarded-For
// entries), handed to the app in a header the client cannot set. `next start` keeps a
// client's X-Forwarded-For as it came, so per-IP limits could not tell who is calling.
// It also writes one log line per request with its id (sent back as X-Request-Id), stops
// gracefully on SIGTERM/SIGINT (lib/lifecycle/shutdown.mjs), and answers visitors' public pages
// from copies it keeps (lib/http/visitor-page-cache.mjs, docs/decisions/cached-visitor-pages.md).
// Started by scripts/production/start.mjs; `node scripts/production/server.mjs [--dev]` with PORT works alone too.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { CLIENT_IP_HEADER, parseTrustedHops, resolveClientAddress } from "../../lib/http/client-address.mjs";
import { logger } from "../../lib/log/logger.mjs";
import { requestIdFor, routeForLog } from "../../lib/log/request-line.mjs";
import { beginDrain, isDraining, runShutdownPhase } from "../../lib/lifecycle/shutdown.mjs";
import { publicCacheSeconds } from "../../lib/cache/public-cache.mjs";
import { createVisitorPageCache, VISITOR_CACHE_HEADER } from "../../lib/http/visitor-page-cache.mjs";
import { createStaticBrotli } from "../../lib/http/static-brotli.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND || undefined;
const trustedHops = parseTrustedHops(process.env.TRUST_PROXY_HOPS);
/** How long requests in flight, and then jobs, may take to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
export const REQUEST_ID_HEADER = "x-request-id";

const app = next({ dev, dir: root, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

let inFlight = 0;
let lastRequestDone = () => {};
/** Answers not yet sent: told to close their connection when a stop begins. */
const unanswered = new Set();

// In development every page renders afresh, as the developer expects.
const visitorPages = createVisitorPageCache({
  lifetimeSeconds: dev ? 0 : publicCacheSeconds(),
  origin: () => loopbackOrigin(server.address()),
  log: logger,
});

// The build's scripts and styles in brotli (Next sends gzip only); the same folder next.config.mjs names.
const staticFiles = dev ? null : createStaticBrotli({ staticDir: path.join(root, process.env.NEXT_DIST_DIR || ".next", "static"), log: logger });

/** Where this server answers its own requests for a copy. @param {import("node:net").AddressInfo | string | null} address */
function loopbackOrigin(address) {
  if (!address || typeof address === "string") return `http://127.0.0.1:${port}`;
  const unspecified = address.address === "::" || address.address === "0.0.0.0";
  const host = unspecified ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

const server = http.createServer((request, response) => {
  request.headers[CLIENT_IP_HEADER] = resolveClientAddress({
    peer: request.socket.remoteAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    trustedHops,
  });
  const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], trustedHops);
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader("X-Request-Id", requestId);
  // While stopping, every answer closes its connection so keep-alive clients reconnect elsewhere.
  if (isDraining()) response.setHeader("Connection", "close");
  const started = process.hrtime.bigint();
  inFlight += 1;
  unanswered.add(response);
  response.once("close", () => {
    inFlight -= 1;
    unanswered.delete(response);
    if (inFlight === 0) lastRequestDone();
    const line = {
      requestId,
      method: request.method,
      route: routeForLog(request.url),
      status: response.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
    };
    // A client that went away before the answer was complete (a closed event stream, a dropped phone).
    if (!response.writableFinished) line.aborted = true;
    const visitorCache = response.getHeader(VISITOR_CACHE_HEADER);
    if (visitorCache) line.visitorCache = visitorCache;
    if (response.statusCode >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  });
  const answered = staticFiles ? staticFiles.handle(request, response) : Promise.resolve(false);
  answered
    .then((done) => (done ? undefined : visitorPages.handle(request, response, () => handle(request, response))))
    .catch((error) => {
      logger.error({ err: error, requestId }, "request failed before Next.js answered");
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
});
server.listen(port, hostname, () => {
  logger.info({ port, hostname: hostname ?? "all interfaces", trustedHops }, `started server on ${hostname ?? "all interfaces"}, port ${port}`);
});

function requestsFinished(timeoutMs) {
  if (inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    lastRequestDone = () => {
      clearTimeout(timer);
      resolve(true);
    };
  });
}

let stopping = false;
/**
 * SIGTERM/SIGINT: stop accepting, end event streams with a retry hint, let requests in flight
 * finish (bounded), let the reconciler finish its round, close listeners and the pool, exit.
 */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const startedAt = Date.now();
  logger.info({ signal, inFlight }, "stopping: no new connections; finishing requests in flight");
  beginDrain();
  for (const response of unanswered) if (!response.headersSent) response.setHeader("Connection", "close");
  server.close();
  server.closeIdleConnections?.();
  const hardStop = setTimeout(() => {
    logger.error({ inFlight }, "stopping: grace period over, exiting with work unfinished");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS * 2 + 2_000);
  hardStop.unref();
  const failures = await runShutdownPhase("streams", { timeoutMs: 2_000 });
  const finished = await requestsFinished(SHUTDOWN_GRACE_MS);
  if (!finished) logger.warn({ inFlight }, "stopping: requests still running after the grace period");
  server.closeAllConnections?.();
  visitorPages.close();
  failures.push(...(await runShutdownPhase("jobs", { timeoutMs: SHUTDOWN_GRACE_MS })));
  failures.push(...(await runShutdownPhase("connections", { timeoutMs: 5_000 })));
  for (const failure of failures) logger.warn({ failure }, "stopping: a part did not stop cleanly");
  logger.info({ durationMs: Date.now() - startedAt }, "stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

// Whoever read our output (the launcher, a process manager) is gone: no line will ever be read
// again, and an unhandled EPIPE would be reported on the same broken pipe, failing again, in a
// loop that holds a core. Stop the way a SIGTERM would; the writes on the way fail quietly.
let outputGone = false;
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (error.code !== "EPIPE" || outputGone) return;
    outputGone = true;
    void stop("EPIPE");
  });
}
