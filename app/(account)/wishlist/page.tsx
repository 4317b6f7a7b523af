import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { listWishlistItems } from "@/lib/db/cart";
import { WishlistView } from "@/components/cart/wishlist-view";

export const metadata: Metadata = { title: "Wishlist", robots: { index: false } };

export default async function WishlistPage() {
  const user = await requireUser();
  const lines = await listWishlistItems(user.id);
  return <WishlistView lines={lines} />;
}
