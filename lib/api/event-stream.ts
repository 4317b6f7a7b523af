// Server-sent events as the app's live routes send them (order payments, messages): the
// `retry` delay and a `ready` event first, a comment line every 25 s so proxies and phones
// keep an idle stream open, and the subscription dropped the moment the browser goes.
// When the instance stops (SIGTERM), each stream ends with a short retry so the browser
// reconnects at once, through the load balancer, to an instance that is still up.
import { onShutdown } from "@/lib/lifecycle/shutdown.mjs";

/** A comment line this often keeps proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops. */
const RECONNECT_MS = 3_000;
/** ...and after this instance ends the stream because it is stopping. */
const RECONNECT_AFTER_SHUTDOWN_MS = 500;

type Send = (chunk: string) => void;

/**
 * `subscribe` starts listening (and may send a catch-up) and returns how to stop. It runs
 * after `ready` is sent, so anything it sends follows it.
 */
export function eventStreamResponse(request: Request, subscribe: (send: Send) => (() => void) | Promise<() => void>): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      let unsubscribe = () => {};
      const send: Send = (chunk) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          stop(); // the reader is gone
        }
      };
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      const forgetShutdown = onShutdown("streams", () => {
        send(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
        stop();
      });
      stop = () => {
        if (!open) return;
        open = false;
        forgetShutdown();
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
      const stopListening = await subscribe(send);
      if (open) unsubscribe = stopListening;
      else stopListening();
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
}
