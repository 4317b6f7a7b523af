import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { freePort, startPostgresServer } from "../../scripts/fixtures/pg-server.mjs";
import { until } from "../support/poll";

/** One app instance (scripts/production/server.mjs on the production build) whose JSON log lines the test reads. */
export type AppProcess = {
  base: string;
  child: ChildProcess;
  /** Every JSON line the server wrote so far, parsed. */
  logs: () => Array<Record<string, unknown>>;
  /** Everything it wrote, as text: for checks that nothing secret was printed. */
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/** `prisma migrate deploy` through the project's wrapper, as the launcher runs it. */
export async function migrate(databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, ["scripts/production/prisma.mjs", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`migrate deploy failed (${code}):\n${output}`);
}

export async function startApp(databaseUrl: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let text = "";
  const child = spawn(process.execPath, ["scripts/production/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
      PORT: String(port),
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: "operations-secret-that-is-at-least-32-characters-long",
      STORAGE_DIR: ".data/operations-storage",
      DATABASE_URL: databaseUrl,
      ORDER_EVENTS: "postgres",
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const logs = () =>
    text
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  for (const until = Date.now() + 60_000; ; ) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) break;
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${text}`);
    if (Date.now() > until) throw new Error(`the app did not answer within 60 s:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    child,
    logs,
    output: () => text,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Polls `probe` until it returns true (tests/support/poll.ts); the milliseconds it took, or throws after `limitMs`. */
export function timeUntil(probe: () => Promise<boolean>, limitMs: number): Promise<number> {
  return until(probe, { timeoutMs: limitMs });
}

export type Database = Awaited<ReturnType<typeof startPostgresServer>>;

/**
 * For a spec file: before its tests, a PostgreSQL 15 of its own, migrated, and the app on it;
 * after them, both gone. The returned object's fields are set once beforeAll has run.
 */
export function appWithOwnDatabase(env: Record<string, string> = {}): { database: Database; app: AppProcess } {
  const handles = {} as { database: Database; app: AppProcess };
  test.beforeAll(async () => {
    handles.database = await startPostgresServer();
    await migrate(handles.database.url);
    handles.app = await startApp(handles.database.url, env);
  });
  test.afterAll(async () => {
    await handles.app?.stop();
    handles.database?.destroy();
  });
  return handles;
}

/** Buy Now on a product page, then Pay from `phone` on the checkout page (pickup confirmed); the new order's id. */
export async function buyNowAndPay(page: Page, base: string, productPath: string, phone: string): Promise<string> {
  await page.goto(`${base}${productPath}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop()!;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const pickup = page.getByLabel("I will arrange the pickup time and place with the seller");
  if (await pickup.isVisible()) await pickup.check();
  await page.getByLabel("M-Pesa phone number").fill(phone);
  await page.getByRole("button", { name: /^Pay KES/ }).click();
  return orderId;
}
