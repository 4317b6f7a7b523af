import { AppLink } from "@/components/navigation/app-link";
import type { ReactNode } from "react";
import type { ProductCardData } from "@/lib/db/types";
import { CONDITION_LABELS } from "@/lib/catalogue/conditions";
import { categoryDisplayName } from "@/lib/catalogue/category-display";
import { MapPinIcon } from "@/components/ui/icons";
import { ProductImage } from "./product-image";
import { Price } from "./price";
import { StatusBadge } from "./status-badge";
import type { ViewerRole } from "@/lib/catalogue/viewer";
import { ProductCardActions } from "./product-card-actions";
import { SellerStanding } from "./seller-standing";

export type ProductCardProps = {
  product: ProductCardData;
  viewer: ViewerRole;
  /** Grid cards share one sizes string: the masonry column width at each breakpoint. */
  sizes?: string;
  priority?: boolean;
  /** Replaces the buyer controls (the owner's status menu, edit and delete). */
  footer?: ReactNode;
};

/** A grid across the page's width (the seller's page, My shop): 4 columns of about 300 px from 1280, 3 from 768, 2 below. */
export const GRID_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw";

/**
 * The same grid beside the browse pages' 220 px sidebar (components/catalogue/browse-layout.tsx:
 * padding 16 px a side on phones, 24 from 768, a 32 px gap; columns 12 px apart on phones, 16 from
 * 768). Its columns are narrower than the page's: sized for the whole width, a card at 1280
 * fetched 400 px photos for a 233 px slot (see docs/decisions/data-saving.md).
 */
export const BROWSE_GRID_IMAGE_SIZES = "(min-width: 1280px) 233px, (min-width: 768px) calc((100vw - 332px) / 3), calc((100vw - 44px) / 2)";

/** The spec's product card. No hooks: it renders on the server and inside client lists. */
export function ProductCard({ product, viewer, sizes = GRID_IMAGE_SIZES, priority = false, footer }: ProductCardProps) {
  const href = `/product/${product.id}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <AppLink href={href} className="relative block aspect-square bg-slate-100 dark:bg-slate-800" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.imageUrl} alt="" sizes={sizes} priority={priority} />
        <StatusBadge status={product.status} className="absolute top-2 left-2 shadow-sm" />
      </AppLink>
      <div className="flex flex-1 flex-col gap-1.5 p-3 md:p-4">
        <h3 className="line-clamp-1 font-semibold text-slate-900 dark:text-white">
          <AppLink href={href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
            {product.name}
          </AppLink>
        </h3>
        {product.description ? <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{product.description}</p> : null}
        <Price price={product.price} originalPrice={product.originalPrice} />
        <SellerStanding reputation={product.sellerReputation} />
        <p className="flex flex-wrap gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{CONDITION_LABELS[product.condition]}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{categoryDisplayName(product.categoryName)}</span>
          {product.location ? (
            <span className="inline-flex items-center gap-0.5">
              <MapPinIcon width={12} height={12} />
              {product.location}
            </span>
          ) : null}
        </p>
        {product.quantityAvailable !== null && product.status === "active" ? (
          <p className="text-xs font-medium text-amber-800 dark:text-amber-300">{product.quantityAvailable} left</p>
        ) : null}
        {footer ?? <ProductCardActions product={{ id: product.id, name: product.name, status: product.status, sellerId: product.sellerId }} viewer={viewer} />}
      </div>
    </article>
  );
}
