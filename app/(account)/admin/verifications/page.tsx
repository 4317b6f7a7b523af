import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/session";
import { listRecentVerificationDecisions, listWaitingVerifications } from "@/lib/db/verifications";
import { formatDate, formatDateTime } from "@/lib/format";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";
import { VerificationDecision } from "@/components/admin/verification-decision";
import { VerificationDocumentList } from "@/components/admin/verification-document-list";
import { ListMessage } from "@/components/catalogue/empty-state";

const DETAILS = VERIFICATION_MESSAGES.details;

export const metadata: Metadata = { title: VERIFICATION_MESSAGES.pageTitle, robots: { index: false } };

/** Staff (docs/decisions/verified-businesses.md): wholesalers waiting, longest first, with their details and private documents; recent decisions below. */
export default async function VerificationsPage() {
  await requireStaff();
  const [waiting, recent] = await Promise.all([listWaitingVerifications(), listRecentVerificationDecisions()]);
  return (
    <section className="flex w-full min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{VERIFICATION_MESSAGES.pageTitle}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{VERIFICATION_MESSAGES.pageIntro}</p>
      </header>
      {waiting.length === 0 ? (
        <ListMessage title={VERIFICATION_MESSAGES.nothingWaiting} />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={VERIFICATION_MESSAGES.waitingListLabel}>
          {waiting.map((business) => (
            <li
              key={business.wholesalerId}
              data-testid="waiting-verification"
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="font-bold break-words">{business.businessName}</h2>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{VERIFICATION_MESSAGES.documentsSentAt(formatDateTime(business.documentsSentAt))}</p>
                </div>
                <VerificationDecision wholesalerId={business.wholesalerId} businessName={business.businessName} />
              </div>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <Detail term={DETAILS.licence} value={business.licenceNumber} />
                <Detail term={DETAILS.taxId} value={business.taxId} />
                <Detail term={DETAILS.contact} value={[business.contactName, business.accountEmail, business.accountPhone].filter(Boolean).join(" · ")} />
                <Detail term={DETAILS.businessPhone} value={business.businessPhone} />
                <Detail term={DETAILS.businessEmail} value={business.businessEmail} />
                <Detail term={DETAILS.address} value={business.address} />
                <Detail term={DETAILS.signedUp} value={formatDate(business.signedUpAt)} />
              </dl>
              <VerificationDocumentList documents={business.documents} label={VERIFICATION_MESSAGES.documentsOf(business.businessName)} />
            </li>
          ))}
        </ul>
      )}
      {recent.length > 0 ? (
        <section aria-labelledby="recent-verification-decisions" className="flex flex-col gap-3">
          <h2 id="recent-verification-decisions" className="text-lg font-bold">
            {VERIFICATION_MESSAGES.recentTitle}
          </h2>
          <ul aria-label={VERIFICATION_MESSAGES.recentListLabel} className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {recent.map((decision) => (
              <li key={decision.wholesalerId} data-testid="verification-decision" className="flex flex-col gap-1 px-5 py-3">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words">{decision.businessName}</span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${decision.status === "verified" ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100" : "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100"}`}
                  >
                    {decision.status === "verified" ? VERIFICATION_MESSAGES.decidedApproved : VERIFICATION_MESSAGES.decidedRefused}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {VERIFICATION_MESSAGES.decidedBy(decision.decidedByName, formatDateTime(decision.decidedAt))}
                  </span>
                </p>
                {decision.reason ? <p className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{decision.reason}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function Detail({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="break-words">{value}</dd>
    </>
  );
}
