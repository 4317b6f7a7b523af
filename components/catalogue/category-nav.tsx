import Link from "next/link";
import type { CategoryOption } from "@/lib/db/types";
import { ALL_PRODUCTS_SLUG, categoryPath } from "@/lib/catalogue/category-display";
import { MOBILE_CATEGORY_CHIP_LIMIT } from "@/lib/constants";

type CategoryNavProps = {
  categories: CategoryOption[];
  /** The category being shown: its id, "all", or null on the marketplace. */
  currentId: string | null;
};

const ALL = { id: ALL_PRODUCTS_SLUG, name: "All Products" };

function hrefFor(category: CategoryOption) {
  return category.id === ALL_PRODUCTS_SLUG ? `/category/${ALL_PRODUCTS_SLUG}` : categoryPath(category.name);
}

type LinkStyles = { base: string; current: string; other: string };

const LIST_STYLES: LinkStyles = {
  base: "block rounded-lg px-3 py-2 text-sm",
  current: "bg-brand-50 font-semibold text-brand-900 dark:bg-brand-950 dark:text-brand-200",
  other: "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
};

const CHIP_STYLES: LinkStyles = {
  base: "inline-flex h-9 items-center rounded-full border px-4 text-sm whitespace-nowrap",
  current: "border-brand-700 bg-brand-700 font-semibold text-white dark:border-brand-400 dark:bg-brand-400 dark:text-slate-950",
  other: "border-slate-300 bg-white text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
};

/** One category's link, marked as the current page when it is the one shown. */
function CategoryLink({ category, currentId, styles }: { category: CategoryOption; currentId: string | null; styles: LinkStyles }) {
  const current = category.id === currentId;
  return (
    <Link href={hrefFor(category)} aria-current={current ? "page" : undefined} className={`${styles.base} ${current ? styles.current : styles.other}`}>
      {category.name}
    </Link>
  );
}

/** Desktop: the sidebar list of All Products plus every approved category. */
export function CategorySidebarList({ categories, currentId }: CategoryNavProps) {
  return (
    <nav aria-label="Categories">
      <h2 className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Categories</h2>
      <ul className="flex flex-col gap-0.5">
        {[ALL, ...categories].map((category) => (
          <li key={category.id}>
            <CategoryLink category={category} currentId={currentId} styles={LIST_STYLES} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile: a horizontal strip of at most 10 chips (spec section 9). */
export function CategoryChips({ categories, currentId }: CategoryNavProps) {
  let chips = [ALL, ...categories].slice(0, MOBILE_CATEGORY_CHIP_LIMIT);
  // The category being shown always has its chip, even when it sorts past the limit.
  const current = categories.find((c) => c.id === currentId);
  if (current && !chips.includes(current)) chips = [...chips.slice(0, MOBILE_CATEGORY_CHIP_LIMIT - 1), current];
  return (
    <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
      <ul className="flex w-max gap-2 py-1">
        {chips.map((category) => (
          <li key={category.id}>
            <CategoryLink category={category} currentId={currentId} styles={CHIP_STYLES} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
