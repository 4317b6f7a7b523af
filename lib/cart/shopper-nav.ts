import "server-only";
import { getCurrentUser } from "@/lib/auth/session";
import { getSessionViewer } from "@/lib/db/users";

/** What every page's navigation shows: the user, their badges and the products their hearts are filled for. */
export async function getShopperNav() {
  const user = await getCurrentUser();
  // Read with the user, in the same round trip and once per request (getSessionViewer).
  const viewer = user ? await getSessionViewer(user.id) : null;
  return { user, counts: viewer?.navCounts ?? null, wishlistIds: viewer?.wishlistIds ?? [] };
}
