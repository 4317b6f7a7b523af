import { userRoute } from "@/lib/api/responses";
import { findMessageForRecipient, listMessagesReceivedSince, type LiveMessage } from "@/lib/db/messages";
import { subscribeUserEvents } from "@/lib/events/user-events";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { messagePreview } from "@/lib/messaging/rules";

// The signed-in user's event stream (issue 15): one per tab, server-sent events. Each new
// message for this user is sent as `event: message` with its id, sender and 30-character
// preview; the notification names only ids, and the message is read here for its recipient
// alone, so no other user's event ever reaches this stream. Each event's id is the message's
// time, so a browser reconnecting (Last-Event-ID, or `?since=` after a manual reconnect) is
// sent what arrived while it was away.

const HEARTBEAT_MS = 25_000;
const RECONNECT_MS = 3_000;

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

function messageEvent(message: LiveMessage): string {
  const data = { id: message.id, senderId: message.senderId, senderName: message.senderName, preview: messagePreview(message.body) };
  return `id: ${message.createdAt.toISOString()}\nevent: message\ndata: ${JSON.stringify(data)}\n\n`;
}

export const GET = userRoute(MESSAGING_MESSAGES.signedOut, async (request, user) => {
  const since = sinceOf(request);
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const send = (chunk: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          stop(); // the reader is gone
        }
      };
      const unsubscribe = subscribeUserEvents(user.id, (event) => {
        void liveMessage(event.id, user.id)
          .then((message) => (message ? send(messageEvent(message)) : undefined))
          .catch((error: unknown) => console.error("events: could not read a message for its stream:", error instanceof Error ? error.message : error));
      });
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      stop = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        clearInterval(heartbeat);
        request.signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener("abort", stop);
      send(`retry: ${RECONNECT_MS}\nevent: ready\ndata: {}\n\n`);
      if (since) {
        for (const message of await listMessagesReceivedSince(user.id, since)) send(messageEvent(message));
      }
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
});
