import { AppLink } from "@/components/navigation/app-link";
import { StaffCount } from "./staff-count";
import { STAFF_PAGES, STAFF_SECTION_TITLE, staffPageCount, staffPageLabel, type StaffCounts } from "@/lib/messages/staff";

type StaffNavProps = {
  counts: StaffCounts;
  /** The page being shown, marked as current (admin pages); none on the profile page. */
  currentPath?: string;
  /** On the profile page the links sit under their own heading: a phone's way to the staff pages (the account menu is desktop's). */
  withHeading?: boolean;
};

/** Every staff page, with the open work beside those that have some (see docs/decisions/staff.md). */
export function StaffNav({ counts, currentPath, withHeading = false }: StaffNavProps) {
  const links = (
    <ul className="flex flex-wrap gap-2">
      {STAFF_PAGES.map((page) => {
        const current = currentPath === page.href;
        return (
          <li key={page.href}>
            <AppLink
              href={page.href}
              aria-current={current ? "page" : undefined}
              aria-label={staffPageLabel(page, counts)}
              className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold ${
                current
                  ? "border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-slate-950"
                  : "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
              }`}
            >
              {page.label}
              <StaffCount count={staffPageCount(page, counts)} />
            </AppLink>
          </li>
        );
      })}
    </ul>
  );

  if (!withHeading) {
    return (
      <nav aria-label="Staff pages">
        {links}
      </nav>
    );
  }
  return (
    <nav aria-labelledby="staff-pages-heading" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="staff-pages-heading" className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {STAFF_SECTION_TITLE}
      </h2>
      {links}
    </nav>
  );
}
