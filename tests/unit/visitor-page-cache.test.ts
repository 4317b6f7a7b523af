import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { routeAccess } from "@/lib/routes";
import { notePublicExpiry, notePublicRead } from "@/lib/cache/public-change-bus.mjs";
import { cachedPageContentSecurityPolicy } from "@/lib/http/security-headers.mjs";
import {
  chooseEncoding,
  copyIsFresh,
  createVisitorPageCache,
  inlineScriptHashes,
  isVisitorPagePath,
  uncacheableReason,
  visitorPageKey,
} from "@/lib/http/visitor-page-cache.mjs";

// The visitor page cache in front of Next (docs/decisions/cached-visitor-pages.md), against a
// stand-in for Next's handler over real HTTP: what it keeps, for whom, and when a copy goes.

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const SESSION = "next-auth.session-token=eyJhbGciOi.signed.in";

describe("which requests a copy may answer", () => {
  const get = (url: string, headers: http.IncomingHttpHeaders = {}, method = "GET") => visitorPageKey({ method, url, headers });

  it("a visitor's GET or HEAD of a public page has a key", () => {
    for (const url of ["/", "/home", "/studentmarketplace", "/search?q=calculator&page=2", "/about", "/category/Electronics?sort=price-desc&condition=new", "/product/abc", "/seller/abc?reviews=2"]) {
      expect(get(url)).not.toBeNull();
    }
    expect(get("/home", {}, "HEAD")).not.toBeNull();
  });

  it("a request with a session cookie, in any of next-auth's cookie names, never has one", () => {
    expect(get("/home", { cookie: SESSION })).toBeNull();
    expect(get("/home", { cookie: "theme=dark; __Secure-next-auth.session-token=x" })).toBeNull();
    expect(get("/home", { cookie: "a=b;next-auth.session-token.0=x" })).toBeNull();
    // Other cookies are not a session.
    expect(get("/home", { cookie: "next-auth.csrf-token=x; next-auth.callback-url=%2Fhome" })).not.toBeNull();
  });

  it("a write, a server action, an authorization header, a private page or an unknown parameter is rendered for itself", () => {
    expect(get("/home", {}, "POST")).toBeNull();
    expect(get("/home", { "next-action": "abc" })).toBeNull();
    expect(get("/home", { authorization: "Bearer x" })).toBeNull();
    for (const url of ["/cart", "/profile", "/auth", "/email/unsubscribe?token=x", "/api/health", "/product/a/b", "/home/", "/home?utm_source=whatsapp", "//evil.example/home"]) {
      expect(get(url)).toBeNull();
    }
    expect(get(`/search?q=${"x".repeat(3000)}`)).toBeNull();
    for (const url of ["/x/home", "/shop/product/abc", "/home.json", "/search/x"]) expect(get(url)).toBeNull();
  });

  it("an address up to 2,048 characters may be kept, a longer one or a huge router header not", () => {
    const pad = (length: number) => `/search?q=${"x".repeat(length - "/search?q=".length)}`;
    expect(get(pad(2_048))).not.toBeNull();
    expect(get(pad(2_049))).toBeNull();
    expect(get("/home", { "next-router-state-tree": "t".repeat(16_400) })).toBeNull();
    expect(get("/home", { "next-router-state-tree": "t".repeat(15_000) })).not.toBeNull();
  });

  it("each parameter a public page reads may be in a kept address", () => {
    for (const name of ["_rsc", "q", "page", "sort", "condition", "minPrice", "maxPrice", "location", "reviews"]) expect(get(`/category/all?${name}=1`)).not.toBeNull();
    expect(get("/category/all?Q=1")).toBeNull();
  });

  it("a cookie merely named like the session is not one", () => {
    expect(get("/home", { cookie: "next-auth.session-tokens=x" })).not.toBeNull();
    expect(get("/home", { cookie: "my-next-auth.session-token=x" })).not.toBeNull();
  });

  it("copies are kept apart by Next's router headers and by whether the reader is a crawler", () => {
    const page = get("/home")!.key;
    expect(get("/home", { rsc: "1" })!.key).not.toBe(page);
    expect(get("/home", { rsc: "1", "next-router-prefetch": "1" })!.key).not.toBe(get("/home", { rsc: "1" })!.key);
    expect(get("/home", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" })!.key).not.toBe(page);
    expect(get("/home", { "user-agent": "facebookexternalhit/1.1" })!.key).not.toBe(page);
    expect(get("/home", { "user-agent": "facebookexternalhit/1.1" })!.key).not.toBe(get("/home", { "user-agent": "Googlebot/2.1" })!.key);
    for (const name of ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"]) {
      expect(get("/home", { [name]: "1" })!.key).not.toBe(page);
    }
    expect(get("/home", { rsc: ["1", "2"] as unknown as string })!.key).toBe(get("/home", { rsc: "1, 2" })!.key);
    // Anything else a visitor sends does not split (or poison) the copy.
    expect(get("/home", { "user-agent": "Mozilla/5.0 (Linux; Android 10)", "x-forwarded-host": "evil.example", cookie: "theme=dark" })!.key).toBe(page);
  });

  it("the pages it may hold are public pages of the route table", () => {
    for (const path of ["/", "/home", "/studentmarketplace", "/search", "/about", "/safety", "/contact", "/terms", "/privacy", "/category/x", "/product/x", "/seller/x"]) {
      expect(isVisitorPagePath(path)).toBe(true);
      expect(routeAccess(path)).toBe("public");
    }
    expect(isVisitorPagePath("/email/unsubscribe")).toBe(false);
  });
});

describe("the hashes of a copy's inline scripts", () => {
  it("are taken of each script a browser runs, and of no data block or external file", () => {
    const html = [
      `<script nonce="n1">self.__next_f.push([0])</script>`,
      `<script type="module" id="m">import("/a.js")</script>`,
      `<script src="/_next/static/chunks/a.js" async=""></script>`,
      `<script type="application/ld+json">{"@type":"Product"}</script>`,
      `<SCRIPT data-x='>'>alert(1)</SCRIPT >`,
      `<script>self.__next_f.push([0])</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256("self.__next_f.push([0])"), sha256(`import("/a.js")`), sha256("alert(1)")]);
  });

  it("read the type and src attributes however they are written, and only those attributes", () => {
    const html = [
      `<script type=module>unquoted()</script>`,
      `<script type='text/javascript'>single()</script>`,
      `<script data-src="x" data-type="application/json">notAFile()</script>`,
      `<script TYPE = "application/json">{"a":1}</script>`,
      `<script id=x type=application/ld+json>{}</script>`,
      `<script async src=/a.js></script>`,
      `<script
src="/b.js"></script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256("unquoted()"), sha256("single()"), sha256("notAFile()")]);
  });

  it("follow the HTML parser's newline normalisation, as the browser hashes", () => {
    expect(inlineScriptHashes("<script>a\r\nb\rc</script>")).toEqual([sha256("a\nb\nc")]);
  });

  it("a page without inline scripts allows only the site's own files", () => {
    expect(cachedPageContentSecurityPolicy([])).toContain("script-src 'self';");
    expect(cachedPageContentSecurityPolicy(["abc="])).toContain("script-src 'self' 'sha256-abc=';");
    expect(cachedPageContentSecurityPolicy([], { https: true })).toContain("upgrade-insecure-requests");
  });
});

describe("what is kept of a render", () => {
  const html = { "content-type": "text/html; charset=utf-8", vary: "rsc, next-router-state-tree, Accept-Encoding" };
  it("a page or a not-found page for everyone may be kept", () => {
    expect(uncacheableReason({ status: 200, headers: html, bytes: 10 })).toBeNull();
    expect(uncacheableReason({ status: 404, headers: html, bytes: 10 })).toBeNull();
    expect(uncacheableReason({ status: 200, headers: { "content-type": "text/x-component" }, bytes: 10 })).toBeNull();
  });
  it("a redirect, an error, a cookie, another type, a huge page or an unknown Vary is not", () => {
    expect(uncacheableReason({ status: 308, headers: html, bytes: 10 })).toBe("status 308");
    expect(uncacheableReason({ status: 503, headers: html, bytes: 10 })).toBe("status 503");
    expect(uncacheableReason({ status: 200, headers: { ...html, "set-cookie": ["a=b"] }, bytes: 10 })).toBe("sets a cookie");
    expect(uncacheableReason({ status: 200, headers: { "content-type": "application/json" }, bytes: 10 })).toBe("not a page");
    expect(uncacheableReason({ status: 200, headers: html, bytes: 5 * 1024 * 1024 })).toBe("too large");
    expect(uncacheableReason({ status: 200, headers: { ...html, vary: "Cookie" }, bytes: 10 })).toBe("varies by cookie");
    expect(uncacheableReason({ status: 200, headers: { "content-type": "application/x-text/html" }, bytes: 10 })).toBe("not a page");
  });
  it("a page of exactly 4 MiB may be kept", () => {
    expect(uncacheableReason({ status: 200, headers: html, bytes: 4 * 1024 * 1024 })).toBeNull();
  });
  it("Vary is read name by name, in any case and spacing", () => {
    expect(uncacheableReason({ status: 200, headers: { ...html, vary: " RSC ,Next-Url,accept-encoding," }, bytes: 10 })).toBeNull();
    expect(uncacheableReason({ status: 200, headers: { ...html, vary: "rsc, User-Agent" }, bytes: 10 })).toBe("varies by user-agent");
  });
});

describe("the encoding of an answer", () => {
  it("is brotli, then gzip, when accepted, else none", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("br; q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;level=1;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity, *;q=0")).toBe("identity");
    expect(chooseEncoding(", ,gzip")).toBe("gzip");
  });
});

describe("how long a copy holds", () => {
  const expiries = (byTag: Record<string, number>, any = 0) => ({ lastPublicExpiry: (tag: string) => byTag[tag] ?? 0, lastAnyPublicExpiry: () => any });
  const copy = { filledAt: 1_000, expiresAt: 61_000, tags: ["product:1", "seller:2"] };
  it("until its lifetime ends", () => {
    expect(copyIsFresh(copy, 60_999, expiries({}))).toBe(true);
    expect(copyIsFresh(copy, 61_000, expiries({}))).toBe(false);
  });
  it("until a write to something it shows is announced, even in the millisecond it was made", () => {
    expect(copyIsFresh(copy, 2_000, expiries({ "product:1": 999, "product:9": 1_500 }, 1_500))).toBe(true);
    expect(copyIsFresh(copy, 2_000, expiries({ "seller:2": 1_500 }))).toBe(false);
    expect(copyIsFresh(copy, 2_000, expiries({ "product:1": 1_000 }))).toBe(false);
  });
  it("a copy that read nothing tagged goes with any write", () => {
    const untagged = { ...copy, tags: [] };
    expect(copyIsFresh(untagged, 2_000, expiries({}, 999))).toBe(true);
    expect(copyIsFresh(untagged, 2_000, expiries({}, 1_500))).toBe(false);
    expect(copyIsFresh(untagged, 2_000, expiries({}, 1_000))).toBe(false);
  });
});

type Rendered = { url: string; headers: http.IncomingHttpHeaders };
type StandInPage = { status?: number; headers?: Record<string, string>; body: string; tags?: string[]; delayMs?: number; readAt?: number };

/** The cache in front of a stand-in for Next that renders `page(url)` and notes the tags it "read". */
async function startServer(options: { lifetimeSeconds?: number; maxBytes?: number; now?: () => number; page?: (url: string) => StandInPage } = {}) {
  const renders: Rendered[] = [];
  const page =
    options.page ??
    ((url: string): StandInPage => ({
      body: `<html><head><script nonce="n">boot("${url}")</script></head><body><h1>${url}</h1><script type="application/ld+json">{}</script></body></html>`,
      tags: [`page:${url}`],
    }));
  const server = http.createServer((request, response) => {
    void cache.handle(request, response, async () => {
      renders.push({ url: request.url!, headers: { ...request.headers } });
      const answer = page(request.url!);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      notePublicRead(answer.tags ?? [], answer.readAt ?? Date.now());
      response.writeHead(answer.status ?? 200, {
        "content-type": "text/html; charset=utf-8",
        "x-request-id": "the-render's-own",
        "strict-transport-security": "max-age=1",
        vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
        "content-security-policy": "script-src 'nonce-per-request'",
        "x-content-type-options": "nosniff",
        ...answer.headers,
      });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cache = createVisitorPageCache({ lifetimeSeconds: options.lifetimeSeconds ?? 60, maxBytes: options.maxBytes, origin: () => origin, now: options.now });
  const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const response = await fetch(`${origin}${path}`, { method, headers, redirect: "manual" });
    return { status: response.status, headers: response.headers, body: await response.text(), outcome: response.headers.get("x-visitor-cache") };
  };
  return {
    origin,
    get,
    renders,
    cache,
    close: () => {
      cache.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("a visitor page served from a copy", () => {
  let app: Awaited<ReturnType<typeof startServer>>;
  afterEach(async () => app?.close());

  it("the second visitor gets the first one's copy, and the page is rendered once", async () => {
    app = await startServer();
    const first = await app.get("/product/a1");
    const second = await app.get("/product/a1");
    expect([first.outcome, second.outcome]).toEqual(["miss", "hit"]);
    expect(second.body).toBe(first.body);
    expect(app.renders).toHaveLength(1);
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(second.headers.get("vary")).toBe("rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding");
    // What belonged to the render's own request and connection is not replayed.
    expect(second.headers.get("x-request-id")).toBeNull();
    expect(second.headers.get("strict-transport-security")).toBeNull();
    expect(app.cache.stats()).toEqual({ copies: 1, bytes: expect.any(Number) });
  });

  it("the least recently read copies go first when the memory for copies is full", async () => {
    app = await startServer({ maxBytes: 700, page: (url) => ({ body: `<p>${url}</p>`.padEnd(200, " ") }) });
    await app.get("/product/one");
    await app.get("/product/two");
    const { bytes } = app.cache.stats();
    expect(bytes).toBeGreaterThan(200);
    await app.get("/product/one");
    await app.get("/product/three");
    expect(app.cache.stats().copies).toBeLessThan(3);
    expect((await app.get("/product/one")).outcome).toBe("hit");
    expect((await app.get("/product/two")).outcome).toBe("miss");
    expect(app.cache.stats().bytes).toBeLessThanOrEqual(700);
  });

  it("a page larger than 4 MiB is not kept and its reader gets a render of their own", async () => {
    app = await startServer({ page: () => ({ body: "x".repeat(4 * 1024 * 1024 + 1) }) });
    const big = await app.get("/about");
    expect([big.outcome, big.body.length]).toEqual(["bypass", 4 * 1024 * 1024 + 1]);
    expect(app.cache.stats().copies).toBe(0);
  });

  it("a copy of Next's router payload for a visitor's navigation is kept apart, without a page's policy", async () => {
    app = await startServer({ page: (url) => ({ body: `0:["${url}"]`, headers: { "content-type": "text/x-component" } }) });
    const headers = { rsc: "1", "next-router-state-tree": "%5B%5D" };
    await app.get("/home", headers);
    const payload = await app.get("/home", headers);
    expect([payload.outcome, payload.headers.get("content-type")]).toEqual(["hit", "text/x-component"]);
    expect(payload.headers.get("content-security-policy")).toBeNull();
    expect((await app.get("/home")).outcome).toBe("miss");
  });

  it("visitors arriving together wait for one render", async () => {
    app = await startServer({ page: (url) => ({ body: `<p>${url}</p>`, delayMs: 150 }) });
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.get("/home")));
    expect(answers.every((answer) => answer.status === 200 && answer.body === "<p>/home</p>")).toBe(true);
    expect(app.renders).toHaveLength(1);
  });

  it("its policy allows exactly its own inline scripts, with no nonce", async () => {
    app = await startServer();
    const copy = await app.get("/about");
    const policy = copy.headers.get("content-security-policy")!;
    expect(policy).toContain(`script-src 'self' 'sha256-${sha256('boot("/about")')}';`);
    expect(policy.match(/script-src[^;]*/)![0]).not.toMatch(/nonce|unsafe-inline|strict-dynamic/);
    expect(policy).toContain("frame-ancestors 'none'");
    const overTls = await app.get("/about", { "x-forwarded-proto": "https" });
    expect(overTls.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect(overTls.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(copy.headers.get("strict-transport-security")).toBeNull();
  });

  it("a signed-in reader is rendered for, never stored, and never served a visitor's copy", async () => {
    app = await startServer({ page: (url) => ({ body: `<p>${url} for ${app.renders.at(-1)?.headers.cookie ? "Amina" : "a visitor"}</p>` }) });
    const signedIn = await app.get("/home", { cookie: SESSION });
    expect(signedIn.outcome).toBe("bypass");
    expect(signedIn.body).toContain("Amina");
    const visitor = await app.get("/home");
    expect(visitor.outcome).toBe("miss");
    expect(visitor.body).not.toContain("Amina");
    const signedInAgain = await app.get("/home", { cookie: SESSION });
    expect(signedInAgain.outcome).toBe("bypass");
    expect(signedInAgain.body).toContain("Amina");
    expect(app.renders).toHaveLength(3);
  });

  it("the render for a copy carries nothing of the visitor but what the copy is keyed by", async () => {
    app = await startServer();
    await app.get("/search?q=poison", {
      cookie: "theme=dark; next-auth.csrf-token=abc",
      "x-forwarded-host": "evil.example",
      "x-forwarded-for": "6.6.6.6",
      "accept-language": "sw",
      rsc: "1",
      "next-router-state-tree": "%5B%22%22%5D",
    });
    const seen = app.renders[0]!.headers;
    expect(seen.cookie).toBeUndefined();
    expect(seen["x-forwarded-host"]).toBeUndefined();
    expect(seen["x-forwarded-for"]).toBeUndefined();
    expect(seen["accept-language"]).toBeUndefined();
    expect(seen.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(seen.rsc).toBe("1");
    expect(seen["next-router-state-tree"]).toBe("%5B%22%22%5D");
    expect(seen["next-router-prefetch"]).toBeUndefined();
    expect(seen["x-visitor-page-fill"]).toBeUndefined();
    // Uncompressed (the server compresses each copy once), and as the kind of request it is.
    expect(seen["accept-encoding"]).toBe("identity");
    expect([seen.accept, seen["sec-fetch-dest"]]).toEqual(["*/*", "empty"]);
    await app.get("/search?q=page", { "user-agent": "Mozilla/5.0 (Linux; Android 10)", accept: "application/json" });
    const page = app.renders[1]!.headers;
    expect([page.accept, page["sec-fetch-dest"], page["user-agent"]]).toEqual(["text/html", "document", "Mozilla/5.0 (Linux; Android 10)"]);
    await app.get("/search?q=router", { rsc: "1", accept: "text/x-component" });
    expect(app.renders[2]!.headers.accept).toBe("text/x-component");
  });

  it("a fill header sent from outside is dropped and gives no access to a render's reads", async () => {
    app = await startServer();
    const forged = await app.get("/about", { "x-visitor-page-fill": "00000000-0000-4000-8000-000000000000" });
    expect(forged.outcome).toBe("miss");
    expect(app.renders.map((render) => render.headers["x-visitor-page-fill"])).not.toContain("00000000-0000-4000-8000-000000000000");
  });

  it("a render that sets a cookie, redirects or fails is not kept, and the reader gets a render of their own", async () => {
    app = await startServer({
      page: (url): StandInPage =>
        url === "/home" ? { body: "cookie", headers: { "set-cookie": "a=b" } } : url === "/category/Old" ? { status: 308, body: "", headers: { location: "/category/New" } } : { status: 503, body: "later" },
    });
    for (const [path, status] of [["/home", 200], ["/category/Old", 308], ["/studentmarketplace", 503]] as const) {
      const answers = [await app.get(path), await app.get(path)];
      expect(answers.map((answer) => [answer.status, answer.outcome])).toEqual([
        [status, "bypass"],
        [status, "bypass"],
      ]);
    }
    // Each request: one render for the copy that was not kept, one for the reader.
    expect(app.renders).toHaveLength(12);
  });

  it("a write to what the page shows expires its copy; a write to something else does not", async () => {
    app = await startServer({ page: (url) => ({ body: url, tags: [`product:${url.slice(-2)}`, "seller:s7"] }) });
    await app.get("/product/p1");
    notePublicExpiry(["product:p2"], Date.now() + 1);
    expect((await app.get("/product/p1")).outcome).toBe("hit");
    notePublicExpiry(["seller:s7"], Date.now() + 1);
    expect((await app.get("/product/p1")).outcome).toBe("miss");
    notePublicExpiry(["*"], Date.now() + 1);
    expect((await app.get("/product/p1")).outcome).toBe("miss");
  });

  it("a copy that read nothing tagged goes with any write", async () => {
    app = await startServer({ page: () => ({ body: "terms", tags: [] }) });
    await app.get("/terms");
    expect((await app.get("/terms")).outcome).toBe("hit");
    notePublicExpiry(["product:unrelated"], Date.now() + 1);
    expect((await app.get("/terms")).outcome).toBe("miss");
  });

  it("a write announced while the copy was being made leaves that copy unkept", async () => {
    app = await startServer({
      page: () => {
        setTimeout(() => notePublicExpiry(["product:race"], Date.now()), 20);
        return { body: "old price", tags: ["product:race"], delayMs: 80 };
      },
    });
    // Its reader gets it (a render of their own would have been no newer), the next one a new render.
    expect((await app.get("/product/race")).outcome).toBe("miss");
    expect((await app.get("/product/race")).outcome).toBe("miss");
    expect(app.renders).toHaveLength(2);
  });

  it("a copy lives at most the lifetime, and a lifetime of 0 turns the cache off", async () => {
    let clock = Date.now();
    app = await startServer({ lifetimeSeconds: 5, now: () => clock });
    await app.get("/safety");
    clock += 4_999;
    expect((await app.get("/safety")).outcome).toBe("hit");
    clock += 1;
    expect((await app.get("/safety")).outcome).toBe("miss");
    await app.close();
    // Counted from the oldest cached read the render used, so a lost notice shows within one lifetime.
    app = await startServer({ lifetimeSeconds: 5, now: () => clock, page: () => ({ body: "kept read", tags: ["product:old"], readAt: clock - 4_000 }) });
    await app.get("/product/old");
    clock += 999;
    expect((await app.get("/product/old")).outcome).toBe("hit");
    clock += 1;
    expect((await app.get("/product/old")).outcome).toBe("miss");
    await app.close();
    app = await startServer({ lifetimeSeconds: 0 });
    expect((await app.get("/safety")).outcome).toBe("bypass");
    expect((await app.get("/safety")).outcome).toBe("bypass");
  });

  it("answers brotli, gzip or plain as the reader accepts, and HEAD with the headers only", async () => {
    app = await startServer();
    await app.get("/contact");
    const origin = (await app.get("/contact")).body;
    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        http.get(`${app.origin}/contact`, { headers: { "accept-encoding": encoding } }, (response) => {
          const parts: Buffer[] = [];
          response.on("data", (part: Buffer) => parts.push(part));
          response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(parts) }));
        }).on("error", reject);
      });
    const br = await raw("br");
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(origin);
    const gz = await raw("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(origin);
    const plain = await raw("identity");
    expect([plain.encoding, plain.body.toString()]).toEqual([undefined, origin]);
    const head = await app.get("/contact", {}, "HEAD");
    expect(head.outcome).toBe("hit");
    expect(head.body).toBe("");
    // A HEAD with no copy yet is rendered for itself, and makes none.
    expect((await app.get("/terms", {}, "HEAD")).outcome).toBe("bypass");
    expect((await app.get("/terms")).outcome).toBe("miss");
  });

  it("says nothing about pages it never holds", async () => {
    app = await startServer();
    expect((await app.get("/api/health")).outcome).toBeNull();
    expect((await app.get("/home?utm_source=x")).outcome).toBe("bypass");
  });
});
