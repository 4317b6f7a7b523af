import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { EventEmitter } from "node:events";
import { env } from "@/lib/env";
import { listenForUserEvents, notifyUserEvent, type UserEventNotice } from "@/lib/db/notifications";
import { onShutdown } from "@/lib/lifecycle/shutdown.mjs";

// "Something happened for this user" (a message arrived, one of their orders changed), for
// every signed-in tab's one event stream (/api/events). Over PostgreSQL
// LISTEN/NOTIFY, so an event published on one instance reaches streams held by another
// (see docs/decisions/realtime.md and scale-path.md), with one listening connection per process fanned out in-process; on the
// embedded database, which carries no notifications between connections, an in-process bus
// stands behind the same functions (ORDER_EVENTS=memory, set by the launcher).

// One bus per process, on globalThis: Next bundles each route handler and server action
// separately, and a module-level emitter would give each bundle its own, so a message sent
// by an action would never reach a stream held by the events route.
const globalForBus = globalThis as unknown as { userEventsBus?: EventEmitter };
const bus = (globalForBus.userEventsBus ??= new EventEmitter());
bus.setMaxListeners(0);

export type UserEvent = UserEventNotice;

const overPostgres = () => env.ORDER_EVENTS === "postgres";

const globalForEvents = globalThis as unknown as { userEventsListener?: ReturnType<typeof listenForUserEvents> };

function ensureListening() {
  if (!globalForEvents.userEventsListener) {
    const listener = listenForUserEvents((notice) => bus.emit(notice.userId, notice));
    globalForEvents.userEventsListener = listener;
    onShutdown("connections", () => listener.stop());
  }
}

/** "This order changed" for each of these people (its buyer, its sellers): their pages refresh it. */
export function publishOrderChange(orderId: string, userIds: ReadonlyArray<string | null | undefined>): void {
  for (const userId of new Set(userIds)) if (userId) publishUserEvent({ userId, kind: "order", id: orderId });
}

export function publishUserEvent(event: UserEvent): void {
  if (!overPostgres()) {
    bus.emit(event.userId, event);
    return;
  }
  notifyUserEvent(event).catch((error: unknown) => {
    // The page still shows it on its next load; the stream's catch-up sends it on reconnect.
    logger.error({ err: error }, `user events: could not notify ${event.userId}`);
  });
}

/** Calls `listener` for each event of this user until the returned function is called. */
export function subscribeUserEvents(userId: string, listener: (event: UserEvent) => void): () => void {
  if (overPostgres()) ensureListening();
  bus.on(userId, listener);
  return () => bus.off(userId, listener);
}

