import "server-only";
import { getCurrentUser } from "@/lib/auth/session";
import { getNavCounts } from "@/lib/db/counts";
import { listWishlistProductIds } from "@/lib/db/wishlist";

/** What every page's navigation shows: the user, their badges and the products their hearts are filled for. */
export async function getShopperNav() {
  const user = await getCurrentUser();
  const [counts, wishlistIds] = user ? await Promise.all([getNavCounts(user.id), listWishlistProductIds(user.id)]) : [null, []];
  return { user, counts, wishlistIds };
}
