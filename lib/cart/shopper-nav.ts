import "server-only";
import { cache } from "react";
import { getCurrentUser } from "@/lib/auth/session";
import { getSessionViewer } from "@/lib/db/users";
import { countOpenIssueReports } from "@/lib/db/issue-reports";
import type { StaffCounts } from "@/lib/messages/staff";

/** The open work counted beside the staff's links; only staff pay for the query, once per request (the menu, the profile page and the admin pages' navigation share it). */
export const getStaffCounts = cache(async (): Promise<StaffCounts> => ({ openIssues: await countOpenIssueReports() }));

/** What every page's navigation shows: the user, their badges, the products their hearts are filled for, and for staff their open work. */
export async function getShopperNav() {
  const user = await getCurrentUser();
  // Read with the user, in the same round trip and once per request (getSessionViewer).
  const [viewer, staffCounts] = user ? await Promise.all([getSessionViewer(user.id), user.isStaff ? getStaffCounts() : null]) : [null, null];
  return { user, counts: viewer?.navCounts ?? null, wishlistIds: viewer?.wishlistIds ?? [], staffCounts };
}
