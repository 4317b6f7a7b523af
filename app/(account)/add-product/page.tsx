import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { listApprovedCategories } from "@/lib/db/categories";
import { getOwnProduct } from "@/lib/db/seller-products";
import { isUuid } from "@/lib/validation/ids";
import { BecomeSeller } from "@/components/shop/become-seller";
import { ProductFormPage } from "@/components/shop/product-form-page";

export const metadata: Metadata = { title: "Add product", robots: { index: false } };

type AddProductPageProps = { searchParams: Promise<{ edit?: string | string[] }> };

export default async function AddProductPage({ searchParams }: AddProductPageProps) {
  const user = await requireUser();
  if (!user.isSeller) return <BecomeSeller />;
  const edit = (await searchParams).edit;
  const editId = typeof edit === "string" ? edit : undefined;
  // Editing is for one's own product only; anyone else's is "not found".
  const product = editId ? (isUuid(editId) ? await getOwnProduct(user.id, editId) : null) : undefined;
  if (product === null) notFound();
  const categories = await listApprovedCategories();

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 md:px-6 md:py-10">
      <nav aria-label="Breadcrumb" className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        <AppLink href="/myshop" className="hover:underline">
          My shop
        </AppLink>{" "}
        / {product ? "Edit product" : "Add product"}
      </nav>
      <h1 className="mb-5 text-2xl font-bold md:text-3xl">{product ? "Edit Product" : "Add Product"}</h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 md:p-6 dark:border-slate-800 dark:bg-slate-900">
        <ProductFormPage categories={categories} product={product} />
      </div>
    </div>
  );
}
