import http from "node:http";

type CallbackRoute = (request: Request, context: { params: Promise<{ token: string }> }) => Promise<Response>;

/**
 * The Daraja simulator's callbacks, delivered over HTTP to the callback route handler as Next
 * would: a small server on MPESA_CALLBACK_BASE_URL's port hands each request to `route`.
 * Call from beforeAll; the returned function (for afterAll) closes it.
 */
export async function startCallbackBridge(route: CallbackRoute): Promise<() => Promise<void>> {
  const bridge = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const token = decodeURIComponent((incoming.url ?? "").split("/").pop() ?? "");
      const request = new Request(`http://127.0.0.1${incoming.url}`, { method: "POST", headers: { "content-type": "application/json" }, body: Buffer.concat(chunks) });
      const response = await route(request, { params: Promise.resolve({ token }) });
      outgoing.writeHead(response.status, { "content-type": "application/json" }).end(await response.text());
    });
  });
  await new Promise<void>((resolve) => bridge.listen(Number(new URL(process.env.MPESA_CALLBACK_BASE_URL!).port), "127.0.0.1", resolve));
  return async () => {
    bridge.closeAllConnections();
    await new Promise((resolve) => bridge.close(resolve));
  };
}
