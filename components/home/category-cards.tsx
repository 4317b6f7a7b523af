import { AppLink } from "@/components/navigation/app-link";
import type { CategoryCard } from "@/lib/db/types";
import { BookIcon, LaptopIcon, NotesIcon, PencilIcon } from "@/components/ui/icons";

const ICONS: Record<string, typeof BookIcon> = {
  textbooks: BookIcon,
  electronics: LaptopIcon,
  stationery: PencilIcon,
  "study materials": NotesIcon,
};

type CategoryCardsProps = { categories: CategoryCard[] };

export function CategoryCards({ categories }: CategoryCardsProps) {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-5 py-10 md:px-6">
      <h2 id="categories-heading" className="text-xl font-bold md:text-2xl">
        Shop by category
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-5">
        {categories.map((category) => {
          const Icon = ICONS[category.name.toLowerCase()] ?? BookIcon;
          return (
            <li key={category.id}>
              <AppLink
                href={`/category/${encodeURIComponent(category.name)}`}
                className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md md:p-5 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
                  <Icon width={24} height={24} />
                </span>
                <span className="font-semibold text-slate-900 group-hover:text-brand-800 dark:text-white dark:group-hover:text-brand-300">
                  {category.name}
                </span>
                {category.description ? (
                  <span className="hidden text-sm text-slate-600 sm:block dark:text-slate-400">{category.description}</span>
                ) : null}
                <span className="mt-auto text-xs font-medium text-slate-500 dark:text-slate-400">
                  {category.activeProducts} {category.activeProducts === 1 ? "item" : "items"}
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
