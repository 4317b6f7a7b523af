import { z } from "zod";
import { CANCEL_MESSAGES, ISSUE_MESSAGES, ORDER_MESSAGES, PAYOUT_MESSAGES, RECEIPT_MESSAGES } from "@/lib/messages/orders";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { MESSAGE_MAX } from "@/lib/messaging/rules";
import { multilineText, text } from "./fields";

// The order forms after payment, each shared by its form and its server action (or route).

/** A seller's status move: only the statuses a seller can choose (pending is where items start). */
export const orderItemStatusSchema = z.object({
  itemId: z.uuid(ORDER_MESSAGES.statusFailed),
  status: z.enum(["processing", "shipped", "delivered"], { error: ORDER_MESSAGES.statusFailed }),
});

/** Contact Buyer: a message tied to the seller's item. */
export const contactBuyerSchema = z.object({
  itemId: z.uuid(MESSAGING_MESSAGES.recipientNotFound),
  body: multilineText({ error: MESSAGING_MESSAGES.empty }).trim().min(1, MESSAGING_MESSAGES.empty).max(MESSAGE_MAX, MESSAGING_MESSAGES.tooLong),
});

export const ISSUE_DESCRIPTION_MAX = 2_000;
export const CANCEL_REASON_MAX = 500;

/** The buyer's Confirm received for one item of their order (see docs/decisions/buyer-protection.md). */
export const confirmReceivedSchema = z.object({ itemId: z.uuid(RECEIPT_MESSAGES.failed) });

/** The seller cancels their item before shipping, with a reason the buyer reads. */
export const cancelOrderItemSchema = z.object({
  itemId: z.uuid(CANCEL_MESSAGES.failed),
  reason: multilineText({ error: CANCEL_MESSAGES.reasonRequired }).trim().min(1, CANCEL_MESSAGES.reasonRequired).max(CANCEL_REASON_MAX, CANCEL_MESSAGES.reasonTooLong),
});

export type CancelOrderItemInput = z.input<typeof cancelOrderItemSchema>;

/** Report Issue (the spec's validation rules): a description, trimmed, required; against one seller of the order. */
export const issueReportSchema = z.object({
  orderId: z.uuid(ISSUE_MESSAGES.failed),
  sellerId: z.uuid(ISSUE_MESSAGES.failed).optional(),
  description: multilineText({ error: ISSUE_MESSAGES.descriptionRequired })
    .trim()
    .min(1, ISSUE_MESSAGES.descriptionRequired)
    .max(ISSUE_DESCRIPTION_MAX, ISSUE_MESSAGES.descriptionTooLong),
});

export type IssueReportInput = z.input<typeof issueReportSchema>;

/** The Orders tab's search: an order id's first characters, or all of it. */
export const sellerOrderSearchSchema = z.object({ search: text({ error: ORDER_MESSAGES.loadFailed }).trim().max(36, ORDER_MESSAGES.loadFailed).default("") });

/** A staff decision on an issue report (see docs/decisions/buyer-protection.md). */
export const issueDecisionSchema = z.object({
  reportId: z.uuid(ISSUE_MESSAGES.decideFailed),
  decision: z.enum(["release", "refund"], { error: ISSUE_MESSAGES.decideFailed }),
});

/** A staff retry of a failed payout. */
export const payoutRetrySchema = z.object({ payoutId: z.uuid(PAYOUT_MESSAGES.retryRefused) });

/**
 * POST /api/mpesa/b2c keeps the spec's body (phoneNumber, amount, orderId, orderItemId,
 * sellerId, remarks) for staff retries; only the item names the payout. The amount and phone
 * sent are the stored ones, whatever the body says.
 */
export const b2cRetryRequestSchema = z.object({ orderItemId: z.uuid(PAYOUT_MESSAGES.retryRefused) });
