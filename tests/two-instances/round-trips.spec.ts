import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO_BUYER } from "../../prisma/demo-data";
import { signedInPage } from "./sign-in";
import { discoverPublicPages } from "../../scripts/measurements/bench-app.mjs";
import { INSTANCE_COUNTED, ROUND_TRIP_CONTROL } from "../../playwright.config";
import { ROUND_TRIP_BUDGET, overBudget, pageRoundTrips } from "../../scripts/measurements/round-trip-budget.mjs";

// The SQL round-trip budget of public pages: the counted instance reaches
// PostgreSQL through scripts/measurements/pg-roundtrips.mjs, and each page is fetched on its own, three
// times, counting what PostgreSQL saw (the fewest of the three: the payment reconciler's
// round can only add). Nothing else sends that instance requests.

const MEASUREMENTS = 3;

async function roundTripsOf(request: APIRequestContext, path: string): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < MEASUREMENTS; i++) {
    await request.post(`${ROUND_TRIP_CONTROL}/reset`);
    const response = await request.get(`${INSTANCE_COUNTED}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    await response.body();
    counts.push(((await (await request.get(`${ROUND_TRIP_CONTROL}/stats`)).json()) as { roundTrips: number }).roundTrips);
  }
  return pageRoundTrips(counts);
}

/** Every public page (scripts/measurements/bench-app.mjs: the benchmark's list, with a real product and seller). */
async function publicPages(): Promise<string[]> {
  return (await discoverPublicPages(INSTANCE_COUNTED)).map((page: { path: string }) => page.path);
}

async function measureAll(request: APIRequestContext, pages: string[]): Promise<Record<string, number>> {
  const measured: Record<string, number> = {};
  for (const path of pages) measured[path] = await roundTripsOf(request, path);
  console.log(Object.entries(measured).map(([path, n]) => `${String(n).padStart(2)}  ${path}`).join("\n"));
  return measured;
}

test(`a visitor's public pages take at most ${ROUND_TRIP_BUDGET} SQL round trips each`, async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const measured = await measureAll(request, await publicPages());
  expect(overBudget(measured)).toEqual([]);
  await request.dispose();
});

test(`a signed-in buyer's public pages take at most ${ROUND_TRIP_BUDGET} SQL round trips each`, async ({ browser }) => {
  // Signed in through the form, as a person is; the page's cookies then go with each fetch.
  const page = await signedInPage(browser, INSTANCE_COUNTED, DEMO_BUYER.email);
  const context = page.context();
  await page.close();
  const measured = await measureAll(context.request, await publicPages());
  expect(overBudget(measured)).toEqual([]);
  await context.close();
});
