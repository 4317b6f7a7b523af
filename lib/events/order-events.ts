import "server-only";
import { EventEmitter } from "node:events";
import { env } from "@/lib/env";
import { listenForOrderChanges, notifyOrderChanged } from "@/lib/db/notifications";

// "Something about this order changed" (its payment settled), for the pages that show it
// live (server-sent events, /api/orders/[id]/events). With a PostgreSQL server the news
// goes through LISTEN/NOTIFY, so every instance's streams hear every settlement (D10); the
// embedded database serves one connection and carries no notifications, so there an
// in-process bus does (ORDER_EVENTS=memory, set by the launcher). Messages (issue 15)
// will use the same path.

// One bus per process, on globalThis: Next bundles each route handler and server action
// separately, and a module-level emitter would give each bundle its own, so a message sent
// by an action would never reach a stream held by the events route.
const globalForBus = globalThis as unknown as { orderEventsBus?: EventEmitter };
const bus = (globalForBus.orderEventsBus ??= new EventEmitter());
bus.setMaxListeners(0);

export type OrderEvent = { orderId: string; kind: "payment" };

const overPostgres = () => env.ORDER_EVENTS === "postgres";

const globalForEvents = globalThis as unknown as { orderEventsListener?: ReturnType<typeof listenForOrderChanges> };

/** The process's one listening connection, opened by the first stream that needs it. */
function ensureListening() {
  globalForEvents.orderEventsListener ??= listenForOrderChanges((orderId) => bus.emit(orderId, { orderId, kind: "payment" } satisfies OrderEvent));
}

export function publishOrderEvent(event: OrderEvent): void {
  if (!overPostgres()) {
    bus.emit(event.orderId, event);
    return;
  }
  notifyOrderChanged(event.orderId).catch((error: unknown) => {
    // Pages still learn of it from their slower poll of the status route.
    console.error(`order events: could not notify about order ${event.orderId}:`, error instanceof Error ? error.message : error);
  });
}

/** Calls `listener` for each event of the order until the returned function is called. */
export function subscribeOrderEvents(orderId: string, listener: (event: OrderEvent) => void): () => void {
  if (overPostgres()) ensureListening();
  bus.on(orderId, listener);
  return () => bus.off(orderId, listener);
}
