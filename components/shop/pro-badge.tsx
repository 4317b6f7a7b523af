import { StarIcon } from "@/components/ui/icons";

/** A Pro Seller's mark (see docs/decisions/subscription.md): on their shop page and their Featured Shops tile. */
export function ProBadge({ className = "" }: { className?: string }) {
  return (
    <span
      data-testid="pro-badge"
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100 ${className}`}
    >
      <StarIcon width={12} height={12} aria-hidden />
      Pro
    </span>
  );
}
