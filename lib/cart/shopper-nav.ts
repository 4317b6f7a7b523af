import "server-only";
import { getCurrentUser } from "@/lib/auth/session";
import { getSessionViewer } from "@/lib/db/users";
import { getStaffCounts } from "@/lib/admin/staff-counts";

/** What every page's navigation shows: the user, their badges, the products their hearts are filled for, and for staff their open work. */
export async function getShopperNav() {
  const user = await getCurrentUser();
  // Read with the user, in the same round trip and once per request (getSessionViewer).
  const [viewer, staffCounts] = user ? await Promise.all([getSessionViewer(user.id), user.isStaff ? getStaffCounts() : null]) : [null, null];
  return { user, counts: viewer?.navCounts ?? null, wishlistIds: viewer?.wishlistIds ?? [], staffCounts };
}
