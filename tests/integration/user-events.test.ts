import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { listenForUserEvents, notifyUserEvent, type UserEventNotice } from "@/lib/db/notifications";
import { until } from "@/tests/support/poll";
import { serverOnly } from "@/tests/support/database-kind";

// LISTEN/NOTIFY between app instances (see docs/decisions/realtime.md): a message or an order change published on one
// instance reaches the event streams of another. Needs a PostgreSQL server (TEST_DATABASE_URL,
// as CI runs it): the embedded database carries no notifications between connections, which
// is why the launcher gives it the in-process bus instead.


/** Notifies until the listener has heard it (a notification sent before its LISTEN ran is lost). */
function notifyUntilHeard(heard: UserEventNotice[], notice: UserEventNotice, ms?: number) {
  return until(() => {
    void notifyUserEvent(notice);
    return heard.some((candidate) => candidate.id === notice.id);
  }, { timeoutMs: ms });
}

describe("user events across instances (LISTEN/NOTIFY)", () => {
  serverOnly("an order change notified by one instance reaches a listener on another connection; malformed payloads are ignored", async () => {
    const heard: UserEventNotice[] = [];
    const listener = listenForUserEvents((notice) => heard.push(notice));
    try {
      const userId = randomUUID();
      const probe = { userId, kind: "message" as const, id: randomUUID() };
      await notifyUntilHeard(heard, probe);
      const orderId = randomUUID();
      await db.$executeRaw`SELECT pg_notify('user_events', ${`${userId} refund ${orderId}`})`;
      await db.$executeRaw`SELECT pg_notify('user_events', ${`${userId} order not-an-id`})`;
      await db.$executeRaw`SELECT pg_notify('user_events', ${`${userId} order ${orderId} extra`})`;
      await db.$executeRaw`SELECT pg_notify('other_channel', ${`${userId} order ${orderId}`})`;
      await notifyUserEvent({ userId, kind: "order", id: orderId });
      await until(() => heard.some((notice) => notice.id === orderId));
      expect(heard.filter((notice) => notice.id !== probe.id)).toEqual([{ userId, kind: "order", id: orderId }]);
    } finally {
      await listener.stop();
    }
  });

  serverOnly("a listener whose connection is cut reconnects and hears the next event", async () => {
    const heard: UserEventNotice[] = [];
    const listener = listenForUserEvents((notice) => heard.push(notice));
    try {
      const userId = randomUUID();
      await notifyUntilHeard(heard, { userId, kind: "order", id: randomUUID() });
      await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN user_events' AND pid <> pg_backend_pid()`;
      await notifyUntilHeard(heard, { userId, kind: "order", id: randomUUID() }, 15_000);
    } finally {
      await listener.stop();
    }
  }, 30_000);
});
