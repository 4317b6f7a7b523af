import { HeartIcon } from "@/components/ui/icons";

type WishlistHeartProps = { wished: boolean; size?: number };

/** The heart inside a wishlist toggle: filled red when saved, red on hover (its button carries `group`). */
export function WishlistHeart({ wished, size = 20 }: WishlistHeartProps) {
  return (
    <HeartIcon
      width={size}
      height={size}
      fill={wished ? "currentColor" : "none"}
      className={wished ? "text-red-600 dark:text-red-400" : "text-slate-700 group-hover:text-red-600 dark:text-slate-200 dark:group-hover:text-red-400"}
    />
  );
}
