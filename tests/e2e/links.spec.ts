import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

// No link anywhere in the app leads to a 404, and no page uses an id twice. Crawls every page a role
// can reach by following the links in its server-rendered HTML, from the pages each role
// starts at, and fetches each address once with the role's cookies. Both layouts' links are
// in the HTML (CSS hides one), so one width is enough.

/** Addresses that end a session or are not pages; their own tests cover them. */
const SKIP = [/^\/api\/auth\//, /^\/_next\//];
/** A crawl that finds more than this is following something endless. */
const MAX_PAGES = 400;

type Problem = { path: string; from: string; problem: string };

async function crawl(request: APIRequestContext, starts: string[], { signedIn }: { signedIn: boolean }): Promise<{ visited: number; problems: Problem[] }> {
  const queue: Array<{ path: string; from: string }> = starts.map((path) => ({ path, from: "(start)" }));
  const seen = new Set(starts);
  const problems: Problem[] = [];
  let visited = 0;
  while (queue.length > 0) {
    const { path, from } = queue.shift()!;
    visited += 1;
    if (visited > MAX_PAGES) throw new Error(`more than ${MAX_PAGES} pages: the crawl is following something endless (last: ${path})`);
    const response = await request.get(path);
    const landed = new URL(response.url());
    if (response.status() === 404) problems.push({ path, from, problem: "404" });
    else if (response.status() >= 500) problems.push({ path, from, problem: String(response.status()) });
    // Signed in, an unknown address is sent home (spec route table): a link that lands there by accident is broken too.
    else if (signedIn && landed.pathname === "/home" && !/^\/(home|auth(\/.*)?)?$/.test(new URL(path, landed).pathname)) problems.push({ path, from, problem: "sent to /home" });
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await response.text();
    // A label or aria reference tied to an id used twice names the wrong element: every id once.
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
    const repeated = [...new Set(ids.filter((id, at) => ids.indexOf(id) !== at))];
    if (repeated.length > 0) problems.push({ path, from, problem: `ids used twice: ${repeated.join(", ")}` });
    for (const [, raw] of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
      const href = raw!.replaceAll("&amp;", "&");
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = new URL(href, landed);
      const next = `${target.pathname}${target.search}`;
      if (SKIP.some((pattern) => pattern.test(target.pathname)) || seen.has(next)) continue;
      seen.add(next);
      queue.push({ path: next, from: `${landed.pathname}${landed.search}` });
    }
  }
  return { visited, problems };
}

const SIGNED_IN_STARTS = ["/home", "/studentmarketplace", "/profile", "/profile?tab=orders", "/profile?tab=messages", "/profile?tab=settings", "/cart", "/wishlist", "/myshop", "/subscription"];

test.describe("links", { tag: "@desktop-only" }, () => {
  test.describe.configure({ timeout: 180_000 });

  test("no link a visitor can follow leads to a 404 (or to a page with an id used twice)", async ({ page }) => {
    const { visited, problems } = await crawl(page.request, ["/", "/home", "/studentmarketplace", "/auth", "/auth/signup"], { signedIn: false });
    expect(problems).toEqual([]);
    expect(visited).toBeGreaterThan(20);
  });

  test("no link a buyer can follow leads to a 404", async ({ buyerPage }) => {
    const { visited, problems } = await crawl(buyerPage.request, SIGNED_IN_STARTS, { signedIn: true });
    expect(problems).toEqual([]);
    expect(visited).toBeGreaterThan(20);
  });

  test("no link a seller can follow leads to a 404", async ({ wholesalerPage }) => {
    const { visited, problems } = await crawl(wholesalerPage.request, [...SIGNED_IN_STARTS, "/add-product", "/profile?tab=listings"], { signedIn: true });
    expect(problems).toEqual([]);
    expect(visited).toBeGreaterThan(20);
  });

  test("no link staff can follow leads to a 404", async ({ staffPage }) => {
    const { visited, problems } = await crawl(staffPage.request, [...SIGNED_IN_STARTS, "/admin/codes"], { signedIn: true });
    expect(problems).toEqual([]);
    expect(visited).toBeGreaterThan(20);
  });
});
