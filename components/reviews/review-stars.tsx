import { REVIEW_MESSAGES } from "@/lib/messages/reviews";
import { StarIcon } from "@/components/ui/icons";

type ReviewStarsProps = { rating: number; size?: number; className?: string };

/** A review's stars, read aloud as "Rated N out of 5". */
export function ReviewStars({ rating, size = 16, className = "" }: ReviewStarsProps) {
  return (
    <span role="img" aria-label={REVIEW_MESSAGES.starsAria(rating)} className={`inline-flex items-center gap-0.5 ${className}`} data-testid="review-stars" data-rating={rating}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          width={size}
          height={size}
          aria-hidden="true"
          className={star <= rating ? "fill-amber-400 text-amber-600 dark:text-amber-400" : "text-slate-400 dark:text-slate-500"}
        />
      ))}
    </span>
  );
}
