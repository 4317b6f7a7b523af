import { SearchIcon } from "@/components/ui/icons";
import { BROWSE_TEXT } from "@/lib/messages/catalogue";

type SearchBoxProps = { defaultValue?: string; className?: string; id?: string };

/** A GET form to /search?q=: works before (and without) JavaScript. */
export function SearchBox({ defaultValue = "", className = "", id = "search-q" }: SearchBoxProps) {
  return (
    <form action="/search" method="get" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      {/* The magnifier sends the search too: a form needs a submit button (WCAG technique H32). */}
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 left-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
      >
        <SearchIcon />
      </button>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={BROWSE_TEXT.searchPlaceholder}
        maxLength={100}
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-slate-300 bg-white pr-4 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
    </form>
  );
}
