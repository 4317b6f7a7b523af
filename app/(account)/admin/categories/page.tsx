import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/session";
import { listCategoriesForStaff, OTHER_CATEGORY_KEY } from "@/lib/db/categories";
import { ADMIN_CATEGORY_MESSAGES } from "@/lib/messages/admin-categories";
import { CategoriesTable } from "@/components/admin/categories-table";
import { ListMessage } from "@/components/catalogue/empty-state";

export const metadata: Metadata = { title: "Categories", robots: { index: false } };

/** Staff (see docs/decisions/staff.md and category-suggestions.md): every category with its products; rename, hide (products to Other), show again, merge. */
export default async function CategoriesPage() {
  await requireStaff();
  const categories = await listCategoriesForStaff();
  return (
    <section className="flex w-full min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Categories</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
            Sellers&apos; new categories go live at once. A suggested one is listed for buyers once it has an active product. Hiding one moves its products to Other.
          </p>
        </div>
      </header>
      {categories.length === 0 ? (
        <ListMessage title={ADMIN_CATEGORY_MESSAGES.empty} />
      ) : (
        <CategoriesTable categories={categories.map((category) => ({ ...category, isOther: category.name.toLowerCase() === OTHER_CATEGORY_KEY }))} />
      )}
    </section>
  );
}
