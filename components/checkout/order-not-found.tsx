import { NotFoundScreen } from "@/components/ui/not-found-screen";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";

/** The spec's missing-order screen (HTTP 404), for another user's order as for none at all. */
export function OrderNotFound() {
  return <NotFoundScreen title="Order Not Found" text={CHECKOUT_MESSAGES.orderNotFound} href="/cart" linkLabel="Return to Cart" />;
}
