import { z } from "zod";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";
import { REFUSAL_REASON_MAX } from "@/lib/verifications/rules";
import { multilineText } from "./fields";

// Verified businesses (docs/decisions/verified-businesses.md): staff's two decisions, each
// shared by its form and its server action. The wholesaler's new document is a file, read by
// its route handler (POST /api/uploads/verification-documents) and judged by its bytes.

/** Staff approve a waiting wholesaler. */
export const approveVerificationSchema = z.object({ wholesalerId: z.uuid(VERIFICATION_MESSAGES.notFound) });

/** Staff refuse a waiting wholesaler, with the reason the wholesaler reads. */
export const refuseVerificationSchema = z.object({
  wholesalerId: z.uuid(VERIFICATION_MESSAGES.notFound),
  reason: multilineText({ error: VERIFICATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, VERIFICATION_MESSAGES.reasonRequired)
    .max(REFUSAL_REASON_MAX, VERIFICATION_MESSAGES.reasonTooLong),
});

export type RefuseVerificationInput = z.input<typeof refuseVerificationSchema>;

/** The upload form's file field (sign-up's name for the same document). */
export const VERIFICATION_DOCUMENT_FIELD = "documentFile";
