"use client";

import { AppLink } from "@/components/navigation/app-link";
import { usePathname, useRouter } from "next/navigation";
import type { ProductStatus } from "@/lib/db/types";
import type { ViewerRole } from "@/lib/catalogue/viewer";
import { loginPathFor } from "@/lib/routes";
import { notify } from "@/components/ui/notify";
import { CART_MESSAGES } from "@/lib/messages/cart";
import { WISHLIST_MESSAGES } from "@/lib/messages/wishlist";
import { buttonClasses } from "@/components/ui/button";
import { useShopperWrites } from "@/components/cart/use-shopper-writes";
import { WishlistHeart } from "./wishlist-heart";

type ProductCardActionsProps = {
  product: { id: string; name: string; status: ProductStatus; sellerId: string };
  viewer: ViewerRole;
};

/** The card's buyer controls: wishlist heart, View Seller, Add to Cart (Not Available unless active). */
export function ProductCardActions({ product, viewer }: ProductCardActionsProps) {
  const router = useRouter();
  const pathname = usePathname();
  const shopper = useShopperWrites();
  if (viewer === "owner") return null;
  const sellerPath = `/seller/${product.sellerId}`;
  const available = product.status === "active";
  const wished = viewer === "buyer" && shopper.inWishlist(product.id);

  // A visitor is told why and sent to sign in, coming back to the product afterwards.
  const askToSignIn = (message: string) => {
    notify.error(message);
    router.push(loginPathFor(`/product/${product.id}`));
  };

  return (
    <div className="mt-auto flex flex-col gap-2 pt-2">
      {/* Not on the seller's own page, where it would only link to the page itself. */}
      {product.sellerId && pathname !== sellerPath ? (
        <AppLink href={sellerPath} className={buttonClasses({ variant: "link", className: "self-start text-xs" })}>
          View Seller
        </AppLink>
      ) : null}
      <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => (viewer === "visitor" ? askToSignIn(WISHLIST_MESSAGES.loginToAdd) : shopper.toggleWishlist(product.id))}
        aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
        aria-pressed={wished}
        className={buttonClasses({ variant: "secondary", size: "icon", className: "group" })}
      >
        <WishlistHeart wished={wished} />
      </button>
      <button
        type="button"
        disabled={!available}
        onClick={() => (viewer === "visitor" ? askToSignIn(CART_MESSAGES.loginToAdd) : shopper.addToCart(product.id))}
        // Two phone columns leave about 100px beside the heart: a tighter label than any other small button.
        className={buttonClasses({ size: "sm", className: "min-w-0 flex-1 px-2! text-[13px]! sm:text-sm!" })}
      >
        {available ? "Add to Cart" : "Not Available"}
      </button>
      </div>
    </div>
  );
}
