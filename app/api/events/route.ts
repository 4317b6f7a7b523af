import { logger } from "@/lib/log/logger.mjs";
import { userRoute } from "@/lib/api/route";
import { eventStreamResponse } from "@/lib/api/event-stream";
import { findMessageForRecipient, listMessagesReceivedSince, type LiveMessage } from "@/lib/db/messages";
import { isOrderParticipant } from "@/lib/db/orders";
import { subscribeUserEvents } from "@/lib/events/user-events";
import { closeEventStream, openEventStream, touchEventStream } from "@/lib/db/email-outbox";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { messagePreview } from "@/lib/messaging/rules";

// The signed-in user's event stream: one per tab, server-sent events, for the
// whole app. Each new message for this user is sent as `event: message` with its id, sender
// and 30-character preview; each change to one of their orders (its payment settled, an
// item moved, a payout paid) as `event: order` with the order's id alone, and the page then
// reads what it may see. Notifications name only ids, and each is checked here against this
// user (the message's recipient, the order's buyer or seller), so no other user's event ever
// reaches this stream. A message event's id is its time, so a browser reconnecting
// (Last-Event-ID, or `?since=` after a manual reconnect) is sent the messages that arrived
// while it was away; order events carry no id (pages re-read their order on reconnect).

export const dynamic = "force-dynamic";

function sinceOf(request: Request): Date | null {
  const value = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("since");
  if (!value) return null;
  const date = new Date(value);
  // At most a day back: a catch-up, not a history.
  return Number.isNaN(date.getTime()) ? null : new Date(Math.max(date.getTime(), Date.now() - 24 * 60 * 60 * 1000));
}

// A message is read once per recipient and process, however many tabs (streams) that person
// has open here: the fan-out costs one query, not one per stream.
const readsInFlight = new Map<string, Promise<LiveMessage | null>>();
function liveMessage(messageId: string, recipientId: string): Promise<LiveMessage | null> {
  const key = `${messageId}:${recipientId}`;
  let read = readsInFlight.get(key);
  if (!read) {
    read = findMessageForRecipient(messageId, recipientId);
    readsInFlight.set(key, read);
    setTimeout(() => readsInFlight.delete(key), 5_000).unref();
  }
  return read;
}

/** How often an open stream says it is still open, so messages to its user are not emailed. */
const PRESENCE_EVERY_MS = 25_000;

/**
 * This tab is on the site: a row any instance can read (lib/db/email-outbox.ts), touched while
 * the stream lasts and removed when it ends. A failure here only means an email may go that
 * need not have.
 */
function markPresent(userId: string): () => void {
  let closed = false;
  const opened = openEventStream(userId).catch((error: unknown) => {
    logger.warn({ err: error }, "events: could not record an open stream");
    return null;
  });
  const timer = setInterval(() => {
    void opened.then((id) => (id && !closed ? touchEventStream(id) : undefined)).catch(() => undefined);
  }, PRESENCE_EVERY_MS);
  timer.unref();
  return () => {
    closed = true;
    clearInterval(timer);
    void opened.then((id) => (id ? closeEventStream(id) : undefined)).catch(() => undefined);
  };
}

function messageEvent(message: LiveMessage): string {
  const data = { id: message.id, senderId: message.senderId, senderName: message.senderName, preview: messagePreview(message.body) };
  return `id: ${message.createdAt.toISOString()}\nevent: message\ndata: ${JSON.stringify(data)}\n\n`;
}

export const GET = userRoute(MESSAGING_MESSAGES.signedOut).handle(async ({ request, user }) => {
  const since = sinceOf(request);
  return eventStreamResponse(request, async (send) => {
    // Listening first, then the catch-up: a message in between is sent twice at worst (the page skips repeats), never lost.
    const unsubscribe = subscribeUserEvents(user.id, (event) => {
      if (event.kind === "order") {
        void isOrderParticipant(event.id, user.id)
          .then((allowed) => (allowed ? send(`event: order\ndata: ${JSON.stringify({ orderId: event.id })}\n\n`) : undefined))
          .catch((error: unknown) => logger.error({ err: error }, "events: could not check an order for its stream"));
        return;
      }
      void liveMessage(event.id, user.id)
        .then((message) => (message ? send(messageEvent(message)) : undefined))
        .catch((error: unknown) => logger.error({ err: error }, "events: could not read a message for its stream"));
    });
    if (since) {
      for (const message of await listMessagesReceivedSince(user.id, since)) send(messageEvent(message));
    }
    const leave = markPresent(user.id);
    return () => {
      unsubscribe();
      leave();
    };
  });
});
