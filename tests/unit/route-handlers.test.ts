import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { isCrossSiteRequest } from "@/lib/api/same-origin";

// A state-changing request another site's page made is refused by every
// route handler, in the wrapper that builds it (lib/api/responses.ts), so a new route cannot
// forget. The browser says where a request comes from in Origin (or Sec-Fetch-Site when it
// sends no Origin); the site's own origin is the request's host (X-Forwarded-Host behind a
// proxy, as Next checks server actions) or NEXTAUTH_URL's.

const SITE = "https://market.example.ac.ke";

function request(method: string, headers: Record<string, string>) {
  return new Request("http://127.0.0.1:3000/api/x", { method, headers });
}

const crossSite = (method: string, headers: Record<string, string>) => isCrossSiteRequest(request(method, headers), SITE);

describe("a request is cross-site", () => {
  it.each([
    ["another site's Origin", { origin: "http://evil.example", host: "localhost:3300" }],
    ["an opaque 'null' Origin (sandboxed frame, data: page)", { origin: "null", host: "localhost:3300" }],
    ["an Origin that is not a URL", { origin: "evil", host: "localhost:3300" }],
    ["the site's host on another port", { origin: "http://localhost:9999", host: "localhost:3300" }],
    ["the site's host as a prefix of another", { origin: "http://localhost:3300.evil.example", host: "localhost:3300" }],
    ["a subdomain of the site", { origin: "https://evil.market.example.ac.ke", host: "market.example.ac.ke" }],
    ["no Origin but Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site", host: "localhost:3300" }],
    ["no Origin but Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site", host: "localhost:3300" }],
  ])("when it carries %s", (_label, headers) => {
    expect(crossSite("POST", headers)).toBe(true);
    expect(crossSite("PUT", headers)).toBe(true);
    expect(crossSite("DELETE", headers)).toBe(true);
    expect(crossSite("PATCH", headers)).toBe(true);
  });
});

describe("a request is the site's own", () => {
  it.each([
    ["its Origin is the request's own host", { origin: "http://localhost:3300", host: "localhost:3300" }],
    ["its Origin is the forwarded host behind a proxy", { origin: "https://shop.example", host: "127.0.0.1:3000", "x-forwarded-host": "shop.example" }],
    ["its Origin is NEXTAUTH_URL's", { origin: SITE, host: "10.0.0.5:3000" }],
    ["no Origin and Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin", host: "localhost:3300" }],
    ["no Origin and Sec-Fetch-Site: none (typed by the user)", { "sec-fetch-site": "none", host: "localhost:3300" }],
    ["neither header: a client that is not a browser (curl, a script)", { host: "localhost:3300" }],
  ])("when %s", (_label, headers) => {
    expect(crossSite("POST", headers)).toBe(false);
  });

  it("for reads whatever the headers say: GET, HEAD and OPTIONS change nothing", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(crossSite(method, { origin: "http://evil.example", "sec-fetch-site": "cross-site" })).toBe(false);
  });
});

describe("the rule holds for every route handler", () => {
  function routeFiles(folder: string): string[] {
    return readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) return routeFiles(full);
      return name === "route.ts" ? [full] : [];
    });
  }

  // next-auth's own endpoints check its CSRF token (double-submit cookie) themselves.
  const NEXT_AUTH = path.join("app", "api", "auth", "[...nextauth]", "route.ts");
  const METHODS = "GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS";

  it("every exported handler is built by a wrapper of lib/api/responses.ts", () => {
    const files = routeFiles(path.join(process.cwd(), "app")).map((file) => path.relative(process.cwd(), file));
    expect(files.length).toBeGreaterThan(5);
    const unwrapped = files
      .filter((file) => file !== NEXT_AUTH)
      .flatMap((file) => {
        const source = readFileSync(file, "utf8");
        const exported = [...source.matchAll(new RegExp(`export\\s+(?:async\\s+)?(?:function|const|let|var)\\s+(${METHODS})\\b(.*)`, "g"))];
        const listed = [...source.matchAll(new RegExp(`export\\s*\\{[^}]*\\bas\\s+(${METHODS})\\b`, "g"))];
        return [
          ...exported.filter((match) => !/^\s*=\s*(publicRoute|userRoute|serverCallbackRoute)\s*(<[^>]*>)?\s*\(/.test(match[2]!)).map((match) => `${file}: ${match[1]}`),
          ...listed.map((match) => `${file}: ${match[1]}`),
        ];
      });
    expect(unwrapped).toEqual([]);
  });
});
