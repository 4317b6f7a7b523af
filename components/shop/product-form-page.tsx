"use client";

import { useRouter } from "next/navigation";
import type { CategoryOption } from "@/lib/db/types";
import type { OwnProduct } from "@/lib/db/types";
import { ProductForm } from "./product-form";

/** /add-product: the product form as a page; saving goes back to My shop. */
export function ProductFormPage({ categories, product }: { categories: CategoryOption[]; product?: OwnProduct }) {
  const router = useRouter();
  return (
    <ProductForm
      categories={categories}
      product={product}
      onSaved={() => {
        router.push("/myshop");
        router.refresh();
      }}
    />
  );
}
