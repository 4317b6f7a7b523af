import { logger } from "@/lib/log/logger.mjs";
import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { listWishlistItems } from "@/lib/db/wishlist";
import { WishlistView } from "@/components/wishlist/wishlist-view";
import { ListMessage } from "@/components/catalogue/empty-state";
import { LoadFailedToast } from "@/components/ui/load-failed-toast";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

export const metadata: Metadata = { title: "Wishlist", robots: { index: false } };

export default async function WishlistPage() {
  const user = await requireUser();
  const lines = await listWishlistItems(user.id).catch((error: unknown) => {
    logger.error({ err: error }, "wishlist not loaded");
    return null;
  });
  if (!lines) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 md:px-6">
        <LoadFailedToast message={WISHLIST_MESSAGES.loadFailed} />
        <ListMessage title={WISHLIST_MESSAGES.loadFailed} tone="error" />
      </div>
    );
  }
  return <WishlistView lines={lines} />;
}
