import { expect, test } from "@playwright/test";
import { probe } from "./probe";

// Every HTML page carries a Content-Security-Policy whose scripts are the page's own: marked
// with a nonce made for that response, or, on a visitor's page served from a copy, listed by
// the hashes of that copy's inline scripts (visitor-cache.spec.ts). An injected <script> (or
// one from another site) does not run, the page cannot be framed, and <base> cannot re-point
// its links.

function directives(header: string | string[] | undefined): Map<string, string[]> {
  const value = Array.isArray(header) ? header.join(";") : (header ?? "");
  return new Map(
    value
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

// Pages rendered per request: a guest page, and public pages for a reader the copies do not
// serve (a query parameter the page does not read).
const PAGES = ["/auth", "/home?ref=nonce", "/studentmarketplace?ref=nonce", "/category/all?ref=nonce", "/product/00000000-0000-0000-0000-000000000000?ref=nonce"];

for (const path of PAGES) {
  test(`${path} is served with a nonce-based Content-Security-Policy`, async () => {
    const page = await probe({ path, headers: { accept: "text/html" } });
    expect(page.headers["x-visitor-cache"] ?? "bypass").toBe("bypass");
    const csp = directives(page.headers["content-security-policy"]);
    const scriptSources = csp.get("script-src") ?? [];
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);

    expect(nonce, "script-src names a nonce").toMatch(/^[A-Za-z0-9+/_-]{16,}={0,2}$/);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources).not.toContain("*");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);

    // Every script Next.js and the app write into the page carries that nonce.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    const executable = scripts.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  });
}

test("a page address with a dot in it gets the policy too (the middleware matcher must not take it for a file)", async () => {
  for (const path of ["/category/Text.books", "/seller/someone.example"]) {
    const page = await probe({ path, headers: { accept: "text/html", "x-nonce": "attacker-chosen-nonce-value" } });
    const csp = page.headers["content-security-policy"];
    expect(csp, path).toMatch(/script-src 'self' ('nonce-|'sha256-)/);
    expect(page.body, path).not.toContain("attacker-chosen-nonce-value");
  }
});

test("each response gets a nonce of its own", async () => {
  const nonceOf = async () => directives((await probe({ path: "/auth" })).headers["content-security-policy"]).get("script-src")?.find((source) => source.startsWith("'nonce-"));
  const [first, second] = [await nonceOf(), await nonceOf()];
  expect(first).toBeTruthy();
  expect(first).not.toBe(second);
});

test("a request that reached us over HTTPS is told to keep using HTTPS (HSTS)", async () => {
  const overTls = await probe({ path: "/home", headers: { "x-forwarded-proto": "https" } });
  expect(overTls.headers["strict-transport-security"]).toMatch(/max-age=(\d{8,})/);
});

test("a plain HTTP response carries no HSTS (browsers ignore it there, and local runs stay on HTTP)", async () => {
  const plain = await probe({ path: "/home" });
  expect(plain.headers["strict-transport-security"]).toBeUndefined();
});
