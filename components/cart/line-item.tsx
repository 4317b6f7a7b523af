import Image from "next/image";
import { AppLink } from "@/components/navigation/app-link";
import type { ReactNode } from "react";
import type { ProductStatus } from "@/lib/db/types";
import { buttonClasses } from "@/components/ui/button";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/images";

export type CartViewLine = {
  id: string;
  quantity: number;
  /** When it was first added (the list is newest first): an Undo puts the line back there. */
  createdAt?: Date;
  product: { id: string; name: string; price: number; imageUrl: string | null; status: ProductStatus };
};

type LineItemProps = {
  line: CartViewLine;
  /** Under the name: the unit price, and a notice when the product is no longer for sale. */
  details: ReactNode;
  /** Beside the name on wide screens, under it on phones (the cart's line total). */
  aside?: ReactNode;
  /** The line's controls: quantity, moves, remove. */
  children: ReactNode;
};

/** One row of the cart or the wishlist: photo, name linking to the product, details and controls. */
export function LineItem({ line, details, aside, children }: LineItemProps) {
  const { product } = line;
  return (
    <li className="flex gap-3 p-4 md:gap-4">
      <Image
        src={product.imageUrl ?? PLACEHOLDER_PRODUCT_IMAGE}
        alt=""
        width={80}
        height={80}
        sizes="80px"
        unoptimized={!product.imageUrl}
        className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:size-20 dark:bg-slate-800"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <div className="min-w-0">
            <AppLink href={`/product/${product.id}`} className="line-clamp-2 font-semibold hover:underline">
              {product.name}
            </AppLink>
            {details}
          </div>
          {aside}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">{children}</div>
      </div>
    </li>
  );
}

/** The red Remove of a cart or wishlist line, named for its product for screen readers. */
export function RemoveLineButton({ productName, onRemove }: { productName: string; onRemove: () => void }) {
  return (
    <button type="button" className={buttonClasses({ variant: "danger-link", size: "sm" })} aria-label={`Remove ${productName}`} onClick={onRemove}>
      Remove
    </button>
  );
}
