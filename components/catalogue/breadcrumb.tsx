import { AppLink } from "@/components/navigation/app-link";
import { Fragment } from "react";

type Crumb = { label: string; href?: string };

/** "Home / Textbooks": links, and the page itself (no href) marked as current. */
export function Breadcrumb({ items, className = "" }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={`text-sm text-slate-600 dark:text-slate-400 ${className}`}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            {index > 0 ? <li aria-hidden="true">/</li> : null}
            {item.href ? (
              <li>
                <AppLink href={item.href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                  {item.label}
                </AppLink>
              </li>
            ) : (
              <li aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                {item.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
