import Link from "next/link";

type NotFoundScreenProps = { title: string; text: string; href: string; linkLabel: string };

/** The spec's "not found" screens: a heading, a sentence and a way back. */
export function NotFoundScreen({ title, text, href, linkLabel }: NotFoundScreenProps) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-5 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{text}</p>
      <Link
        href={href}
        className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      >
        {linkLabel}
      </Link>
    </div>
  );
}
