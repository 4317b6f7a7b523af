import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { NotFoundScreen } from "@/components/ui/not-found-screen";
import { catalogueFacets } from "@/lib/catalogue/browse";
import { ALL_PRODUCTS_SLUG, categoryPath } from "@/lib/catalogue/category-display";
import { CATEGORY_NOT_FOUND } from "@/lib/messages/catalogue";

// Used when the answer is a 404 (the page's own generateMetadata is not asked then) and by the page itself.
export const metadata: Metadata = { title: CATEGORY_NOT_FOUND.title, robots: { index: false } };

/** An address naming no category: the categories there are, and All Products. */
export default async function CategoryNotFound() {
  const { categories } = await catalogueFacets().catch(() => ({ categories: [] }));
  return (
    <NotFoundScreen title={CATEGORY_NOT_FOUND.title} text={CATEGORY_NOT_FOUND.text} href={`/category/${ALL_PRODUCTS_SLUG}`} linkLabel={CATEGORY_NOT_FOUND.allProducts}>
      {categories.length > 0 ? (
        <nav aria-label={CATEGORY_NOT_FOUND.listLabel}>
          <ul className="flex flex-wrap justify-center gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <AppLink
                  href={categoryPath(category.name)}
                  className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  {category.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </NotFoundScreen>
  );
}
