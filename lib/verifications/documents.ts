import "server-only";
import { randomBytes } from "node:crypto";
import { logger } from "@/lib/log/logger.mjs";
import { putObject } from "@/lib/storage";
import { detectDocumentType } from "@/lib/storage/file-type";
import { DOCUMENT_MAX_BYTES } from "@/lib/validation/signup";

// A verification document into the private store, judged by its bytes and capped in size (see
// docs/decisions/private-documents.md): sign-up's document and the ones a refused wholesaler
// sends again go through here alike.

export type StoredDocument = { storageKey: string; contentType: string; sizeBytes: number };

export type DocumentStoreRefusal = "too-large" | "not-image-or-pdf" | "store-failed";

export async function storePrivateDocument(
  userId: string,
  document: { bytes: Uint8Array; sizeBytes: number },
): Promise<{ ok: true; stored: StoredDocument } | { ok: false; reason: DocumentStoreRefusal }> {
  if (document.sizeBytes > DOCUMENT_MAX_BYTES) return { ok: false, reason: "too-large" };
  const detected = detectDocumentType(document.bytes);
  if (!detected) return { ok: false, reason: "not-image-or-pdf" };

  // The spec's naming, userId_timestamp.extension, plus a random part so two
  // uploads in one millisecond cannot collide.
  const storageKey = `${userId}_${Date.now()}_${randomBytes(4).toString("hex")}.${detected.extension}`;
  try {
    await putObject("verification-documents", storageKey, document.bytes, detected.mime);
  } catch (error) {
    logger.error({ err: error }, "verification document not stored");
    return { ok: false, reason: "store-failed" };
  }
  return { ok: true, stored: { storageKey, contentType: detected.mime, sizeBytes: document.sizeBytes } };
}
