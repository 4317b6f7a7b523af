import { AppLink } from "@/components/navigation/app-link";
import type { CategoryOption } from "@/lib/db/types";
import { ALL_PRODUCTS_SLUG, categoryPath } from "@/lib/catalogue/category-display";
import { chipCategories } from "@/lib/catalogue/category-order";
import { catalogueFacets } from "@/lib/catalogue/browse";
import { BROWSE_TEXT } from "@/lib/messages/catalogue";
import { buttonClasses } from "@/components/ui/button";
import { ChevronDownIcon, CloseIcon } from "@/components/ui/icons";

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

type CategoryLinkProps = { category: CategoryOption; currentId: string | null; styles: LinkStyles; count?: number };

/** One category's link, marked as the current page when it is the one shown; with its count of items for sale when given. */
function CategoryLink({ category, currentId, styles, count }: CategoryLinkProps) {
  const current = category.id === currentId;
  return (
    <AppLink href={hrefFor(category)} aria-current={current ? "page" : undefined} className={`${styles.base} ${current ? styles.current : styles.other}`}>
      {count === undefined ? (
        category.name
      ) : (
        <span className="flex items-center justify-between gap-3">
          {category.name}
          <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400" data-testid="category-count">
            {count}
            <span className="sr-only"> {count === 1 ? "item" : "items"}</span>
          </span>
        </span>
      )}
    </AppLink>
  );
}

type CategorySidebarListProps = CategoryNavProps & {
  /** Folded under the current category's name (pages whose filters follow the list: see docs/decisions/browse-sidebar.md). */
  folded?: boolean;
};

const SIDEBAR_HEADING = "text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400";

/** Desktop: the sidebar list of All Products plus every approved category. */
export function CategorySidebarList({ categories, currentId, folded = false }: CategorySidebarListProps) {
  const all = [ALL, ...categories];
  const list = (
    <ul className="flex flex-col gap-0.5">
      {all.map((category) => (
        <li key={category.id}>
          <CategoryLink category={category} currentId={currentId} styles={LIST_STYLES} />
        </li>
      ))}
    </ul>
  );
  if (!folded) {
    return (
      <nav aria-label="Categories">
        <h2 className={`mb-2 px-3 ${SIDEBAR_HEADING}`}>Categories</h2>
        {list}
      </nav>
    );
  }
  const current = all.find((category) => category.id === currentId);
  return (
    <nav aria-label="Categories">
      <details className="group">
        <summary className="grid cursor-pointer list-none grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 rounded-lg px-3 py-1 hover:bg-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
          <h2 className={SIDEBAR_HEADING}>Categories</h2>
          <ChevronDownIcon width={18} height={18} className="row-span-2 text-slate-500 group-open:rotate-180 dark:text-slate-400" />
          {current ? <span className="truncate text-sm font-semibold text-slate-900 dark:text-slate-100">{current.name}</span> : null}
        </summary>
        <div className="pt-1">{list}</div>
      </details>
    </nav>
  );
}

const ALL_CATEGORIES_ID = "all-categories";

/**
 * Mobile: a horizontal strip of at most 10 chips (the spec's constants), busiest categories first,
 * ending with "More", which opens every category. The full list is a native
 * popover: keyboard-usable (Escape closes it, Tab goes on into it) with no JavaScript for
 * visitors to download.
 */
export async function CategoryChips({ categories, currentId }: CategoryNavProps) {
  // The page's own facets read (one statement per request, within the round-trip budget) carries the counts;
  // the strip still works in name order when they cannot be read.
  const { activeCounts } = await catalogueFacets().catch(() => ({ activeCounts: {} as Record<string, number> }));
  const chips = [ALL, ...chipCategories(categories, activeCounts, currentId)];
  return (
    <nav aria-label={BROWSE_TEXT.popularCategories} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
      <ul className="flex w-max gap-2 py-1">
        {chips.map((category) => (
          <li key={category.id}>
            <CategoryLink category={category} currentId={currentId} styles={CHIP_STYLES} />
          </li>
        ))}
        <li>
          <button type="button" popoverTarget={ALL_CATEGORIES_ID} className={`${CHIP_STYLES.base} ${CHIP_STYLES.other}`}>
            {BROWSE_TEXT.moreCategories}
          </button>
        </li>
      </ul>
      <div
        id={ALL_CATEGORIES_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${ALL_CATEGORIES_ID}-title`}
        className="inset-x-0 top-auto bottom-0 m-0 max-h-[80dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border-0 bg-white p-0 pb-[env(safe-area-inset-bottom)] text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="sticky top-0 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-3 dark:border-slate-800 dark:bg-slate-900">
          <h2 id={`${ALL_CATEGORIES_ID}-title`} className="text-lg font-bold">
            {BROWSE_TEXT.allCategories}
          </h2>
          <button
            type="button"
            popoverTarget={ALL_CATEGORIES_ID}
            popoverTargetAction="hide"
            aria-label={BROWSE_TEXT.closeAllCategories}
            className={buttonClasses({ variant: "ghost", size: "icon", className: "-mr-2" })}
          >
            <CloseIcon />
          </button>
        </div>
        <ul className="flex flex-col gap-0.5 px-2 py-2">
          {[ALL, ...categories].map((category) => (
            <li key={category.id}>
              <CategoryLink
                category={category}
                currentId={currentId}
                styles={LIST_STYLES}
                count={category.id === ALL_PRODUCTS_SLUG ? undefined : (activeCounts[category.id] ?? 0)}
              />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
