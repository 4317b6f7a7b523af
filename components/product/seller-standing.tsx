import type { SellerReputationSummary } from "@/lib/db/types";
import { TRUST_MESSAGES } from "@/lib/messages/trust";
import { ShieldIcon, StarIcon } from "@/components/ui/icons";

/** 'Verified business' (docs/decisions/verified-businesses.md): on the seller page, product pages and cards. */
export function VerifiedBusinessBadge({ className = "" }: { className?: string }) {
  return (
    <span
      data-testid="verified-business"
      className={`inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-100 ${className}`}
    >
      <ShieldIcon width={12} height={12} />
      {TRUST_MESSAGES.verifiedBusiness}
    </span>
  );
}

/** The seller's average and count, compactly (cards and product pages); nothing before the first review. */
export function CompactRating({ averageRating, reviewCount }: Pick<SellerReputationSummary, "averageRating" | "reviewCount">) {
  if (averageRating === null || reviewCount === 0) return null;
  return (
    <span data-testid="seller-rating" className="inline-flex items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
      <span className="sr-only">{TRUST_MESSAGES.ratingLabel(averageRating, reviewCount)}</span>
      <span aria-hidden="true" className="inline-flex items-center gap-1">
        <StarIcon width={12} height={12} className="fill-amber-400 text-amber-500" />
        <span className="font-semibold text-slate-900 dark:text-white">{averageRating.toFixed(1)}</span>
        <span>{TRUST_MESSAGES.ratingCount(reviewCount)}</span>
      </span>
    </span>
  );
}

/** A card's or product page's line about the seller: rating and badge, or nothing when there is neither. */
export function SellerStanding({ reputation, className = "" }: { reputation: SellerReputationSummary; className?: string }) {
  if (!reputation.verifiedBusiness && reputation.reviewCount === 0) return null;
  return (
    <p className={`flex flex-wrap items-center gap-2 ${className}`}>
      <CompactRating averageRating={reputation.averageRating} reviewCount={reputation.reviewCount} />
      {reputation.verifiedBusiness ? <VerifiedBusinessBadge /> : null}
    </p>
  );
}
