import "server-only";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { findBuyerOrder } from "@/lib/db/orders";
import { isUuid } from "@/lib/validation/ids";

/**
 * The order of a buyer's page (checkout, confirmation, order detail), for its buyer only:
 * a visitor is sent to sign in, and an address that is not an order id, an order that does
 * not exist and someone else's order all get the same 404, so an id says nothing about
 * whose it is (docs/decisions/server-enforces-rules.md).
 */
export async function requireBuyerOrder(orderId: string) {
  const user = await requireUser();
  if (!isUuid(orderId)) notFound();
  const order = await findBuyerOrder(orderId, user.id);
  if (!order) notFound();
  return { user, order };
}
