import { expect, type Browser, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/demo-data";

/** A browser signed in on one instance, through the login form as a person does. */
export async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // My shop opens its terms by itself once; these journeys are not about that.
  await page.addInitScript(() => window.localStorage.setItem("hasSeenToS", "true"));
  await page.goto("/auth");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/home$/);
  return page;
}
