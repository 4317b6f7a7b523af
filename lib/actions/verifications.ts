"use server";

import { revalidatePath } from "next/cache";
import { decideVerification } from "@/lib/db/verifications";
import { sendEmailsSoon } from "@/lib/mail/outbox-sender";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";
import { approveVerificationSchema, refuseVerificationSchema } from "@/lib/validation/verifications";
import type { DecisionRefusal } from "@/lib/verifications/rules";
import { refuse, requireRole, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// Verified businesses (docs/decisions/verified-businesses.md): staff approve or refuse a
// waiting wholesaler. Staff only, checked here whatever the page showed; the write is
// conditional on the wholesaler still waiting, so two staff deciding at once get one decision.
// 'Verified business' then follows by the database's trigger, and the public pages' cache hears
// of it through the aggregate's notice.

const DECISION_REFUSALS: Record<DecisionRefusal | "not-found", string> = {
  "not-found": VERIFICATION_MESSAGES.notFound,
  "already-decided": VERIFICATION_MESSAGES.alreadyDecided,
  "own-business": VERIFICATION_MESSAGES.ownBusiness,
  "no-documents": VERIFICATION_MESSAGES.nothingToApprove,
};

export const approveVerificationAction = userActionClient
  .metadata({ name: "approveVerification", failed: VERIFICATION_MESSAGES.decideFailed })
  .use(requireRole("staff"))
  .inputSchema(approveVerificationSchema)
  .action(async ({ parsedInput: { wholesalerId }, ctx: { user } }) => {
    const decided = await decideVerification(wholesalerId, user.id, "approve", null);
    if (!decided.ok) refuse(DECISION_REFUSALS[decided.reason]);
    sendEmailsSoon();
    revalidatePath("/admin/verifications");
    return succeeded(VERIFICATION_MESSAGES.approved(decided.businessName));
  });

export const refuseVerificationAction = userActionClient
  .metadata({ name: "refuseVerification", failed: VERIFICATION_MESSAGES.decideFailed })
  .use(requireRole("staff"))
  .inputSchema(refuseVerificationSchema)
  .action(async ({ parsedInput: { wholesalerId, reason }, ctx: { user } }) => {
    const decided = await decideVerification(wholesalerId, user.id, "refuse", reason);
    if (!decided.ok) refuse(DECISION_REFUSALS[decided.reason]);
    sendEmailsSoon();
    revalidatePath("/admin/verifications");
    return succeeded(VERIFICATION_MESSAGES.refused(decided.businessName));
  });
