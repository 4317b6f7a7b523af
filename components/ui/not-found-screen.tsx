import { AppLink } from "@/components/navigation/app-link";
import type { ReactNode } from "react";
import { buttonClasses } from "./button";

type NotFoundScreenProps = { title: string; text: string; href: string; linkLabel: string; children?: ReactNode };

/** The spec's "not found" screens: a heading, a sentence, other places to go (children) and a way back. */
export function NotFoundScreen({ title, text, href, linkLabel, children }: NotFoundScreenProps) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-5 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{text}</p>
      {children}
      <AppLink href={href} className={buttonClasses()}>
        {linkLabel}
      </AppLink>
    </div>
  );
}
