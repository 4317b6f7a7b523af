import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { listenForOrderChanges, notifyOrderChanged } from "@/lib/db/notifications";

// LISTEN/NOTIFY between app instances (D10): a settlement on one instance reaches the event
// streams of another. Needs a PostgreSQL server (TEST_DATABASE_URL, as CI runs it): the
// embedded database serves one connection and carries no notifications, which is why the
// launcher gives it the in-process bus instead.

const onServer = Number(process.env.DATABASE_POOL_SIZE) > 1;
const serverOnly = onServer ? it : it.skip;

async function until(condition: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Notifies about `orderId` until the listener has heard it (a notification sent before its LISTEN ran is lost). */
function notifyUntilHeard(heard: string[], orderId: string, ms?: number) {
  return until(() => {
    void notifyOrderChanged(orderId);
    return heard.includes(orderId);
  }, ms);
}

describe("order events across instances (LISTEN/NOTIFY)", () => {
  serverOnly("an order change notified by one instance reaches a listener on another connection; other payloads are ignored", async () => {
    const heard: string[] = [];
    const listener = listenForOrderChanges((orderId) => heard.push(orderId));
    try {
      const probe = randomUUID();
      await notifyUntilHeard(heard, probe);
      const orderId = randomUUID();
      await db.$executeRaw`SELECT pg_notify('order_events', 'not an order id')`;
      await db.$executeRaw`SELECT pg_notify('other_channel', ${orderId})`;
      await notifyOrderChanged(orderId);
      await until(() => heard.includes(orderId));
      expect(heard.filter((id) => id !== probe)).toEqual([orderId]);
    } finally {
      await listener.stop();
    }
  });

  serverOnly("a listener whose connection is cut reconnects and hears the next change", async () => {
    const heard: string[] = [];
    const listener = listenForOrderChanges((orderId) => heard.push(orderId));
    try {
      await notifyUntilHeard(heard, randomUUID());
      await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN order_events' AND pid <> pg_backend_pid()`;
      await notifyUntilHeard(heard, randomUUID(), 15_000);
    } finally {
      await listener.stop();
    }
  }, 30_000);
});
