import { Suspense, type ReactNode } from "react";
import type { CategoryOption } from "@/lib/db/types";
import { CategoryChips, CategorySidebarList } from "./category-nav";
import { SearchBox } from "./search-box";
import { StickyWhenItFits } from "./sticky-when-it-fits";

type BrowseLayoutProps = {
  categories: CategoryOption[];
  currentCategoryId: string | null;
  searchQuery?: string;
  /** Extra sidebar content under the category list (the category page's filters). */
  sidebarExtra?: ReactNode;
  children: ReactNode;
};

/**
 * The marketplace's frame: on desktop a sidebar with search and categories;
 * on phones a search bar that stays at the top and a strip of category chips.
 * The desktop sidebar never scrolls inside itself: where filters follow the categories, the
 * category list is folded under its current name, and the whole sidebar stays in view beside
 * the results while it fits the window (docs/decisions/browse-sidebar.md). Each category
 * list streams as one piece in its own Suspense boundary: React sends a late part of a page
 * wrapped in a hidden <div>, and a <div> of <li>s is not valid HTML.
 */
export function BrowseLayout({ categories, currentCategoryId, searchQuery, sidebarExtra, children }: BrowseLayoutProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10 md:px-6">
      <div className="sticky top-14 z-30 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 pt-3 pb-2 backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-950/95">
        <div data-tour="search-mobile">
          <SearchBox defaultValue={searchQuery} id="search-q-mobile" />
        </div>
        <div className="mt-2" data-tour="category-chips">
          <Suspense fallback={<div className="h-11" />}>
            <CategoryChips categories={categories} currentId={currentCategoryId} />
          </Suspense>
        </div>
      </div>
      <div className="md:grid md:grid-cols-[220px_minmax(0,1fr)] md:gap-8 md:pt-6">
        <aside className="hidden md:block">
          <StickyWhenItFits data-testid="browse-sidebar" className="-mx-1 flex flex-col gap-4 px-1 pt-1 pb-4">
            <div data-tour="search">
              <SearchBox defaultValue={searchQuery} />
            </div>
            <div data-tour="categories">
              <Suspense fallback={null}>
                <CategorySidebarList categories={categories} currentId={currentCategoryId} folded={Boolean(sidebarExtra)} />
              </Suspense>
            </div>
            {sidebarExtra}
          </StickyWhenItFits>
        </aside>
        <div className="min-w-0 pt-4 md:pt-0">{children}</div>
      </div>
    </div>
  );
}
