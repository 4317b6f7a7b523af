import "server-only";
import { EventEmitter } from "node:events";

// "Something about this order changed" (its payment settled), for the pages that show it
// live (server-sent events, /api/orders/[id]/events). In-process for now: a settlement on
// this instance reaches streams on this instance, and the page's 5-second polling of the
// status route covers the rest. PostgreSQL LISTEN/NOTIFY across instances comes with
// messages (issue 15, decision D10) behind this same interface.

const bus = new EventEmitter();
bus.setMaxListeners(0);

export type OrderEvent = { orderId: string; kind: "payment" };

export function publishOrderEvent(event: OrderEvent): void {
  bus.emit(event.orderId, event);
}

/** Calls `listener` for each event of the order until the returned function is called. */
export function subscribeOrderEvents(orderId: string, listener: (event: OrderEvent) => void): () => void {
  bus.on(orderId, listener);
  return () => bus.off(orderId, listener);
}
