import { LEGAL_PAGES, type LegalPageKey } from "@/lib/messages/legal";

type LegalPageProps = { page: LegalPageKey; children: React.ReactNode };

// Long prose, styled once here rather than on every paragraph: spacing, lists, tables and links.
const proseClass = [
  "flex flex-col gap-10 text-slate-800 dark:text-slate-200",
  "[&_p]:leading-7",
  "[&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6 [&_ul]:leading-7",
  "[&_ol]:flex [&_ol]:list-decimal [&_ol]:flex-col [&_ol]:gap-2 [&_ol]:pl-6 [&_ol]:leading-7",
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-950 dark:[&_a]:text-brand-300 dark:hover:[&_a]:text-brand-200",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white",
].join(" ");

/** One footer page: its heading, a one-line summary, and its sections. Server-rendered prose. */
export function LegalPage({ page, children }: LegalPageProps) {
  const { heading, description } = LEGAL_PAGES[page];
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl dark:text-white">{heading}</h1>
      <p className="mt-3 text-lg leading-8 text-slate-600 dark:text-slate-400">{description}</p>
      <div className={`mt-10 ${proseClass}`}>{children}</div>
    </article>
  );
}
