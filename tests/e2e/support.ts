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

declare global {
  interface Window {
    __shownToasts?: string[];
  }
}

/**
 * Keeps a list of every toast the page shows from now on (react-hot-toast's status
 * messages in the app's toaster), for expectToast. A success toast stays 2 s; a browser
 * starved of CPU by other work on the machine has shown one late and briefly enough for
 * a visibility check, which looks about once a second, to miss it.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = (window.__shownToasts = []);
    const recorded = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const message of document.querySelectorAll('.app-toaster [role="status"]')) {
        const text = message.textContent?.trim();
        if (!text || recorded.has(message)) continue;
        recorded.add(message);
        shown.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Waits until the page has shown a toast with exactly this text (see recordToasts), and
 * uses it up, so checking for the same text again waits for a new one.
 */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const shown = window.__shownToasts ?? [];
          const at = shown.indexOf(wanted);
          if (at === -1) return false;
          shown.splice(at, 1);
          return true;
        }, text),
      { message: `a toast reading "${text}"` },
    )
    .toBe(true);
}

/**
 * Screenshots for looking at (every screen at both widths and themes), in the test's output
 * folder. `reloadable` pages are shown again in the dark theme, which the page applies as it
 * loads; a state that only lives in the open page stays light.
 */
export async function look(page: Page, testInfo: TestInfo, name: string, { reloadable = true } = {}) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-light.png`), fullPage: true });
  if (!reloadable) return;
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await waitForHydration(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}-dark.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await waitForHydration(page);
}

/** Like expectToast, for a toast whose text carries a value the test cannot know (a transaction id). */
export async function expectToastMatching(page: Page, pattern: RegExp): Promise<string> {
  let matched = "";
  await expect
    .poll(
      async () => {
        matched = await page.evaluate((source) => {
          const shown = window.__shownToasts ?? [];
          const at = shown.findIndex((text) => new RegExp(source).test(text));
          return at === -1 ? "" : shown.splice(at, 1)[0]!;
        }, pattern.source);
        return matched !== "";
      },
      { message: `a toast matching ${pattern}` },
    )
    .toBe(true);
  return matched;
}
