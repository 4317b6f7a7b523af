import "server-only";
import pg from "pg";
import { env } from "@/lib/env";
import { db } from "./client";

// PostgreSQL LISTEN/NOTIFY (decisions D10 and D15): how one app instance tells the others
// "this order changed", so a page whose event stream is open on instance A hears about a
// payment settled on instance B. One listening connection per process, outside the pool;
// it reconnects after 1, 2, 5, then every 10 s (spec section 9's realtime delays).

const CHANNEL = "order_events";
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Tells every instance (this one included) that the order changed. */
export async function notifyOrderChanged(orderId: string): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${orderId})`;
}

type Listener = { stop: () => Promise<void> };

/**
 * Calls `onOrderChanged` for every order any instance notifies about, until stopped. A
 * payload that is not an order id is ignored: anyone with database access can NOTIFY.
 */
export function listenForOrderChanges(onOrderChanged: (orderId: string) => void, connectionString = env.DATABASE_URL): Listener {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload && UUID.test(message.payload)) onOrderChanged(message.payload);
    });
    next.on("error", (error) => {
      console.error("order events: the listening connection failed:", error.message);
      reconnect(next);
    });
    next.on("end", () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      failures = 0;
    } catch (error) {
      console.error("order events: could not listen:", error instanceof Error ? error.message : error);
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
