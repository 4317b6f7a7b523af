import "server-only";
import { db } from "./client";

/** The user's cart rows with what the cart page shows of each product, newest first. */
export function listCartItems(userId: string) {
  return db.cartItem.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      quantity: true,
      product: { select: { id: true, name: true, price: true, imageUrl: true, status: true } },
    },
  });
}

export type CartLine = Awaited<ReturnType<typeof listCartItems>>[number];

/** Spec section 3: the cart total is the sum of price times quantity. */
export function cartSubtotal(lines: Pick<CartLine, "quantity" | "product">[]): number {
  return lines.reduce((sum, line) => sum + (line.product?.price ?? 0) * line.quantity, 0);
}
