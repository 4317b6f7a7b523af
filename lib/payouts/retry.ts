import "server-only";
import { revalidatePath } from "next/cache";
import { failed, type ActionResult } from "@/lib/actions/result";
import { retryFailedPayout } from "@/lib/db/payouts";
import { PAYOUT_MESSAGES } from "@/lib/messages/orders";
import { sendDuePayouts, type SendOutcome } from "./payout-sender";

// The one staff retry of a failed payout, behind both the admin page's action and the spec's
// POST /api/mpesa/b2c: the same row gets a new attempt, sent at once, with the amount and phone
// the row holds (docs/payments.md). Never a second row.

export type RetriedPayout = { sent: SendOutcome | null };

/** Sends failed payout `payoutId` again on behalf of staff member `staffId`. */
export async function retryPayout(payoutId: string, staffId: string): Promise<ActionResult<RetriedPayout>> {
  // Gone or not failed (sent again by someone else a moment ago, or paid): the same refusal.
  if (!(await retryFailedPayout(payoutId, staffId)).ok) return failed("conflict", PAYOUT_MESSAGES.retryRefused);
  const [sent] = await sendDuePayouts({ payoutId });
  revalidatePath("/admin/payouts");
  if (sent?.outcome === "failed") return failed("upstream_failed", PAYOUT_MESSAGES.failed(sent.error ?? "refused"));
  return { ok: true, message: sent?.outcome === "submitted" ? PAYOUT_MESSAGES.initiated(sent.conversationId ?? "pending") : PAYOUT_MESSAGES.retried, data: { sent: sent ?? null } };
}
