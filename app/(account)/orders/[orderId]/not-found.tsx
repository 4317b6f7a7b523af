import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/ui/not-found-screen";
import { ORDER_MESSAGES } from "@/lib/messages/orders";

export const metadata: Metadata = { title: ORDER_MESSAGES.notFound, robots: { index: false } };

/** The spec's Order detail screen: a missing order, or someone else's, is the same 404. */
export default function OrderNotFoundPage() {
  return <NotFoundScreen title={ORDER_MESSAGES.notFound} text="It may have been placed from another account. Your own orders are in your profile." href="/profile?tab=orders" linkLabel="Back to Orders" />;
}
