import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { failed, type ActionResult } from "@/lib/actions/result";
import { addVerificationDocument } from "@/lib/db/verifications";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";
import { deleteObject } from "@/lib/storage";
import { VERIFICATION_DOCUMENT_FIELD } from "@/lib/validation/verifications";
import { storePrivateDocument, type DocumentStoreRefusal } from "./documents";
import type { SendRefusal } from "./rules";

// A wholesaler sends new business documents (docs/decisions/verified-businesses.md): the
// file is judged and stored like sign-up's, then its row and the return to staff's queue are
// written under the wholesaler's lock. A file stored for a write that was then refused is
// removed again, so a refusal leaves nothing behind.

const FIELD = VERIFICATION_DOCUMENT_FIELD;

const STORE_REFUSALS: Record<DocumentStoreRefusal, ActionResult<never>> = {
  "too-large": failed("too_large", VERIFICATION_MESSAGES.documentTooLarge, { [FIELD]: VERIFICATION_MESSAGES.documentTooLarge }),
  "not-image-or-pdf": failed("invalid_input", VERIFICATION_MESSAGES.documentNotImageOrPdf, { [FIELD]: VERIFICATION_MESSAGES.documentNotImageOrPdf }),
  "store-failed": failed("server_error", VERIFICATION_MESSAGES.sendFailed),
};

/** The refusals of the send rule (and of a user who is no wholesaler), in the answer's words. */
export const SEND_REFUSALS: Record<SendRefusal | "not-a-wholesaler", ActionResult<never>> = {
  "not-a-wholesaler": failed("forbidden", VERIFICATION_MESSAGES.notAWholesaler),
  verified: failed("conflict", VERIFICATION_MESSAGES.alreadyVerified),
  "under-review": failed("conflict", VERIFICATION_MESSAGES.underReview),
};

export async function sendVerificationDocument(userId: string, file: FormDataEntryValue | null): Promise<ActionResult<{ documentId: string }>> {
  if (!(file instanceof File) || file.size === 0) return failed("invalid_input", VERIFICATION_MESSAGES.documentRequired, { [FIELD]: VERIFICATION_MESSAGES.documentRequired });
  const stored = await storePrivateDocument(userId, { bytes: new Uint8Array(await file.arrayBuffer()), sizeBytes: file.size });
  if (!stored.ok) return STORE_REFUSALS[stored.reason];

  const added = await addVerificationDocument(userId, stored.stored).catch(async (error: unknown) => {
    await deleteObject("verification-documents", stored.stored.storageKey).catch(() => undefined);
    throw error;
  });
  if (!added.ok) {
    await deleteObject("verification-documents", stored.stored.storageKey).catch((error: unknown) => logger.warn({ err: error }, "verification document left in the store"));
    return SEND_REFUSALS[added.reason];
  }
  return { ok: true, message: VERIFICATION_MESSAGES.sent, data: { documentId: added.documentId } };
}
