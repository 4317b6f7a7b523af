import http from "node:http";
import { expect, test } from "@playwright/test";
import { timeUntil, appWithOwnDatabase } from "./app-process";

// One JSON log line per request with its id, and a graceful stop on SIGTERM.

const running = appWithOwnDatabase();

test("every request gets one log line with its method, route, status, duration and the id sent back", async () => {
  const response = await fetch(`${running.app.base}/product/6f1c0a2e-1111-4222-8333-944445555666?utm=phone-254712345678`, { headers: { "x-request-id": "chosen-by-the-client" } });
  const requestId = response.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(requestId).not.toBe("chosen-by-the-client");
  await timeUntil(async () => running.app.logs().some((line) => line.requestId === requestId), 5_000);
  const lines = running.app.logs().filter((line) => line.requestId === requestId && line.msg === "request");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: "info", method: "GET", route: "/product/:id", status: 404, durationMs: expect.any(Number) });
  // Neither the query string nor the phone in it reached the log.
  expect(running.app.output()).not.toContain("254712345678");
  expect(running.app.output()).not.toContain("utm=");
});

/** A POST whose body arrives in two parts: the request is in flight until `finish` sends the rest. */
function requestInFlight(base: string) {
  const url = new URL("/api/signup", base);
  const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": "application/json", "content-length": "40", origin: base } });
  const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
    });
    request.on("error", reject);
  });
  request.write('{"email":"someone@example.com",');
  const connected = new Promise<void>((resolve) => request.once("socket", (socket) => (socket.connecting ? socket.once("connect", () => resolve()) : resolve())));
  return { connected, answered, finish: () => request.end('"x":1}'.padEnd(9, " ")) };
}

/** A GET on a new connection (no keep-alive reuse): refused once the server stopped listening. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

test("SIGTERM: the server stops accepting, lets the request in flight finish, closes the pool and exits 0", async () => {
  const inFlight = requestInFlight(running.app.base);
  await inFlight.connected;
  // A request sent on another connection after the first one's headers went out, and answered:
  // the server has read the first one's headers by then (it reads its sockets in order).
  expect(await getOnNewConnection(`${running.app.base}/api/health`)).toBe(200);
  running.app.child.kill("SIGTERM");
  await timeUntil(async () => running.app.logs().some((line) => line.msg === "stopping: no new connections; finishing requests in flight"), 5_000);
  // Not accepting any more...
  await expect(getOnNewConnection(`${running.app.base}/api/health`)).rejects.toThrow(/ECONNREFUSED/);
  // ...but the request that was in flight gets its answer, and its connection is closed after it.
  inFlight.finish();
  const answer = await inFlight.answered;
  expect(answer.status).toBeGreaterThanOrEqual(200);
  expect(answer.status).toBeLessThan(500);
  expect(answer.connection).toBe("close");
  const code = await Promise.race([running.app.exited, new Promise((resolve) => setTimeout(() => resolve("still running"), 25_000))]);
  expect(code).toBe(0);
  expect(running.app.logs().map((line) => line.msg)).toContain("stopped");
  expect(running.app.logs().filter((line) => line.level === "warn" || line.level === "error")).toEqual([]);
});
