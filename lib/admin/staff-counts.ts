import "server-only";
import { cache } from "react";
import { countOpenIssueReports } from "@/lib/db/issue-reports";
import { countReportedListings } from "@/lib/db/listing-reports";
import { countWaitingVerifications } from "@/lib/db/verifications";
import type { StaffCounts } from "@/lib/messages/staff";

/** The open work counted beside the staff's links; read only for staff, once per request (the menu, the profile page and the admin pages' navigation share it). */
export const getStaffCounts = cache(async (): Promise<StaffCounts> => {
  const [openIssues, reportedListings, waitingVerifications] = await Promise.all([countOpenIssueReports(), countReportedListings(), countWaitingVerifications()]);
  return { openIssues, reportedListings, waitingVerifications };
});
