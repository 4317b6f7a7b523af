import { NextResponse } from "next/server";
import { userRoute } from "@/lib/api/responses";
import { eventStreamResponse } from "@/lib/api/event-stream";
import { orderAmountForBuyer } from "@/lib/db/payments";
import { subscribeOrderEvents } from "@/lib/events/order-events";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { isUuid } from "@/lib/validation/ids";

// Server-sent events for one order (issue 13, point 8): "payment" each time its payment
// state changes, so the checkout page shows the result within a second of settlement. The
// event carries no data: the page asks the status route, which only the buyer may read.
// Only the order's buyer; anyone else gets the same 404 as no such order.

export const dynamic = "force-dynamic";

export const GET = userRoute<{ orderId: string }>(LOGIN_TO_CONTINUE, async (request, user, { params }) => {
  const { orderId } = await params;
  if (!isUuid(orderId) || (await orderAmountForBuyer(orderId, user.id)) === null) {
    return NextResponse.json({ ok: false, code: "not_found", message: CHECKOUT_MESSAGES.orderNotFound }, { status: 404 });
  }
  return eventStreamResponse(request, (send) => subscribeOrderEvents(orderId, (event) => send(`event: ${event.kind}\ndata: {}\n\n`)));
});
