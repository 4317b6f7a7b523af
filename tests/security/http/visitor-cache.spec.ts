import { createHash, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO_BUYER, DEMO_PASSWORD } from "../../../prisma/demo-data";
import { freshLoopbackAddress, probe, signInOverHttp, type ProbeResponse } from "./probe";

// Visitors' public pages come from copies the server keeps (docs/decisions/cached-visitor-pages.md),
// probed as an attacker would: a copy must never hold a signed-in render, never be shaped by
// what one visitor sends, and allow exactly its own inline scripts.

const outcome = (response: ProbeResponse) => response.headers["x-visitor-cache"];
const scriptSources = (response: ProbeResponse) =>
  String(response.headers["content-security-policy"] ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src")
    ?.slice(1) ?? [];

/** The inline scripts a browser would run, hashed as CSP does: written here apart from the server's own code. */
function inlineScriptDigests(html: string): string[] {
  const digests = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    digests.add(`'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}'`);
  }
  return [...digests].sort();
}

/**
 * A visitor's page answered from a copy. Other suites write while this one runs, and a write to
 * what the page shows expires its copy, so it asks until one is served.
 */
async function visitorCopy(path: string): Promise<ProbeResponse> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await probe({ path, headers: { "accept-encoding": "identity" } });
    if (outcome(answer) === "hit") return answer;
  }
  throw new Error(`${path} was never answered from a copy`);
}

for (const path of ["/home", "/studentmarketplace", "/category/all", "/search?q=calculator", "/about", "/product/00000000-0000-0000-0000-000000000000"]) {
  test(`${path}: a visitor's copy allows exactly its own inline scripts and no nonce`, async () => {
    const copy = await visitorCopy(path);
    const sources = scriptSources(copy);
    const inline = inlineScriptDigests(copy.body);
    expect(inline.length).toBeGreaterThan(0);
    expect(sources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(inline);
    expect(sources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(String(copy.headers["content-security-policy"])).toMatch(/object-src 'none'.*base-uri 'self'.*frame-ancestors 'none'/);
  });
}

test("signed-in pages are rendered per response, each with a nonce of its own on every script", async () => {
  const session = await signInOverHttp(DEMO_BUYER.email, DEMO_PASSWORD, freshLoopbackAddress());
  expect(session.signedIn).toBe(true);
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const page = await probe({ path: "/studentmarketplace", headers: { cookie: session.cookies } });
    expect(outcome(page)).toBe("bypass");
    const nonce = scriptSources(page).find((source) => source.startsWith("'nonce-"))!.slice(7, -1);
    expect(scriptSources(page)).toContain("'strict-dynamic'");
    const executable = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "").filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("a signed-in render is never served to a visitor, nor a visitor's copy to a signed-in reader", async () => {
  const session = await signInOverHttp(DEMO_BUYER.email, DEMO_PASSWORD, freshLoopbackAddress());
  for (const path of ["/home", "/studentmarketplace", `/search?q=notebook-${randomUUID().slice(0, 8)}`]) {
    // The signed-in reader first, so a copy made from their render would be the visitors' next.
    const signedIn = await probe({ path, headers: { cookie: session.cookies } });
    expect(outcome(signedIn), path).toBe("bypass");
    expect(signedIn.body.includes(DEMO_BUYER.email), `${path}: the signed-in render names its reader`).toBe(true);
    const visitors = [await probe({ path }), await visitorCopy(path)];
    expect(outcome(visitors[0]!), path).toMatch(/^(miss|hit)$/);
    for (const visitor of visitors) expect(visitor.body.includes(DEMO_BUYER.email), `${path}: a visitor's page names nobody`).toBe(false);
    // And with the visitors' copy in place, the signed-in reader still gets their own page.
    const again = await probe({ path, headers: { cookie: session.cookies } });
    expect(outcome(again), path).toBe("bypass");
    expect(again.body.includes(DEMO_BUYER.email), `${path}: still their own page`).toBe(true);
  }
});

test("what one visitor sends beyond the address cannot shape the copy the next visitor gets", async () => {
  // A listing nobody has: its not-found copy expires only with a write to that listing, so the
  // next visitor surely gets the copy the first one's request made.
  const path = `/product/${randomUUID()}`;
  const planted = await probe({
    path,
    headers: {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-nonce": "attacker-chosen-nonce-value",
      "x-visitor-page-fill": randomUUID(),
      "accept-language": "sw",
      cookie: "next-auth.csrf-token=planted; next-auth.callback-url=http%3A%2F%2Fevil.example",
    },
  });
  expect(planted.status).toBe(404);
  expect(outcome(planted)).toBe("miss");
  const next = await probe({ path });
  expect(next.status).toBe(404);
  expect(outcome(next)).toBe("hit");
  expect(/evil\.example|attacker-chosen-nonce-value|planted/.test(next.body), "the planted values are in the copy").toBe(false);
  // The https of the first visitor is theirs: the next one over plain HTTP is not told to upgrade.
  expect(next.headers["strict-transport-security"]).toBeUndefined();
  expect(String(next.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
});

test("a parameter the page does not read, a form post or a HEAD with no copy yet is rendered for itself", async () => {
  expect(outcome(await probe({ path: "/home?utm_source=whatsapp" }))).toBe("bypass");
  expect(outcome(await probe({ path: `/search?q=${randomUUID()}`, method: "HEAD" }))).toBe("bypass");
  const posted = await probe({ path: "/home", method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
  expect(outcome(posted)).toBe("bypass");
});
