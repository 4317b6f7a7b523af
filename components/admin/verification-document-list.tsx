import type { VerificationDocumentLink } from "@/lib/db/types";
import { formatDate } from "@/lib/format";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";

/**
 * A wholesaler's documents, newest first, each a link to the private route that serves it to
 * staff and its owner only (docs/decisions/private-documents.md); it opens in a new tab.
 */
export function VerificationDocumentList({ documents, label = VERIFICATION_MESSAGES.documentsLabel }: { documents: VerificationDocumentLink[]; label?: string }) {
  if (documents.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{VERIFICATION_MESSAGES.noDocuments}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-1 text-sm">
      {documents.map((document) => (
        <li key={document.id}>
          <a
            href={`/api/uploads/verification-documents/${document.id}`}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
          >
            {VERIFICATION_MESSAGES.documentKinds[document.documentType]} ({VERIFICATION_MESSAGES.documentFormats[document.contentType] ?? document.contentType})
          </a>{" "}
          <span className="text-slate-600 dark:text-slate-400">{VERIFICATION_MESSAGES.documentSent(formatDate(document.createdAt))}</span>
        </li>
      ))}
    </ul>
  );
}
