"use client";

import { AppLink } from "@/components/navigation/app-link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import type { ProductStatus } from "@/lib/db/types";
import type { ViewerRole } from "@/lib/catalogue/viewer";
import { loginPathFor } from "@/lib/routes";
import { notify } from "@/components/ui/notify";
import { Button, buttonClasses } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { WishlistHeart } from "./wishlist-heart";
import { QuantityStepper } from "./quantity-stepper";
import { useShopperWrites } from "@/components/cart/use-shopper-writes";
import { useStartCheckout } from "@/components/checkout/use-start-checkout";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { LOGIN_TO_CONTINUE } from "@/lib/messages/common";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";


type PurchasePanelProps = {
  product: { id: string; name: string; status: ProductStatus };
  viewer: ViewerRole;
};

/** Quantity, Buy Now, Add to Cart and the wishlist toggle of the product page. */
export function PurchasePanel({ product, viewer }: PurchasePanelProps) {
  const router = useRouter();
  const [quantity, setQuantity] = useState(1);
  const shopper = useShopperWrites();
  const checkout = useStartCheckout();
  const wished = viewer === "buyer" && shopper.inWishlist(product.id);
  const available = product.status === "active";
  const returnHere = loginPathFor(`/product/${product.id}`);

  const askToSignIn = (message: string) => {
    notify.error(message);
    router.push(returnHere);
  };

  if (viewer === "owner") {
    return (
      <Alert tone="info">
        This is your listing. Manage it from{" "}
        <AppLink href="/myshop" className={buttonClasses({ variant: "link", className: "underline" })}>
          My shop
        </AppLink>
        .
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <QuantityStepper value={quantity} onChange={setQuantity} disabled={!available} />
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          className="flex-1"
          disabled={!available}
          pending={checkout.pending}
          onClick={() => (viewer === "visitor" ? askToSignIn(LOGIN_TO_CONTINUE) : void checkout.buyNow(product.id, quantity))}
        >
          Buy Now
        </Button>
        <button
          type="button"
          disabled={!available}
          onClick={() => (viewer === "visitor" ? askToSignIn(CART_MESSAGES.loginToAdd) : shopper.addToCart(product.id, quantity))}
          className={buttonClasses({ variant: "outline", size: "lg", className: "flex-1" })}
        >
          {available ? "Add to Cart" : "Not Available"}
        </button>
        <button
          type="button"
          onClick={() => (viewer === "visitor" ? askToSignIn(WISHLIST_MESSAGES.loginToAdd) : shopper.toggleWishlist(product.id))}
          aria-label={wished ? "Remove from wishlist" : "Add to wishlist"}
          aria-pressed={wished}
          className={buttonClasses({ variant: "secondary", size: "icon-lg", className: "group" })}
        >
          <WishlistHeart wished={wished} size={22} />
        </button>
      </div>
      {viewer === "visitor" ? <p className="text-sm text-slate-600 dark:text-slate-400">Log in to buy, save or message the seller.</p> : null}
    </div>
  );
}
