import http from "node:http";

type CallbackRoute = (request: Request, context: { params: Promise<{ token: string }> }) => Promise<Response>;
type B2cRoute = (request: Request, context: { params: Promise<{ token: string; kind: string }> }) => Promise<Response>;

/**
 * The Daraja simulator's callbacks, delivered over HTTP to the route handlers as Next would:
 * a small server on MPESA_CALLBACK_BASE_URL's port hands /api/mpesa/callback/<token> to the
 * STK route and /api/mpesa/b2c/<token>/<kind> to the B2C route. Call from beforeAll; the
 * returned function (for afterAll) closes it.
 */
export async function startCallbackBridge(routes: CallbackRoute | { stk?: CallbackRoute; b2c?: B2cRoute }): Promise<() => Promise<void>> {
  const { stk, b2c } = typeof routes === "function" ? { stk: routes, b2c: undefined } : routes;
  const bridge = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const parts = (incoming.url ?? "").split("/").map(decodeURIComponent);
      const request = new Request(`http://127.0.0.1${incoming.url}`, { method: "POST", headers: { "content-type": "application/json" }, body: Buffer.concat(chunks) });
      const isB2c = parts[3] === "b2c";
      const response =
        isB2c && b2c
          ? await b2c(request, { params: Promise.resolve({ token: parts[4] ?? "", kind: parts[5] ?? "" }) })
          : !isB2c && stk
            ? await stk(request, { params: Promise.resolve({ token: parts.at(-1) ?? "" }) })
            : new Response("no route", { status: 404 });
      outgoing.writeHead(response.status, { "content-type": "application/json" }).end(await response.text());
    });
  });
  await new Promise<void>((resolve) => bridge.listen(Number(new URL(process.env.MPESA_CALLBACK_BASE_URL!).port), "127.0.0.1", resolve));
  return async () => {
    bridge.closeAllConnections();
    await new Promise((resolve) => bridge.close(resolve));
  };
}
