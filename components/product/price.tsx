import { formatKes } from "@/lib/format";

type PriceProps = { price: number; originalPrice?: number | null; size?: "md" | "lg" };

/** The price, with the original struck through when the product is cheaper than it was. */
export function Price({ price, originalPrice, size = "md" }: PriceProps) {
  const reduced = originalPrice != null && originalPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-slate-900 dark:text-white ${size === "lg" ? "text-3xl" : "text-base"}`}>{formatKes(price)}</span>
      {reduced ? (
        <s className={`text-slate-500 dark:text-slate-400 ${size === "lg" ? "text-base" : "text-xs"}`}>
          <span className="sr-only">was </span>
          {formatKes(originalPrice)}
        </s>
      ) : null}
    </p>
  );
}
