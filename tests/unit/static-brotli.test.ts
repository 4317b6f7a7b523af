import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createStaticBrotli, staticFileFor } from "@/lib/http/static-brotli.mjs";

// The build's scripts and styles in brotli, answered before Next (which sends gzip only).

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-brotli-"));
const script = `self.chunk=${JSON.stringify("x".repeat(5_000))};`;
fs.mkdirSync(path.join(staticDir, "chunks"));
fs.writeFileSync(path.join(staticDir, "chunks", "a1.js"), script);
fs.writeFileSync(path.join(staticDir, "chunks", "b2.css"), "body{color:red}");
fs.writeFileSync(path.join(staticDir, "chunks", "c3.woff2"), "font");

describe("which files it may answer", () => {
  it("a script, style, svg or json file under the build's static folder", () => {
    expect(staticFileFor(staticDir, "/_next/static/chunks/a1.js")).toBe(path.join(staticDir, "chunks", "a1.js"));
    expect(staticFileFor(staticDir, "/_next/static/chunks/a1.js?dpl=abc")).toBe(path.join(staticDir, "chunks", "a1.js"));
    expect(staticFileFor(staticDir, "/_next/static/chunks/b2.css")).toBe(path.join(staticDir, "chunks", "b2.css"));
  });
  it("nothing outside it, however the path is spelled, and no other kind of file", () => {
    for (const url of [
      "/_next/static/../../etc/passwd.js",
      "/_next/static/%2e%2e/%2e%2e/secret.js",
      "/_next/static/chunks/%00.js",
      "/_next/static/%E0%A4%A.js",
      "/_next/static/",
      "/_next/image?url=x.js",
      "/static/chunks/a1.js",
      "/_next/static/chunks/c3.woff2",
      undefined,
    ]) {
      expect(staticFileFor(staticDir, url)).toBeNull();
    }
  });
});

describe("answering", () => {
  let server: http.Server;
  let origin = "";
  beforeAll(async () => {
    const files = createStaticBrotli({ staticDir });
    server = http.createServer((request, response) => {
      void files.handle(request, response).then((done) => {
        if (!done) response.end("from next");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (pathname: string, encoding: string, method = "GET") =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${origin}${pathname}`, { method, headers: { "accept-encoding": encoding } }, (response) => {
          const parts: Buffer[] = [];
          response.on("data", (part: Buffer) => parts.push(part));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
        })
        .on("error", reject)
        .end();
    });

  it("a browser that takes brotli gets the file in brotli, smaller, cached for a year", async () => {
    const answer = await get("/_next/static/chunks/a1.js", "gzip, deflate, br");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(answer.body.length).toBeLessThan(script.length / 10);
    const head = await get("/_next/static/chunks/a1.js", "br", "HEAD");
    expect([head.headers["content-encoding"], head.body.length]).toEqual(["br", 0]);
  });

  it("a browser without brotli, a missing file or another kind of file is left to Next", async () => {
    expect((await get("/_next/static/chunks/a1.js", "gzip")).body.toString()).toBe("from next");
    expect((await get("/_next/static/chunks/missing.js", "br")).body.toString()).toBe("from next");
    expect((await get("/_next/static/chunks/c3.woff2", "br")).body.toString()).toBe("from next");
    expect((await get("/_next/static/chunks/a1.js", "br", "POST")).body.toString()).toBe("from next");
  });

  it("a file that appears later is answered once it is there", async () => {
    expect((await get("/_next/static/chunks/late.js", "br")).body.toString()).toBe("from next");
    fs.writeFileSync(path.join(staticDir, "chunks", "late.js"), "late()");
    expect(zlib.brotliDecompressSync((await get("/_next/static/chunks/late.js", "br")).body).toString()).toBe("late()");
  });
});
