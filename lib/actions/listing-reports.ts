"use server";

import { revalidatePath } from "next/cache";
import { createListingReport, dismissListingReports, hideReportedListing } from "@/lib/db/listing-reports";
import { sendMessage } from "@/lib/db/messages";
import { publishUserEvent } from "@/lib/events/user-events";
import { sendEmailsSoon } from "@/lib/mail/outbox-sender";
import { expirePublicReads, PUBLIC_TAGS } from "@/lib/cache/public-tags";
import { LISTING_REPORT_MESSAGES } from "@/lib/messages/listing-reports";
import { MESSAGE_MAX } from "@/lib/messaging/rules";
import { dismissListingReportsSchema, hideListingSchema, listingReportSchema } from "@/lib/validation/listing-reports";
import { rateLimit, refuse, requireRole, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// Reported listings (see docs/decisions/listing-reports.md): any signed-in user but the seller
// reports a listing; staff hide it with a reason or dismiss the reports. The database decides
// under the product's row lock (lib/db/listing-reports.ts); these check session, role and input.

const REPORT_REFUSALS = {
  "not-found": LISTING_REPORT_MESSAGES.unavailable,
  unavailable: LISTING_REPORT_MESSAGES.unavailable,
  "own-listing": LISTING_REPORT_MESSAGES.ownListing,
  "already-reported": LISTING_REPORT_MESSAGES.alreadyReported,
} as const;

const DECISION_REFUSALS = { "not-found": LISTING_REPORT_MESSAGES.decideFailed, "already-decided": LISTING_REPORT_MESSAGES.alreadyDecided } as const;

/** A listing's public pages and lists, and its seller's, after its status changed. */
function expireListing(productId: string, sellerId: string) {
  expirePublicReads(PUBLIC_TAGS.catalogue, PUBLIC_TAGS.seller(sellerId), PUBLIC_TAGS.product(productId));
  revalidatePath(`/product/${productId}`);
  revalidatePath("/admin/reports");
}

export const reportListingAction = userActionClient
  .metadata({ name: "reportListing", failed: LISTING_REPORT_MESSAGES.failed, signedOut: LISTING_REPORT_MESSAGES.signedOut })
  .inputSchema(listingReportSchema)
  .useValidated(rateLimit(({ ctx }) => [["listingReportUser", ctx.user.id]]))
  .action(async ({ parsedInput: { productId, reason, details }, ctx: { user } }) => {
    const report = await createListingReport(user.id, productId, reason, details ?? null);
    if (!report.ok) refuse(REPORT_REFUSALS[report.reason]);
    if (report.hidden) expireListing(productId, report.sellerId);
    else revalidatePath("/admin/reports");
    return succeeded(LISTING_REPORT_MESSAGES.reported, { id: report.id });
  });

const staffActionClient = userActionClient.use(requireRole("staff"));

export const hideReportedListingAction = staffActionClient
  .metadata({ name: "hideReportedListing", failed: LISTING_REPORT_MESSAGES.decideFailed })
  .inputSchema(hideListingSchema)
  .action(async ({ parsedInput: { productId, reportIds, reason }, ctx: { user } }) => {
    const decided = await hideReportedListing(productId, reportIds, user.id, reason);
    if (!decided.ok) refuse(DECISION_REFUSALS[decided.reason]);
    // The staff member's message, beside the email the hiding owed in its own transaction (which
    // is why this one is not emailed too): a seller who blocked them still has the email.
    const told = await sendMessage({ senderId: user.id, recipientId: decided.sellerId, body: LISTING_REPORT_MESSAGES.sellerMessage(decided.productName, reason).slice(0, MESSAGE_MAX), productId, emailRecipient: false });
    if (told.ok) publishUserEvent({ userId: decided.sellerId, kind: "message", id: told.id });
    sendEmailsSoon();
    expireListing(productId, decided.sellerId);
    return succeeded(LISTING_REPORT_MESSAGES.hidden);
  });

export const dismissListingReportsAction = staffActionClient
  .metadata({ name: "dismissListingReports", failed: LISTING_REPORT_MESSAGES.decideFailed })
  .inputSchema(dismissListingReportsSchema)
  .action(async ({ parsedInput: { productId, reportIds }, ctx: { user } }) => {
    const decided = await dismissListingReports(productId, reportIds, user.id);
    if (!decided.ok) refuse(DECISION_REFUSALS[decided.reason]);
    expireListing(productId, decided.sellerId);
    return succeeded(LISTING_REPORT_MESSAGES.dismissed);
  });
