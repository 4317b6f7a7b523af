// The staff's own pages, as the account menu, the profile page and every admin page list them
// (docs/decisions/staff.md). `counted` names the figure of open work shown beside the link.

export type StaffCounts = { openIssues: number; reportedListings: number; waitingVerifications: number };

export const STAFF_SECTION_TITLE = "Staff";

export const STAFF_PAGES = [
  { href: "/admin/issues", label: "Issue reports", counted: "openIssues", noun: "open report", nouns: "open reports" },
  { href: "/admin/reports", label: "Reported listings", counted: "reportedListings", noun: "listing waiting", nouns: "listings waiting" },
  { href: "/admin/verifications", label: "Verifications", counted: "waitingVerifications", noun: "business waiting", nouns: "businesses waiting" },
  { href: "/admin/payouts", label: "Payouts" },
  { href: "/admin/categories", label: "Categories" },
  { href: "/admin/codes", label: "Access codes" },
] as const satisfies ReadonlyArray<{ href: string; label: string; counted?: keyof StaffCounts; noun?: string; nouns?: string }>;

export type StaffPage = (typeof STAFF_PAGES)[number];

/** The open work beside a staff page's link (none for a page without a count, or nothing open). */
export function staffPageCount(page: StaffPage, counts: StaffCounts | null): number {
  return "counted" in page && counts ? counts[page.counted] : 0;
}

/** A staff link's accessible name: "Issue reports, 2 open reports". */
export function staffPageLabel(page: StaffPage, counts: StaffCounts | null): string {
  const count = staffPageCount(page, counts);
  if (count === 0 || !("noun" in page)) return page.label;
  return `${page.label}, ${count} ${count === 1 ? page.noun : page.nouns}`;
}
