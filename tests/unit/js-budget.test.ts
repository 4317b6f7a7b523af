import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  JS_BUDGET_MARGIN_BYTES,
  firstLoadFiles,
  jsBudgetFor,
  measureJsBudget,
  measurePublicPages,
  overJsBudget,
  routeOf,
  runtimeBytesOf,
} from "@/scripts/measurements/check-js-budget.mjs";

// The first-load JavaScript check reads a build's manifests the way Next.js 16
// writes them; here a small build is written by hand, and a page that gains a heavy chunk
// fails the budget (the deliberate regression the check exists for). The budget is the
// build's own runtime plus 40 KB, so these builds carry a 60 KB runtime of their own.

function writeBuild(pageChunks: Record<string, string[]>, sizes: Record<string, number>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "js-budget-"));
  fs.mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
  // Random bytes do not compress: a file's gzip size is about its length.
  for (const [file, bytes] of Object.entries(sizes)) fs.writeFileSync(path.join(dist, file), randomBytes(bytes));
  fs.writeFileSync(path.join(dist, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/runtime.js"], polyfillFiles: ["static/chunks/polyfills.js"] }));
  for (const [pageKey, chunks] of Object.entries(pageChunks)) {
    const directory = path.join(dist, "server", "app", ...pageKey.split("/").slice(1, -1));
    fs.mkdirSync(directory, { recursive: true });
    const entryJSFiles = { "[project]/app/layout": ["static/chunks/root-layout.js"], [`[project]/app${pageKey}`]: chunks };
    fs.writeFileSync(
      path.join(directory, "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(pageKey)}] = ${JSON.stringify({ entryJSFiles })};`,
    );
  }
  return dist;
}

const sizes = { "static/chunks/runtime.js": 60_000, "static/chunks/polyfills.js": 40_000, "static/chunks/root-layout.js": 10_000, "static/chunks/page.js": 20_000, "static/chunks/dialog.js": 40_000 };

describe("the first-load JavaScript budget", () => {
  it("names a URL without route groups", () => {
    expect(routeOf("/(public)/product/[id]/page")).toBe("/product/[id]");
    expect(routeOf("/(public)/page")).toBe("/");
  });

  it("counts the runtime, the layouts, error and loading boundaries and the page, each file once, and no polyfills", () => {
    const files = firstLoadFiles({
      rootMainFiles: ["a.js"],
      entryJSFiles: {
        "[project]/app/layout": ["b.js"],
        "[project]/app/error": ["e.js"],
        "[project]/app/(public)/layout": ["b.js", "c.js"],
        "[project]/app/(public)/home/loading": ["l.js"],
        "[project]/app/(public)/home/page": ["a.js", "d.js"],
        "[project]/app/other/page": ["x.js"],
        "[project]/app/other/error": ["y.js"],
      },
      pageKey: "/(public)/home/page",
    });
    expect(files.sort()).toEqual(["a.js", "b.js", "c.js", "d.js", "e.js", "l.js"]);
  });

  it("passes public pages within the budget and leaves other pages out", () => {
    const dist = writeBuild({ "/(public)/home/page": ["static/chunks/page.js"], "/(account)/cart/page": ["static/chunks/dialog.js"] }, sizes);
    const pages = measurePublicPages(dist);
    expect(pages.map((page) => page.route)).toEqual(["/home"]);
    expect(pages[0]!.bytes).toBeGreaterThan(90_000);
    expect(pages[0]!.bytes).toBeLessThan(92_000);
    expect(overJsBudget(pages, 120_000)).toEqual([]);
  });

  it("takes the runtime from the build's root main files, without polyfills, and allows 40 KB (gzip) on top", () => {
    const dist = writeBuild({ "/(public)/home/page": ["static/chunks/page.js"] }, sizes);
    const runtime = runtimeBytesOf(dist);
    expect(runtime).toBeGreaterThan(60_000);
    expect(runtime).toBeLessThan(60_200);
    expect(JS_BUDGET_MARGIN_BYTES).toBe(40_960);
    expect(jsBudgetFor(runtime)).toBe(runtime + 40_960);
    expect(measureJsBudget(dist)).toMatchObject({ runtime, budget: runtime + 40_960, pages: [{ route: "/home" }] });
  });

  it("holds a page at exactly the budget and fails one byte more", () => {
    const pages = [
      { route: "/home", files: 3, bytes: 100_000 },
      { route: "/search", files: 3, bytes: 100_001 },
    ];
    expect(overJsBudget(pages, 100_000)).toEqual(["/search: 97.7 KB gzip (budget 97.7 KB)"]);
  });

  it("passes a build whose public pages stay within their runtime plus 40 KB", () => {
    const dist = writeBuild({ "/(public)/home/page": ["static/chunks/page.js"], "/(public)/search/page": ["static/chunks/page.js"] }, sizes);
    const { budget, pages } = measureJsBudget(dist);
    expect(overJsBudget(pages, budget)).toEqual([]);
  });

  it("fails a public page that gains a heavy chunk past its runtime plus 40 KB, naming it", () => {
    const dist = writeBuild({ "/(public)/home/page": ["static/chunks/page.js", "static/chunks/dialog.js"], "/(public)/search/page": ["static/chunks/page.js"] }, sizes);
    const { budget, pages } = measureJsBudget(dist);
    const over = overJsBudget(pages, budget);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^\/home: 12\d\.\d KB gzip \(budget 98\.\d KB\)$/);
  });

  describe("run as CI runs it", () => {
    const check = (dist: string) =>
      spawnSync(process.execPath, [path.join(process.cwd(), "scripts/measurements/check-js-budget.mjs"), "--dist", dist], { encoding: "utf8" });

    it("prints the runtime, the budget and each page, and exits 0 when every page is within it", () => {
      const run = check(writeBuild({ "/(public)/home/page": ["static/chunks/page.js"] }, sizes));
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/Runtime every page loads: 58\.\d KB gzip; budget: runtime \+ 40\.0 KB = 98\.\d KB/);
      expect(run.stdout).toMatch(/ 8\d\.\d KB {2}\/home {2}\(runtime \+ 29\.\d KB, 3 files\)/);
    });

    it("exits 1 naming the page when one page's first load is over its runtime plus 40 KB", () => {
      const run = check(writeBuild({ "/(public)/home/page": ["static/chunks/page.js"], "/(public)/product/[id]/page": ["static/chunks/page.js", "static/chunks/dialog.js"] }, sizes));
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/over budget:\n\/product\/\[id\]: 12\d\.\d KB gzip \(budget 98\.\d KB\)/);
    });
  });
});
