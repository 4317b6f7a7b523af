import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import pg from "pg";
import { env } from "@/lib/env";
import { db } from "./client";

// PostgreSQL LISTEN/NOTIFY (see docs/decisions/realtime.md and scale-path.md): how one app instance tells the others
// "something happened for this user" (a message arrived, one of their orders changed), so a
// tab whose event stream is open on instance A hears about a payment settled or a message
// sent on instance B. One listening connection per process, outside the pool; it reconnects
// after 1, 2, 5, then every 10 s (the spec's realtime delays).

const USER_CHANNEL = "user_events";
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KINDS = ["message", "order"] as const;

type Listener = { stop: () => Promise<void> };

/**
 * What a user-event notification names: ids only; whoever receives it reads what it may see.
 * "message": the message's id; "order": the order's id (its payment or an item's status changed).
 */
export type UserEventNotice = { userId: string; kind: (typeof KINDS)[number]; id: string };

/** Tells every instance (this one included) that something happened for this user. */
export async function notifyUserEvent(notice: UserEventNotice): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${USER_CHANNEL}, ${`${notice.userId} ${notice.kind} ${notice.id}`})`;
}

/**
 * Calls `onNotice` for every user event any instance notifies about; malformed payloads are ignored (anyone with database access can NOTIFY).
 * LISTEN needs a session of its own: behind PgBouncer in transaction mode (DATABASE_URL) it
 * would be handed a different server connection per statement and hear nothing, so it goes
 * to PostgreSQL directly (DIRECT_DATABASE_URL; docs/decisions/edge-layout.md). NOTIFY
 * (notifyUserEvent) goes through the pool: it is delivered at commit, whichever connection ran it.
 */
export function listenForUserEvents(onNotice: (notice: UserEventNotice) => void, connectionString = env.DIRECT_DATABASE_URL ?? env.DATABASE_URL): Listener {
  return listenOn(
    USER_CHANNEL,
    (payload) => {
      const [userId, kind, id, ...rest] = payload.split(" ");
      const known = KINDS.find((candidate) => candidate === kind);
      if (rest.length === 0 && userId && id && known && UUID.test(userId) && UUID.test(id)) onNotice({ userId, kind: known, id });
    },
    connectionString,
  );
}

/** One listening connection on `channel`, reconnecting with backoff, until stopped. */
function listenOn(channel: string, onPayload: (payload: string) => void, connectionString: string): Listener {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on("error", (error) => {
      logger.error({ err: error }, `${channel}: the listening connection failed`);
      reconnect(next);
    });
    next.on("end", () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      failures = 0;
    } catch (error) {
      logger.error({ err: error }, `${channel}: could not listen`);
      reconnect(next);
    }
  };

  const reconnect = (failed: pg.Client) => {
    if (stopped || client !== failed || retry) return;
    client = null;
    failed.removeAllListeners("end");
    void failed.end().catch(() => {});
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      current?.removeAllListeners("end");
      await current?.end().catch(() => {});
    },
  };
}
