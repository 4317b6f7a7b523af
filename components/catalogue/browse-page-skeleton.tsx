import { ProductGridSkeleton } from "./product-grid-skeleton";

/** What a browse page (marketplace, category, search) shows while its products load: a title bar and the 8 cards. */
export function BrowsePageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <div className="mb-6 h-8 w-64 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <ProductGridSkeleton />
    </div>
  );
}
