import Link from "next/link";
import { buttonClasses } from "./button";

type NotFoundScreenProps = { title: string; text: string; href: string; linkLabel: string };

/** The spec's "not found" screens: a heading, a sentence and a way back. */
export function NotFoundScreen({ title, text, href, linkLabel }: NotFoundScreenProps) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-5 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{text}</p>
      <Link href={href} className={buttonClasses()}>
        {linkLabel}
      </Link>
    </div>
  );
}
