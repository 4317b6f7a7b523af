import { getVerificationDocument } from "@/lib/db/profiles";
import { getObject } from "@/lib/storage";
import { apiError } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { isUuid } from "@/lib/validation/ids";

// Verification documents are private (see docs/decisions/private-documents.md): only the owner and staff get the
// bytes; anyone else gets the same 404 as for a document that does not exist.
export const GET = userRoute<{ id: string }>("Please sign in to view this document").handle(async ({ user, params: { id } }) => {
  const document = isUuid(id) ? await getVerificationDocument(id) : null;
  if (!document || (document.userId !== user.id && !user.isStaff)) return apiError("not_found", "Document not found");

  const stored = await getObject("verification-documents", document.storageKey);
  if (!stored) return apiError("not_found", "Document not found");
  const bytes = stored.bytes;

  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `inline; filename="${document.documentType}.${document.storageKey.split(".").pop()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // A PDF or image only; nothing in it may run scripts against this site.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
});
