import type { Page, TestInfo } from "@playwright/test";

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
