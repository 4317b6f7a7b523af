import { NextResponse } from "next/server";
import { userRoute } from "@/lib/api/responses";
import { orderAmountForBuyer } from "@/lib/db/payments";
import { subscribeOrderEvents } from "@/lib/events/order-events";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { isUuid } from "@/lib/validation/ids";

// Server-sent events for one order (issue 13, point 8): "payment" each time its payment
// state changes, so the checkout page shows the result within a second of settlement. The
// event carries no data: the page asks the status route, which only the buyer may read.
// Only the order's buyer; anyone else gets the same 404 as no such order.

/** A comment line this often keeps proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops. */
const RECONNECT_MS = 3_000;

export const dynamic = "force-dynamic";

export const GET = userRoute<{ orderId: string }>(LOGIN_TO_CONTINUE, async (request, user, { params }) => {
  const { orderId } = await params;
  if (!isUuid(orderId) || (await orderAmountForBuyer(orderId, user.id)) === null) {
    return NextResponse.json({ ok: false, code: "not_found", message: CHECKOUT_MESSAGES.orderNotFound }, { status: 404 });
  }
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: string) => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          stop(); // the reader is gone
        }
      };
      const unsubscribe = subscribeOrderEvents(orderId, (event) => send(`event: ${event.kind}\ndata: {}\n\n`));
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      stop = () => {
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
