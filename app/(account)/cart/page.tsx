import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { listCartItems } from "@/lib/db/cart";
import { CartView } from "@/components/cart/cart-view";

export const metadata: Metadata = { title: "Cart", robots: { index: false } };

export default async function CartPage() {
  const user = await requireUser();
  // Current prices from the database: the totals are never the browser's.
  const lines = await listCartItems(user.id);
  return <CartView lines={lines} />;
}
