"use client";

// The signed-in tab's one event stream (/api/events): opened by the first part of
// the page that listens and closed when the last one leaves, so the live messages, the
// checkout's payment status and an order page's progress share one connection. The browser
// reconnects by itself after a drop (sending Last-Event-ID, so no message is missed); when
// it gives up (the server refused, the network is gone), this reconnects with backoff.
// "ready" is sent by the server on each (re)connection; "down" is ours, when the stream drops.

export type UserStreamEvent = "ready" | "down" | "message" | "order";
type Handler = (data: string) => void;

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000];
const SERVER_EVENTS = ["ready", "message", "order"] as const;

const handlers = new Map<UserStreamEvent, Set<Handler>>();
let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let lastEventId: string | null = null;

function dispatch(type: UserStreamEvent, data: string) {
  for (const handler of handlers.get(type) ?? []) handler(data);
}

function open() {
  const opened = new EventSource(lastEventId ? `/api/events?since=${encodeURIComponent(lastEventId)}` : "/api/events");
  source = opened;
  for (const type of SERVER_EVENTS) {
    opened.addEventListener(type, (event) => {
      const { data, lastEventId: id } = event as MessageEvent<string>;
      if (type === "ready") failures = 0;
      if (id) lastEventId = id;
      dispatch(type, data);
    });
  }
  opened.onerror = () => {
    dispatch("down", "");
    if (source !== opened || opened.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
    opened.close();
    source = null;
    const delay = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      if (listening()) open();
    }, delay);
  };
}

function listening(): boolean {
  for (const set of handlers.values()) if (set.size > 0) return true;
  return false;
}

function close() {
  if (retry) clearTimeout(retry);
  retry = null;
  source?.close();
  source = null;
}

/** Calls `handler` with each event of `type` (its data) until the returned function is called. */
export function onUserEvent(type: UserStreamEvent, handler: Handler): () => void {
  if (typeof EventSource === "undefined") return () => {};
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  set.add(handler);
  if (!source && !retry) open();
  return () => {
    set.delete(handler);
    if (!listening()) close();
  };
}

/** Whether the stream is connected now (a listener that joins late asks). */
export function userStreamOpen(): boolean {
  return source?.readyState === EventSource.OPEN;
}

/** The order id an "order" event names, or null. */
export function orderIdOf(data: string): string | null {
  try {
    const parsed = JSON.parse(data) as { orderId?: unknown };
    return typeof parsed.orderId === "string" ? parsed.orderId : null;
  } catch {
    return null;
  }
}
