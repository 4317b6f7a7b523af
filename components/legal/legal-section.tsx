type LegalSectionProps = {
  /** The section's anchor, so other pages can link to it (/privacy#your-rights). */
  id: string;
  title: string;
  children: React.ReactNode;
};

/** A titled part of a footer page; readers move between them by heading. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section id={id} className="scroll-mt-24">
      <h2 className="text-xl font-semibold text-slate-900 md:text-2xl dark:text-white">{title}</h2>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </section>
  );
}
