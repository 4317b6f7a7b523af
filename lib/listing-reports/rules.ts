// Reported listings (see docs/decisions/listing-reports.md): when reports hide a listing, what
// staff's decisions make of its status, and how a stock change treats a hidden listing. Pure: the
// database code (lib/db/listing-reports.ts, seller-products.ts, stock.ts) applies these under the
// product's row lock.

import type { ProductStatus } from "@/lib/db/types";

/** Open reports by this many different users hide a listing until staff decide. */
export const REPORTS_TO_HIDE = 3;

/** Why someone reports a listing, in the order the dialog offers them. */
export const LISTING_REPORT_REASONS = ["prohibited_item", "suspected_scam", "wrong_category", "offensive", "other"] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

/** Staff's reason for hiding a listing, told to its seller. */
export const HIDE_REASON_MAX = 500;
/** A reporter's details. */
export const REPORT_DETAILS_MAX = 1_000;

/** Whether a reason needs the reporter's details ("Other" says nothing by itself). */
export function detailsRequired(reason: ListingReportReason): boolean {
  return reason === "other";
}

/** Why a user may not report this listing, or null when they may. */
export function reportRefusal(listing: { sellerId: string; status: ProductStatus }, reporterId: string): "own-listing" | "unavailable" | null {
  if (listing.sellerId === reporterId) return "own-listing";
  if (listing.status === "hidden") return "unavailable";
  return null;
}

/** Whether a listing with this many different users' open reports is hidden now (it is not hidden yet). */
export function hiddenByReports(status: ProductStatus, openReporters: number): boolean {
  return status !== "hidden" && openReporters >= REPORTS_TO_HIDE;
}

export type HiddenState = { status: ProductStatus; statusBeforeHidden: ProductStatus | null; hiddenReason: string | null };

/**
 * Staff hide the listing: the status it goes back to is the one before any hiding, so a listing
 * three reports hid keeps the status it had before them.
 */
export function hiddenByStaff(listing: HiddenState, reason: string): HiddenState {
  return { status: "hidden", statusBeforeHidden: listing.status === "hidden" ? (listing.statusBeforeHidden ?? "active") : listing.status, hiddenReason: reason };
}

/**
 * Staff dismiss reports: a listing the reports hid (no staff reason) comes back to its earlier
 * status unless enough other open reports still hold it; one staff hid stays hidden. Null when
 * the listing does not change.
 */
export function statusAfterDismissal(listing: HiddenState, openReportersLeft: number): ProductStatus | null {
  if (listing.status !== "hidden" || listing.hiddenReason !== null) return null;
  if (openReportersLeft >= REPORTS_TO_HIDE) return null;
  return listing.statusBeforeHidden ?? "active";
}

export type StockStatusChange = { status?: ProductStatus; statusBeforeHidden?: ProductStatus; soldAt?: Date | null };

/**
 * The status a stock count implies (see docs/decisions/stock.md): none left is sold, some left on
 * a sold listing is back on sale. A hidden listing stays hidden: the change applies to the status
 * it goes back to, never to what the public sees.
 */
export function stockStatusChange(quantity: number | null, listing: { status: ProductStatus; statusBeforeHidden: ProductStatus | null }, now: Date): StockStatusChange {
  const hidden = listing.status === "hidden";
  // Stryker disable next-line StringLiteral: equivalent; any status but sold reads the same below.
  const current = hidden ? (listing.statusBeforeHidden ?? "active") : listing.status;
  let next: ProductStatus | null = null;
  if (quantity === 0 && current !== "sold") next = "sold";
  // Stryker disable next-line ConditionalExpression: equivalent; null > 0 is false (the check is for the type).
  if (quantity !== null && quantity > 0 && current === "sold") next = "active";
  if (next === null) return {};
  const soldAt = next === "sold" ? now : null;
  return hidden ? { statusBeforeHidden: next, soldAt } : { status: next, soldAt };
}
