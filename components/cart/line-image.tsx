import Image from "next/image";
import type { ProductStatus } from "@/lib/db/generated/enums";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/images";

export type CartViewLine = {
  id: string;
  quantity: number;
  product: { id: string; name: string; price: number; imageUrl: string | null; status: ProductStatus };
};

/** The small photo of a cart or wishlist line. */
export function LineImage({ imageUrl }: { imageUrl: string | null }) {
  return (
    <Image
      src={imageUrl ?? PLACEHOLDER_PRODUCT_IMAGE}
      alt=""
      width={80}
      height={80}
      sizes="80px"
      unoptimized={!imageUrl}
      className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:size-20 dark:bg-slate-800"
    />
  );
}
