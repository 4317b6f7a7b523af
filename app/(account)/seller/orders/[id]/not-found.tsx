import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/ui/not-found-screen";
import { ORDER_MESSAGES } from "@/lib/messages/orders";

export const metadata: Metadata = { title: ORDER_MESSAGES.sellerNotFound, robots: { index: false } };

/** The spec's Seller order item page: an item that is not the seller's is the same 404 as none. */
export default function SellerOrderNotFoundPage() {
  return <NotFoundScreen title={ORDER_MESSAGES.sellerNotFound} text="This order is not one of your sales. Your orders are in My shop." href="/myshop" linkLabel={ORDER_MESSAGES.backToShop} />;
}
