"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ProductStatus } from "@/lib/db/types";
import { loginPathFor } from "@/lib/routes";
import { notify } from "@/components/ui/notify";
import { HeartIcon } from "@/components/ui/icons";
import { useShopperWrites } from "@/components/cart/use-shopper-writes";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

/** Who is looking: a visitor, a signed-in buyer, or the product's own seller. */
export type CardViewer = "visitor" | "buyer" | "owner";

type ProductCardActionsProps = {
  product: { id: string; name: string; status: ProductStatus; sellerId: string };
  viewer: CardViewer;
};

/** The card's buyer controls: wishlist heart, View Seller, Add to Cart (Not Available unless active). */
export function ProductCardActions({ product, viewer }: ProductCardActionsProps) {
  const router = useRouter();
  const shopper = useShopperWrites();
  if (viewer === "owner") return null;
  const available = product.status === "active";
  const wished = viewer === "buyer" && shopper.inWishlist(product.id);

  // A visitor is told why and sent to sign in, coming back to the product afterwards.
  const askToSignIn = (message: string) => {
    notify.error(message);
    router.push(loginPathFor(`/product/${product.id}`));
  };

  return (
    <div className="mt-auto flex flex-col gap-2 pt-2">
      {product.sellerId ? (
        <Link href={`/seller/${product.sellerId}`} className="self-start text-xs font-semibold text-brand-700 hover:underline dark:text-brand-300">
          View Seller
        </Link>
      ) : null}
      <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => (viewer === "visitor" ? askToSignIn(WISHLIST_MESSAGES.loginToAdd) : shopper.toggleWishlist(product.id))}
        aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
        aria-pressed={wished}
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 hover:bg-slate-50 hover:text-red-600 dark:border-slate-700 dark:hover:bg-slate-800 ${
          wished ? "text-red-600 dark:text-red-400" : "text-slate-700 dark:text-slate-200"
        }`}
      >
        <HeartIcon fill={wished ? "currentColor" : "none"} />
      </button>
      <button
        type="button"
        disabled={!available}
        onClick={() => (viewer === "visitor" ? askToSignIn(CART_MESSAGES.loginToAdd) : shopper.addToCart(product.id))}
        className="inline-flex h-10 min-w-0 flex-1 items-center justify-center rounded-lg bg-brand-700 px-2 text-[13px] font-semibold whitespace-nowrap sm:text-sm text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
      >
        {available ? "Add to Cart" : "Not Available"}
      </button>
      </div>
    </div>
  );
}
