import { expect, test } from "@playwright/test";
import { timeUntil, appWithOwnDatabase } from "./app-process";

// Health and readiness for load balancers, against a PostgreSQL 15 of the test's
// own, stopped and started while the app runs.

const running = appWithOwnDatabase();

const readyStatus = async () => (await fetch(`${running.app.base}/api/ready`)).status;

test("ready answers 200 naming every part ok, and health answers without the database", async () => {
  const ready = await fetch(`${running.app.base}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", jobs: "ok", accepting: "ok" } });
  expect(ready.headers.get("cache-control")).toBe("no-store");
  const health = await fetch(`${running.app.base}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
});

test("ready goes 503 within 2 s of PostgreSQL stopping and 200 within 5 s of it coming back; health stays 200", async () => {
  expect(await readyStatus()).toBe(200);

  running.database.stop();
  const down = await timeUntil(async () => (await readyStatus()) === 503, 2_000);
  const answer = (await (await fetch(`${running.app.base}/api/ready`)).json()) as { status: string; failing: string[] };
  expect(answer).toMatchObject({ status: "unavailable", failing: ["database"] });
  expect(JSON.stringify(answer)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
  expect((await fetch(`${running.app.base}/api/health`)).status).toBe(200);

  running.database.start();
  const up = await timeUntil(async () => (await readyStatus()) === 200, 5_000);
  test.info().annotations.push({ type: "timings", description: `503 after ${down} ms, 200 again after ${up} ms` });
  // The pool reconnected by itself: a page that reads the database answers again.
  expect((await fetch(`${running.app.base}/api/ready`)).status).toBe(200);
  expect(running.app.child.exitCode).toBeNull();
});

test("a database with a migration missing is not ready, and says so", async () => {
  const client = new (await import("pg")).default.Client({ connectionString: running.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ migration_name: string }>("SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1");
    const newest = rows[0]!.migration_name;
    await client.query("UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1", [newest]);
    try {
      await timeUntil(async () => (await readyStatus()) === 503, 3_000);
      expect(await (await fetch(`${running.app.base}/api/ready`)).json()).toMatchObject({ failing: ["migrations"], checks: { database: "ok", migrations: "failing" } });
    } finally {
      await client.query("UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = $1", [newest]);
    }
    await timeUntil(async () => (await readyStatus()) === 200, 3_000);
  } finally {
    await client.end();
  }
});
