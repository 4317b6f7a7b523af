import "server-only";
import { mostCommonStatus } from "@/lib/orders/fulfilment";
import type { Prisma } from "./generated/client";

/**
 * The order's status follows its items (the spec's states: the most common item status);
 * refunded and cancelled items take no part, and an order left with nothing else is cancelled
 * (see docs/decisions/buyer-protection.md). Called in the transaction that moved an item.
 */
export async function syncOrderStatus(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { status: true } });
  const status = mostCommonStatus(
    items.map((item) => item.status),
    "pending",
  );
  if (status === "pending" || status === "processing" || status === "shipped" || status === "delivered" || status === "cancelled") {
    await tx.order.update({ where: { id: orderId }, data: { orderStatus: status } });
  }
}
