#!/usr/bin/env node
// The app's HTTP server: Next.js's own request handler (the one `next start` uses) behind
// a Node http server that knows the connection. Its one addition: the client's address,
// decided from the socket (and, with TRUST_PROXY_HOPS, our proxies' X-Forwarded-For
// entries), handed to the app in a header the client cannot set. `next start` keeps a
// client's X-Forwarded-For as it came, so per-IP limits could not tell who is calling.
// Started by tools/start.mjs; `node tools/server.mjs [--dev]` with PORT works alone too.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { CLIENT_IP_HEADER, parseTrustedHops, resolveClientAddress } from "../lib/http/client-address.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND || undefined;
const trustedHops = parseTrustedHops(process.env.TRUST_PROXY_HOPS);

const app = next({ dev, dir: root, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  request.headers[CLIENT_IP_HEADER] = resolveClientAddress({
    peer: request.socket.remoteAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    trustedHops,
  });
  void handle(request, response);
});
server.listen(port, hostname, () => {
  console.log(`started server on ${hostname ?? "all interfaces"}, port ${port}${trustedHops ? ` (trusting ${trustedHops} proxy hop${trustedHops > 1 ? "s" : ""} of X-Forwarded-For)` : ""}`);
});

function stop() {
  server.close(() => process.exit(0));
  // Open keep-alive connections would hold close() up; give requests in flight a moment.
  setTimeout(() => process.exit(0), 5_000).unref();
  server.closeIdleConnections?.();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
