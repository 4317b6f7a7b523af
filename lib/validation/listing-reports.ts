import { z } from "zod";
import { LISTING_REPORT_MESSAGES } from "@/lib/messages/listing-reports";
import { detailsRequired, HIDE_REASON_MAX, LISTING_REPORT_REASONS, REPORT_DETAILS_MAX } from "@/lib/listing-reports/rules";
import { multilineText } from "./fields";

// Reported listings' forms (see docs/decisions/listing-reports.md), each shared by its form and its action.

/** Report listing: a reason; details required for Other, optional otherwise, at most 1,000 characters. */
export const listingReportSchema = z
  .object({
    productId: z.uuid(LISTING_REPORT_MESSAGES.failed),
    reason: z.enum(LISTING_REPORT_REASONS, { error: LISTING_REPORT_MESSAGES.reasonRequired }),
    details: multilineText({ error: LISTING_REPORT_MESSAGES.detailsTooLong })
      .trim()
      .max(REPORT_DETAILS_MAX, LISTING_REPORT_MESSAGES.detailsTooLong)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((report, context) => {
    // Stryker disable next-line StringLiteral: equivalent; zod reports an issue of any code the same way.
    if (detailsRequired(report.reason) && !report.details) context.addIssue({ code: "custom", path: ["details"], message: LISTING_REPORT_MESSAGES.detailsRequired });
  });

export type ListingReportInput = z.input<typeof listingReportSchema>;

/** The reports staff saw and decide together: never more than a page shows. */
const reportIds = z.array(z.uuid(LISTING_REPORT_MESSAGES.decideFailed), { error: LISTING_REPORT_MESSAGES.decideFailed }).min(1, LISTING_REPORT_MESSAGES.decideFailed).max(100, LISTING_REPORT_MESSAGES.decideFailed);

/** Staff hide a reported listing, with the reason its seller reads. */
export const hideListingSchema = z.object({
  productId: z.uuid(LISTING_REPORT_MESSAGES.decideFailed),
  reportIds,
  reason: multilineText({ error: LISTING_REPORT_MESSAGES.hideReasonRequired })
    .trim()
    .min(1, LISTING_REPORT_MESSAGES.hideReasonRequired)
    .max(HIDE_REASON_MAX, LISTING_REPORT_MESSAGES.hideReasonTooLong),
});

export type HideListingInput = z.input<typeof hideListingSchema>;

/** Staff dismiss a listing's reports. */
export const dismissListingReportsSchema = z.object({ productId: z.uuid(LISTING_REPORT_MESSAGES.decideFailed), reportIds });
