import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { showTheme, type Theme } from "./support";

// axe-core over every page the e2e suite visits: WCAG 2.1 A and AA plus
// axe's best practices, in the light and the dark theme, at the width of the project that
// runs the test. tests/e2e/fixtures.ts calls `watchAccessibility` on every context it
// hands out; a test fails with one line per violation when its pages are done.

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * What the theme changes is colour (Tailwind's `dark:` classes; the toggle also swaps its
 * decorative icon): in the second theme only the rules that read colours can find something
 * new, so the structure is not checked twice.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Violations someone is fixing right now, each as narrow as it can be: the rule, a piece of
 * the target selector and the page. Remove an entry as soon as its fix lands; never add a
 * whole rule here.
 */
const PENDING_FIXES: Array<{ rule: string; target: RegExp; path: RegExp; why: string }> = [];

/**
 * The page as a route, so the same screen is checked once per run, project and kind of visitor:
 * ids (UUIDs, numbers) and category names become placeholders, the query string is dropped.
 */
export function routePattern(url: string): string {
  const { pathname } = new URL(url);
  return pathname
    .split("/")
    .map((segment, index, all) => {
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment)) return "[id]";
      if (/^\d+$/.test(segment)) return "[n]";
      if (all[index - 1] === "category" && index === 2) return "[categoryName]";
      return segment;
    })
    .join("/");
}

function currentTheme(page: Page): Promise<Theme> {
  return page.evaluate(() => (document.documentElement.classList.contains("dark") ? "dark" : "light"));
}

function failureLines(url: string, theme: Theme, violation: { id: string; help: string; impact?: string | null; nodes: Array<{ target: unknown; failureSummary?: string }> }) {
  return violation.nodes.map((node) => {
    const target = JSON.stringify(node.target);
    const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
    return `${violation.id} (${violation.impact ?? "?"}) on ${url} [${theme}] at ${target}: ${violation.help}. ${summary}`;
  });
}

/**
 * Runs axe on the page as it is now, in its theme and then in the other, and puts the page
 * back as it was. Returns one line per failing element, naming the rule, the page, the theme
 * and the element's selector.
 */
export async function checkAccessibility(page: Page): Promise<string[]> {
  const url = page.url();
  const path = url.startsWith("http") ? new URL(url).pathname : url;
  const original = await currentTheme(page);
  const emulated = await page.evaluate(() => ({
    dark: window.matchMedia("(prefers-color-scheme: dark)").matches,
    reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  }));
  // Reduced motion cuts transitions to nothing (app/globals.css), so axe reads final colours.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const found: string[] = [];
  try {
    for (const theme of [original, original === "dark" ? "light" : "dark"] as const) {
      await showTheme(page, theme);
      // Legacy mode runs axe in the page itself instead of gathering the results in a new
      // blank page of the test's context; the app has no cross-origin frames to reach.
      const axe = new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS);
      if (theme !== original) axe.withRules(COLOUR_RULES);
      const { violations } = await axe.analyze();
      for (const violation of violations) {
        for (const line of failureLines(url, theme, violation)) {
          const pending = PENDING_FIXES.some((fix) => fix.rule === violation.id && fix.path.test(path) && fix.target.test(line));
          if (!pending) found.push(line);
        }
      }
    }
  } finally {
    await showTheme(page, original);
    await page.emulateMedia({ colorScheme: emulated.dark ? "dark" : "light", reducedMotion: emulated.reducedMotion ? "reduce" : "no-preference" });
  }
  return found;
}

/** The page left or closed while axe ran: it is checked on another visit. */
const GONE = /Execution context was destroyed|Target page, context or browser has been closed|frame was detached|navigat/i;

export type AccessibilityWatch = {
  /** Checks every open page of the context whose route was not checked yet. */
  checkOpenPages(): Promise<void>;
};

/**
 * Claims a route for this run: true for the first worker that asks. A file per route in the
 * run's output folder (emptied when a run starts), so workers, and a worker restarted after a
 * failed test, do not check the same screen again.
 */
function claim(testInfo: TestInfo, key: string): boolean {
  const folder = path.join(testInfo.project.outputDir, ".axe-checked");
  fs.mkdirSync(folder, { recursive: true });
  try {
    fs.writeFileSync(path.join(folder, encodeURIComponent(key)), "", { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function unclaim(testInfo: TestInfo, key: string) {
  fs.rmSync(path.join(testInfo.project.outputDir, ".axe-checked", encodeURIComponent(key)), { force: true });
}

/**
 * Checks each page of `context` before it leaves for another address with `page.goto` or
 * `page.reload` (the test is done with it then, so axe sees a settled screen), and, through
 * `checkOpenPages`, where the test leaves it. A route is checked once per worker and `who`
 * (`visitor` or `signed-in`) and project in the whole run (see `claim`), so the suite's time
 * grows with the number of screens, not of tests. Violations go to `violations`.
 */
export function watchAccessibility(
  context: BrowserContext,
  who: string,
  { violations, testInfo }: { violations: string[]; testInfo: TestInfo },
): AccessibilityWatch {
  async function check(page: Page) {
    if (page.isClosed()) return;
    const url = page.url();
    if (!/^https?:/.test(url)) return;
    const key = `${testInfo.project.name} ${who} ${routePattern(url)}`;
    if (!claim(testInfo, key)) return;
    const started = Date.now();
    try {
      // A page still streaming or hydrating would change under axe.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 10_000 }).catch(() => undefined);
      if ((await page.evaluate(() => document.contentType)) !== "text/html") return;
      violations.push(...(await checkAccessibility(page)));
      // In the report, which screens this test checked and what it cost.
      testInfo.annotations.push({ type: "axe", description: `${key} in ${Date.now() - started} ms` });
    } catch (error) {
      unclaim(testInfo, key);
      if (!GONE.test(String(error))) throw error;
    } finally {
      // The check's time is not the test's: a long journey keeps its own budget.
      if (testInfo.timeout > 0) testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
    }
  }

  function instrument(page: Page) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      await check(page);
      return goto(...args);
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      await check(page);
      return reload(...args);
    };
  }

  for (const page of context.pages()) instrument(page);
  context.on("page", instrument);

  return {
    async checkOpenPages() {
      for (const page of context.pages()) await check(page);
    },
  };
}
