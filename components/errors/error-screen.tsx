type ErrorScreenProps = {
  title: string;
  body: string;
  /** The way on: a button that tries again, or a link to the page asked for. */
  children: React.ReactNode;
};

/** A whole-page error: what happened in one sentence and what to do. No details of the error itself. */
export function ErrorScreen({ title, body, children }: ErrorScreenProps) {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-5 text-center">
      <div role="alert" className="flex flex-col items-center gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-slate-600 dark:text-slate-400">{body}</p>
      </div>
      {children}
    </main>
  );
}
