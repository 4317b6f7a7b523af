"use client";

import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { ProductStatus } from "@/lib/db/types";
import { loginPathFor } from "@/lib/routes";
import { notify } from "@/components/ui/notify";
import { HeartIcon } from "@/components/ui/icons";
import { QuantityStepper } from "./quantity-stepper";
import { useShopperWrites } from "@/components/cart/use-shopper-writes";
import type { CardViewer } from "./product-card-actions";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";

type PurchasePanelProps = {
  product: { id: string; name: string; status: ProductStatus };
  viewer: CardViewer;
};

/** Quantity, Buy Now, Add to Cart and the wishlist toggle of the product page. */
export function PurchasePanel({ product, viewer }: PurchasePanelProps) {
  const router = useRouter();
  const [quantity, setQuantity] = useState(1);
  const shopper = useShopperWrites();
  const wished = viewer === "buyer" && shopper.inWishlist(product.id);
  const available = product.status === "active";
  const returnHere = loginPathFor(`/product/${product.id}`);

  const askToSignIn = (message: string) => {
    notify.error(message);
    router.push(returnHere);
  };

  if (viewer === "owner") {
    return (
      <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        This is your listing. Manage it from <Link href="/myshop" className="font-semibold text-brand-700 underline dark:text-brand-300">My shop</Link>.
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <QuantityStepper value={quantity} onChange={setQuantity} disabled={!available} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={!available}
          onClick={() => (viewer === "visitor" ? askToSignIn(LOGIN_TO_CONTINUE) : shopper.buyNow(product.id, quantity))}
          className="inline-flex h-12 flex-1 items-center justify-center rounded-lg bg-brand-700 px-3 font-semibold whitespace-nowrap text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
        >
          Buy Now
        </button>
        <button
          type="button"
          disabled={!available}
          onClick={() => (viewer === "visitor" ? askToSignIn(CART_MESSAGES.loginToAdd) : shopper.addToCart(product.id, quantity))}
          className="inline-flex h-12 flex-1 items-center justify-center rounded-lg border border-brand-700 px-3 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 dark:border-brand-400 dark:text-brand-200 dark:hover:bg-brand-950 dark:disabled:border-slate-700 dark:disabled:text-slate-500"
        >
          {available ? "Add to Cart" : "Not Available"}
        </button>
        <button
          type="button"
          onClick={() => (viewer === "visitor" ? askToSignIn(WISHLIST_MESSAGES.loginToAdd) : shopper.toggleWishlist(product.id))}
          aria-label={wished ? "Remove from wishlist" : "Add to wishlist"}
          aria-pressed={wished}
          className={`inline-flex size-12 items-center justify-center rounded-lg border border-slate-300 hover:text-red-600 dark:border-slate-700 ${
            wished ? "text-red-600 dark:text-red-400" : "text-slate-700 dark:text-slate-200"
          }`}
        >
          <HeartIcon width={22} height={22} fill={wished ? "currentColor" : "none"} />
        </button>
      </div>
      {viewer === "visitor" ? <p className="text-sm text-slate-600 dark:text-slate-400">Log in to buy, save or message the seller.</p> : null}
    </div>
  );
}
