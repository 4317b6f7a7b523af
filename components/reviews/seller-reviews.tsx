import { AppLink } from "@/components/navigation/app-link";
import { formatDate } from "@/lib/format";
import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import { reviewPageCount, starShares } from "@/lib/reviews/rules";
import type { SellerReviewsPage } from "@/lib/reviews/types";
import { buttonClasses } from "@/components/ui/button";
import { LazyHideReview as HideReview, LazyReplyToReview as ReplyToReview } from "./lazy-review-controls";
import { ReviewStars } from "./review-stars";

type SellerReviewsProps = {
  sellerId: string;
  sellerName: string;
  /** From the seller_reputations aggregate (docs/decisions/reviews.md): never recounted here. */
  reputation: { averageRating: number | null; reviewCount: number; stars: readonly number[] };
  reviews: SellerReviewsPage;
  page: number;
  /** Where a reviews page link keeps the products' page. */
  productsPage: number;
  /** Per-viewer controls, drawn only for that viewer: the seller answers, staff hide. */
  controls: { answer: boolean; hide: boolean };
};

function pageHref(sellerId: string, productsPage: number, reviewsPage: number): string {
  const query = new URLSearchParams();
  if (productsPage > 1) query.set("page", String(productsPage));
  if (reviewsPage > 1) query.set("reviews", String(reviewsPage));
  const search = query.toString();
  return `/seller/${sellerId}${search ? `?${search}` : ""}#reviews`;
}

/**
 * The seller page's Reviews: the average, the count and the distribution from the
 * aggregate, then the visible reviews newest first, a page at a time by plain links (?reviews=N),
 * each with its stars, text, date, product, the reviewer's first name and the seller's answer.
 */
export function SellerReviews({ sellerId, sellerName, reputation, reviews, page, productsPage, controls }: SellerReviewsProps) {
  const shares = starShares(reputation.stars);
  const pages = reviewPageCount(reputation.reviewCount);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-8 scroll-mt-20">
      <h2 id="reviews-heading" className="mb-4 text-xl font-bold">
        {REVIEW_MESSAGES.heading}
      </h2>
      {reputation.reviewCount === 0 || reputation.averageRating === null ? (
        <p className="text-slate-700 dark:text-slate-300" data-testid="reviews-none">
          {REVIEW_MESSAGES.none}
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="reviews-summary">
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-bold" data-testid="reviews-average">
                {reputation.averageRating.toFixed(1)}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{REVIEW_MESSAGES.outOfFive}</span>
            </p>
            <ReviewStars rating={Math.round(reputation.averageRating)} size={20} />
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="reviews-count">
              {REVIEW_MESSAGES.countLabel(reputation.reviewCount)}
            </p>
            <ul aria-label={REVIEW_MESSAGES.distributionLabel} className="flex flex-col gap-1.5">
              {[5, 4, 3, 2, 1].map((stars) => (
                <li key={stars} className="flex items-center gap-2 text-sm" data-testid="reviews-distribution-row" data-stars={stars}>
                  <span className="sr-only">{REVIEW_MESSAGES.starRow(stars, reputation.stars[stars - 1] ?? 0)}</span>
                  <span aria-hidden="true" className="w-3 text-right">
                    {stars}
                  </span>
                  <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                    <span className="block h-full rounded-full bg-amber-500" style={{ width: `${shares[stars - 1] ?? 0}%` }} />
                  </span>
                  <span aria-hidden="true" className="w-8 text-right text-slate-600 dark:text-slate-400">
                    {reputation.stars[stars - 1] ?? 0}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-4">
            <ol aria-label={REVIEW_MESSAGES.listLabel} className="flex flex-col gap-3">
              {reviews.reviews.map((review) => (
                <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="seller-review" data-review-id={review.id}>
                  <article className="flex flex-col gap-2">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <ReviewStars rating={review.rating} />
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        <span className="font-semibold text-slate-800 dark:text-slate-200" data-testid="reviewer-name">
                          {review.reviewerName}
                        </span>
                        {" · "}
                        <time dateTime={review.createdAt.toISOString()}>{formatDate(review.createdAt)}</time>
                      </p>
                    </div>
                    <p className="text-xs text-slate-600 dark:text-slate-400">{REVIEW_MESSAGES.aboutProduct(review.productName)}</p>
                    {review.body ? <p className="text-sm break-words whitespace-pre-line">{review.body}</p> : null}
                    {review.reply ? (
                      <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800" data-testid="review-reply">
                        <p className="font-semibold">{REVIEW_MESSAGES.sellerAnswer(sellerName)}</p>
                        <p className="break-words whitespace-pre-line">{review.reply}</p>
                      </div>
                    ) : null}
                    {(controls.answer && !review.reply) || controls.hide ? (
                      <div className="flex flex-wrap justify-end gap-2">
                        {controls.answer && !review.reply ? <ReplyToReview reviewId={review.id} reviewerName={review.reviewerName} /> : null}
                        {controls.hide ? <HideReview reviewId={review.id} reviewerName={review.reviewerName} /> : null}
                      </div>
                    ) : null}
                  </article>
                </li>
              ))}
            </ol>
            {pages > 1 ? (
              <nav aria-label={REVIEW_MESSAGES.pagination} className="flex flex-wrap items-center justify-between gap-3 text-sm">
                {page > 1 ? (
                  <AppLink href={pageHref(sellerId, productsPage, page - 1)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                    {REVIEW_MESSAGES.newer}
                  </AppLink>
                ) : (
                  <span />
                )}
                <span className="text-slate-600 dark:text-slate-400">{REVIEW_MESSAGES.pageOf(page, pages)}</span>
                {reviews.hasMore ? (
                  <AppLink href={pageHref(sellerId, productsPage, page + 1)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                    {REVIEW_MESSAGES.older}
                  </AppLink>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
