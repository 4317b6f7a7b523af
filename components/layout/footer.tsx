import { APP_NAME } from "@/lib/constants";
import { FOOTER_LINK_ORDER, FOOTER_MESSAGES, LEGAL_PAGES } from "@/lib/messages/legal";
import { NavLink } from "./nav-link";

type FooterProps = {
  /** Where it shows: the app shell shows it from 768px up (and on phones on public pages), the profile page on phones. */
  className?: string;
};

const linkClass =
  "inline-flex rounded-md px-2 py-2 text-sm font-medium text-slate-700 underline-offset-4 hover:text-slate-950 hover:underline dark:text-slate-300 dark:hover:text-white";
const activeLinkClass = "underline decoration-2";

/** The site footer: About, Safety tips, Contact, Terms of Service, Privacy. */
export function Footer({ className = "" }: FooterProps) {
  return (
    <footer data-print="hide" data-testid="site-footer" className={`border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${className}`}>
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 md:flex-row md:items-center md:justify-between md:gap-6 md:px-6">
        <div className="px-2 md:px-0">
          <p className="font-semibold text-slate-900 dark:text-slate-100">{APP_NAME}</p>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{FOOTER_MESSAGES.tagline}</p>
        </div>
        <nav aria-label={FOOTER_MESSAGES.navLabel}>
          <ul className="flex flex-wrap gap-x-2 gap-y-0.5 md:justify-end">
            {FOOTER_LINK_ORDER.map((key) => (
              <li key={key}>
                <NavLink href={LEGAL_PAGES[key].path} className={linkClass} activeClassName={activeLinkClass}>
                  {LEGAL_PAGES[key].link}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
