"use server";

import { revalidatePath } from "next/cache";
import { cancelOrderItem, confirmItemReceived, findSellerItemBuyer, listSellerOrderItems, markBuyerContacted, moveOrderItem } from "@/lib/db/fulfilment";
import type { SellerOrderRow } from "@/lib/db/types";
import { sendMessage } from "@/lib/db/messages";
import { createIssueReport, decideIssue } from "@/lib/db/issue-reports";
import { publishOrderChange, publishUserEvent } from "@/lib/events/user-events";
import { sendEmailsSoon } from "@/lib/mail/outbox-sender";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { CANCEL_MESSAGES, ISSUE_MESSAGES, ORDER_MESSAGES, PAYOUT_MESSAGES, RECEIPT_MESSAGES } from "@/lib/messages/orders";
import { formatDateTime } from "@/lib/format";
import { MESSAGE_MAX } from "@/lib/messaging/rules";
import { statusWord, type CancelRefusal, type ConfirmRefusal, type MoveRefusal } from "@/lib/orders/fulfilment";
import { sendDuePayouts, type SendOutcome } from "@/lib/payouts/payout-sender";
import { retryPayout } from "@/lib/payouts/retry";
import { cancelOrderItemSchema, confirmReceivedSchema, contactBuyerSchema, issueDecisionSchema, issueReportSchema, orderItemStatusSchema, payoutRetrySchema, sellerOrderSearchSchema } from "@/lib/validation/orders";
import { fromResult, rateLimit, refuse, requireRole, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// The second half of an order: the seller's moves and Contact Buyer, the buyer's
// issue report, and staff decisions on reports and failed payouts. Each checks the session,
// the role and ownership on the server (see docs/decisions/server-enforces-rules.md); amounts and phones come from the database.

const MOVE_REFUSALS: Record<MoveRefusal | "not-found", string> = {
  "not-found": ORDER_MESSAGES.sellerNotFound,
  "not-paid": ORDER_MESSAGES.notPaid,
  refunded: ORDER_MESSAGES.refunded,
  cancelled: ORDER_MESSAGES.cancelled,
  "needs-agreement": ORDER_MESSAGES.needsAgreement,
  "not-next": ORDER_MESSAGES.alreadyMoved,
};

export type PayoutFeedback = { tone: "success" | "error" | "info"; message: string };

/** What the seller is told about the payout that "delivered" started: sent, held by a report, waiting for a phone, or due when the hold ends. */
function payoutFeedback(sent: SendOutcome | undefined, payout: { held: boolean; hasPhone: boolean; dueAt: Date }): PayoutFeedback {
  if (sent?.outcome === "submitted") return { tone: "success", message: PAYOUT_MESSAGES.initiated(sent.conversationId ?? "pending") };
  if (sent?.outcome === "failed") return { tone: "error", message: PAYOUT_MESSAGES.failed(sent.error ?? "refused") };
  if (sent?.outcome === "unknown") return { tone: "info", message: PAYOUT_MESSAGES.unknown };
  if (payout.held) return { tone: "info", message: PAYOUT_MESSAGES.onHold };
  if (!payout.hasPhone) return { tone: "error", message: PAYOUT_MESSAGES.noPhone };
  if (payout.dueAt.getTime() > Date.now()) return { tone: "info", message: PAYOUT_MESSAGES.scheduled(formatDateTime(payout.dueAt)) };
  return { tone: "info", message: PAYOUT_MESSAGES.waiting };
}

/**
 * The seller moves their own item one step forward; "delivered" makes its one payout (see
 * docs/decisions/payments-decided-by-server.md), sent now only when no hold applies
 * (see docs/decisions/buyer-protection.md): otherwise the reconciler sends it when the hold ends.
 */
export const updateOrderItemStatusAction = userActionClient
  .metadata({ name: "updateOrderItemStatus", failed: ORDER_MESSAGES.statusFailed })
  .use(requireRole("seller"))
  .inputSchema(orderItemStatusSchema)
  .action(async ({ parsedInput: { itemId, status }, ctx: { user } }) => {
    const moved = await moveOrderItem(itemId, user.id, status);
    if (!moved.ok) refuse(ORDER_MESSAGES.statusFailed, { status: MOVE_REFUSALS[moved.reason] });
    let payout: PayoutFeedback | null = null;
    if (moved.payout) {
      const [sent] = await sendDuePayouts({ payoutId: moved.payout.id });
      payout = payoutFeedback(sent, moved.payout);
    }
    publishOrderChange(moved.orderId, [moved.buyerId, user.id]);
    sendEmailsSoon();
    revalidatePath(`/seller/orders/${itemId}`);
    revalidatePath(`/orders/${moved.orderId}`);
    return succeeded(ORDER_MESSAGES.statusUpdated(statusWord(status)), { status, payout });
  });

/** Contact Buyer: a message to the item's buyer, tied to the item; the item is then contacted (and processing). */
export const contactBuyerAction = userActionClient
  .metadata({ name: "contactBuyer", failed: MESSAGING_MESSAGES.failed, signedOut: MESSAGING_MESSAGES.signedOut })
  .use(requireRole("seller"))
  .inputSchema(contactBuyerSchema)
  .useValidated(rateLimit(({ ctx }) => [["messageSendUser", ctx.user.id]]))
  .action(async ({ parsedInput: { itemId, body }, ctx: { user } }) => {
    const item = await findSellerItemBuyer(itemId, user.id);
    if (!item) refuse(MESSAGING_MESSAGES.recipientNotFound);
    const sent = await sendMessage({ senderId: user.id, recipientId: item.buyerId, body, orderId: item.orderId, orderItemId: itemId });
    if (!sent.ok) refuse(sent.reason === "blocked" ? MESSAGING_MESSAGES.blocked : MESSAGING_MESSAGES.recipientNotFound);
    await markBuyerContacted(itemId, user.id);
    publishUserEvent({ userId: item.buyerId, kind: "message", id: sent.id });
    publishOrderChange(item.orderId, [item.buyerId, user.id]);
    sendEmailsSoon();
    revalidatePath(`/seller/orders/${itemId}`);
    return succeeded(MESSAGING_MESSAGES.sent, { id: sent.id });
  });

/** The Orders tab's rows, loaded when the tab opens (spec: lazily), searched by order id. */
export const listSellerOrdersAction = userActionClient
  .metadata({ name: "listSellerOrders", failed: ORDER_MESSAGES.loadFailed })
  .use(requireRole("seller"))
  .inputSchema(sellerOrderSearchSchema)
  .action(async ({ parsedInput: { search }, ctx: { user } }) => succeeded<{ rows: SellerOrderRow[] }>(undefined, { rows: await listSellerOrderItems(user.id, { search }) }));

/** Report Issue (the spec's validation rules; see docs/decisions/buyer-protection.md): the buyer's own paid order; the seller is told by message, the order's payouts wait. */
export const reportIssueAction = userActionClient
  .metadata({ name: "reportIssue", failed: ISSUE_MESSAGES.failed, signedOut: ISSUE_MESSAGES.signedOut })
  .inputSchema(issueReportSchema)
  .useValidated(rateLimit(({ ctx }) => [["issueReportUser", ctx.user.id]]))
  .action(async ({ parsedInput: { orderId, sellerId, description }, ctx: { user } }) => {
    const report = await createIssueReport(user.id, orderId, sellerId ?? null, description);
    if (!report.ok) refuse(report.reason === "not-paid" ? ISSUE_MESSAGES.notPaid : report.reason === "ended" ? ISSUE_MESSAGES.ended : ISSUE_MESSAGES.failed);
    // The report's own email tells the seller; the message is not emailed a second time.
    const told = await sendMessage({ senderId: user.id, recipientId: report.sellerId, body: ISSUE_MESSAGES.sellerMessage(description).slice(0, MESSAGE_MAX), orderId, productId: report.productId ?? undefined, emailRecipient: false });
    if (told.ok) publishUserEvent({ userId: report.sellerId, kind: "message", id: told.id });
    publishOrderChange(orderId, [user.id, report.sellerId]);
    sendEmailsSoon();
    revalidatePath(`/orders/${orderId}`);
    return succeeded(ISSUE_MESSAGES.reported, { id: report.id });
  });

/** Staff decide an open report (see docs/decisions/buyer-protection.md): release the payouts, or refund the buyer; recorded with who and when. */
export const decideIssueAction = userActionClient
  .metadata({ name: "decideIssue", failed: ISSUE_MESSAGES.decideFailed })
  .use(requireRole("staff"))
  .inputSchema(issueDecisionSchema)
  .action(async ({ parsedInput: { reportId, decision }, ctx: { user } }) => {
    const decided = await decideIssue(reportId, user.id, decision);
    if (!decided.ok) {
      refuse(decided.reason === "already-decided" ? ISSUE_MESSAGES.alreadyDecided : decided.reason === "refund-too-late" ? ISSUE_MESSAGES.refundTooLate : ISSUE_MESSAGES.decideFailed);
    }
    // Released payouts and new refunds go out now; the background round would send them within seconds anyway.
    const sent = decision === "refund" ? (await Promise.all(decided.refundIds.map((payoutId) => sendDuePayouts({ payoutId })))).flat() : await sendDuePayouts();
    if (decided.orderId) publishOrderChange(decided.orderId, [decided.buyerId, decided.sellerId]);
    sendEmailsSoon();
    revalidatePath("/admin/issues");
    revalidatePath("/admin/payouts");
    const failed = sent.find((outcome) => outcome.outcome === "failed");
    if (failed) return succeeded(PAYOUT_MESSAGES.failed(failed.error ?? "refused"), { sent });
    return succeeded(decision === "refund" ? ISSUE_MESSAGES.refunded : ISSUE_MESSAGES.resolved, { sent });
  });

/** Staff send a failed payout again: the same row, a new attempt; never a second row. */
export const retryPayoutAction = userActionClient
  .metadata({ name: "retryPayout", failed: PAYOUT_MESSAGES.retryRefused })
  .use(requireRole("staff"))
  .inputSchema(payoutRetrySchema)
  .action(async ({ parsedInput: { payoutId }, ctx: { user } }) => fromResult(await retryPayout(payoutId, user.id)));

const CONFIRM_REFUSALS: Record<ConfirmRefusal | "not-found", string> = {
  "not-found": RECEIPT_MESSAGES.failed,
  "not-delivered": RECEIPT_MESSAGES.notDelivered,
  "payout-gone": RECEIPT_MESSAGES.payoutGone,
  refunded: RECEIPT_MESSAGES.refunded,
};

/**
 * Confirm received (see docs/decisions/buyer-protection.md): only the order's buyer; the seller's
 * payout is released at once through the same claim the reconciler uses, so it goes once
 * however many clicks and rounds race. Pressing it again answers the same and sends nothing.
 */
export const confirmReceivedAction = userActionClient
  .metadata({ name: "confirmReceived", failed: RECEIPT_MESSAGES.failed })
  .inputSchema(confirmReceivedSchema)
  .action(async ({ parsedInput: { itemId }, ctx: { user } }) => {
    const confirmed = await confirmItemReceived(itemId, user.id);
    if (!confirmed.ok) refuse(CONFIRM_REFUSALS[confirmed.reason]);
    if (confirmed.payoutId) await sendDuePayouts({ payoutId: confirmed.payoutId });
    publishOrderChange(confirmed.orderId, [user.id, confirmed.sellerId]);
    sendEmailsSoon();
    revalidatePath(`/orders/${confirmed.orderId}`);
    revalidatePath(`/seller/orders/${itemId}`);
    return succeeded(RECEIPT_MESSAGES.confirmed, { alreadyConfirmed: confirmed.alreadyConfirmed });
  });

const CANCEL_REFUSALS: Record<CancelRefusal | "not-found", string> = {
  "not-found": ORDER_MESSAGES.sellerNotFound,
  "not-paid": CANCEL_MESSAGES.notPaid,
  "already-final": CANCEL_MESSAGES.alreadyEnded,
  refunded: CANCEL_MESSAGES.alreadyEnded,
  shipped: CANCEL_MESSAGES.shipped,
};

/**
 * The seller cancels their paid item before shipping, with a reason (see
 * docs/decisions/buyer-protection.md): one refund to the phone that paid, sent at once by the
 * same sender as staff refunds; the buyer is told by message. Only the item's seller.
 */
export const cancelOrderItemAction = userActionClient
  .metadata({ name: "cancelOrderItem", failed: CANCEL_MESSAGES.failed })
  .use(requireRole("seller"))
  .inputSchema(cancelOrderItemSchema)
  .action(async ({ parsedInput: { itemId, reason }, ctx: { user } }) => {
    const cancelled = await cancelOrderItem(itemId, user.id, reason);
    if (!cancelled.ok) refuse(CANCEL_MESSAGES.failed, { reason: CANCEL_REFUSALS[cancelled.reason] });
    const [sent] = await sendDuePayouts({ payoutId: cancelled.refundId });
    const told = await sendMessage({ senderId: user.id, recipientId: cancelled.buyerId, body: CANCEL_MESSAGES.buyerMessage(cancelled.productName, reason).slice(0, MESSAGE_MAX), orderId: cancelled.orderId, orderItemId: itemId, productId: cancelled.productId ?? undefined, emailRecipient: false });
    if (told.ok) publishUserEvent({ userId: cancelled.buyerId, kind: "message", id: told.id });
    publishOrderChange(cancelled.orderId, [cancelled.buyerId, user.id]);
    // The cancellation's own email tells the buyer; the message above is not emailed a second time.
    sendEmailsSoon();
    revalidatePath(`/seller/orders/${itemId}`);
    revalidatePath(`/orders/${cancelled.orderId}`);
    revalidatePath("/myshop");
    return succeeded(CANCEL_MESSAGES.cancelled, { refund: sent?.outcome ?? "queued" });
  });
