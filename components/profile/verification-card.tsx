import type { OwnVerification } from "@/lib/db/types";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";
import { offersDocumentUpload, verificationCardState, type VerificationCardState } from "@/lib/verifications/rules";
import { VerifiedBusinessBadge } from "@/components/product/seller-standing";
import { VerificationDocumentList } from "@/components/admin/verification-document-list";
import { VerificationDocumentsForm } from "./verification-documents-form";

const STATUS: Record<VerificationCardState["kind"], { label: string; explain: string; tone: string }> = {
  verified: { label: VERIFICATION_MESSAGES.statusVerified, explain: VERIFICATION_MESSAGES.explainVerified, tone: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100" },
  refused: { label: VERIFICATION_MESSAGES.statusRefused, explain: VERIFICATION_MESSAGES.explainRefused, tone: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100" },
  "under-review": { label: VERIFICATION_MESSAGES.statusUnderReview, explain: VERIFICATION_MESSAGES.explainUnderReview, tone: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100" },
  "waiting-for-documents": { label: VERIFICATION_MESSAGES.statusWaiting, explain: VERIFICATION_MESSAGES.explainWaiting, tone: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100" },
};

/** A wholesaler's verification in their profile (docs/decisions/verified-businesses.md): where it stands, staff's reason after a refusal, and the form to send new documents. */
export function VerificationCard({ verification }: { verification: OwnVerification }) {
  const state = verificationCardState({ status: verification.status, reason: verification.reason, documentCount: verification.documents.length });
  const status = STATUS[state.kind];
  return (
    <section aria-labelledby="business-verification" data-testid="verification-card" data-state={state.kind} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="business-verification" className="flex flex-wrap items-center gap-2 font-bold">
        {VERIFICATION_MESSAGES.cardTitle}:{" "}
        {state.kind === "verified" ? <VerifiedBusinessBadge /> : <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.tone}`}>{status.label}</span>}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{status.explain}</p>
      {state.kind === "refused" ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40">
          <p className="font-semibold text-red-900 dark:text-red-100">{VERIFICATION_MESSAGES.reasonHeading}</p>
          <p data-testid="verification-reason" className="break-words whitespace-pre-line text-red-900 dark:text-red-100">
            {state.reason}
          </p>
        </div>
      ) : null}
      {offersDocumentUpload(state) ? <VerificationDocumentsForm /> : null}
      {/* A business verified without a document on file (by hand, before this page existed) has none to list. */}
      {state.kind === "verified" && verification.documents.length === 0 ? null : <VerificationDocumentList documents={verification.documents} label={VERIFICATION_MESSAGES.yourDocuments} />}
    </section>
  );
}
