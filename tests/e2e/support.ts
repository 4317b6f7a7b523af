import { expect, type Page, type TestInfo } from "@playwright/test";

export const DEMO_PASSWORD = "campus-demo-2026";
export const DEMO_BUYER_EMAIL = "buyer@demo.campusmarket.ke";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** Waits until React has taken over the page (components/ui/app-toaster.tsx sets the flag). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits until its forms and buttons work. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Logs in through the real form, the way a student does. */
export async function logIn(page: Page, email = DEMO_BUYER_EMAIL, password = DEMO_PASSWORD) {
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** Where recordToasts keeps the toasts shown: the tab's session storage, so a toast shown just before a page load is still counted. */
const SHOWN_TOASTS_KEY = "e2e-shown-toasts";

/**
 * Keeps a list of every toast the page shows from now on (react-hot-toast's status
 * messages in the app's toaster), for expectToast. A success toast stays 2 s; a browser
 * starved of CPU by other work on the machine has shown one late and briefly enough for
 * a visibility check, which looks about once a second, to miss it. The list lives in the
 * tab's session storage: a toast followed by a full page load (Restart tutorial's reload)
 * stays on it.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript((key) => {
    const recorded = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const message of document.querySelectorAll('.app-toaster [role="status"]')) {
        const text = message.textContent?.trim();
        if (!text || recorded.has(message)) continue;
        recorded.add(message);
        const shown = JSON.parse(window.sessionStorage.getItem(key) ?? "[]") as string[];
        window.sessionStorage.setItem(key, JSON.stringify([...shown, text]));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, SHOWN_TOASTS_KEY);
}

/**
 * Takes the first recorded toast that reads `exact` (or matches `pattern`) off the list and
 * returns its text, or "" when none has been shown. A page that is being replaced (a
 * navigation) answers "" and is asked again once the next one is there.
 */
function takeToast(page: Page, wanted: { exact: string } | { pattern: string }): Promise<string> {
  return page
    .evaluate(
      ({ key, wanted }) => {
        const shown = JSON.parse(window.sessionStorage.getItem(key) ?? "[]") as string[];
        const at = shown.findIndex((text) => ("exact" in wanted ? text === wanted.exact : new RegExp(wanted.pattern).test(text)));
        if (at === -1) return "";
        const [taken] = shown.splice(at, 1);
        window.sessionStorage.setItem(key, JSON.stringify(shown));
        return taken!;
      },
      { key: SHOWN_TOASTS_KEY, wanted },
    )
    .catch((error: unknown) => {
      if (error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message)) return "";
      throw error;
    });
}

/**
 * Waits until the page has shown a toast with exactly this text (see recordToasts), and
 * uses it up, so checking for the same text again waits for a new one.
 */
export async function expectToast(page: Page, text: string) {
  await expect.poll(async () => (await takeToast(page, { exact: text })) !== "", { message: `a toast reading "${text}"` }).toBe(true);
}

export type Theme = "light" | "dark";

/**
 * Shows the page in `theme` the way the theme toggle does (components/layout/theme-toggle.tsx:
 * the class on <html> drives Tailwind's `dark:` variant, and the toggle's icons switch in CSS),
 * with the matching system preference emulated, and waits two frames so the new colours are
 * painted. The page is not reloaded: what only lives in the open page (a dialog, a typed form)
 * stays as it is.
 */
export async function showTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate(async (wanted) => {
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(wanted);
    root.style.colorScheme = wanted;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, theme);
}

/**
 * Screenshots for looking at (every screen at both widths and themes), in the test's output
 * folder: the page as it is, then the same page switched to the dark theme in place, and back.
 * Reduced motion while it is dark cuts the colour transitions to nothing (app/globals.css), so
 * the dark picture is not caught half-way.
 */
export async function look(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-light.png`), fullPage: true });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await showTheme(page, "dark");
  await page.screenshot({ path: testInfo.outputPath(`${name}-dark.png`), fullPage: true });
  await showTheme(page, "light");
  await page.emulateMedia({ reducedMotion: "no-preference" });
}

/** Like expectToast, for a toast whose text carries a value the test cannot know (a transaction id). */
export async function expectToastMatching(page: Page, pattern: RegExp): Promise<string> {
  let matched = "";
  await expect
    .poll(
      async () => {
        matched = await takeToast(page, { pattern: pattern.source });
        return matched !== "";
      },
      { message: `a toast matching ${pattern}` },
    )
    .toBe(true);
  return matched;
}
