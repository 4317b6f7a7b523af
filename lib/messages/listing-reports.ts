// Reported listings (see docs/decisions/listing-reports.md): the report dialog,
// staff's Reported listings page, the seller's notice and the hidden listing's page. Defined once.
import type { ListingReportReason } from "@/lib/listing-reports/rules";

export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  prohibited_item: "Prohibited item",
  suspected_scam: "Suspected scam",
  wrong_category: "Wrong category",
  offensive: "Offensive",
  other: "Other",
};

export const LISTING_REPORT_MESSAGES = {
  // The report dialog.
  open: "Report listing",
  title: "Report this listing",
  description: "Tell our staff what is wrong with it. The seller is not told who reported it.",
  reasonLegend: "Why are you reporting it?",
  detailsLabel: "Details",
  detailsHint: "What should staff look at? Up to 1,000 characters.",
  send: "Send report",
  cancel: "Cancel",
  signedOut: "Please log in to report a listing",
  reasonRequired: "Choose a reason",
  detailsRequired: "Tell us what is wrong with this listing",
  detailsTooLong: "Keep the details under 1,000 characters",
  reported: "Thank you: staff will look at this listing",
  alreadyReported: "You have already reported this listing: staff will look at it",
  ownListing: "You cannot report your own listing",
  unavailable: "This listing is no longer available",
  failed: "Failed to report listing",

  // Staff's page.
  pageTitle: "Reported listings",
  pageIntro: "Listings with open reports, the most reported first. Three different reporters hide a listing until you decide.",
  none: "No reported listings",
  reportsOf: (name: string) => `Reports of ${name}`,
  reportCount: (count: number) => `${count} open ${count === 1 ? "report" : "reports"}`,
  hiddenByReports: "Hidden until you decide",
  hiddenByStaff: (reason: string) => `Hidden by staff: ${reason}`,
  hide: "Hide listing",
  hideTitle: "Hide this listing",
  hideDescription: (name: string) => `${name} leaves every public list and its page. The seller is told your reason by message and email.`,
  hideReasonLabel: "Reason for the seller",
  hideReasonRequired: "Give the seller a reason",
  hideReasonTooLong: "Keep the reason under 500 characters",
  hidden: "Listing hidden: the seller has been told why",
  dismiss: "Dismiss reports",
  dismissTitle: "Dismiss these reports?",
  dismissQuestion: (name: string) => `${name} stays listed, and comes back if the reports hid it.`,
  dismissed: "Reports dismissed",
  alreadyDecided: "These reports were already decided",
  decideFailed: "Failed to record the decision",
  noDetails: "No details given",

  // What the seller reads (a message from staff, and in My shop).
  sellerMessage: (name: string, reason: string) => `Staff hid your listing "${name}" from the marketplace. Reason: ${reason}`,
  ownerHiddenByStaff: (reason: string) => `Hidden by staff: ${reason}`,
  ownerHiddenByReports: "Hidden while staff review reports about it",
  ownerCannotChange: "Staff hid this listing: its status cannot be changed",

  // The hidden listing's page.
  unavailableTitle: "This listing is unavailable",
  unavailableText: "It was taken down from Campus Market.",
} as const;
