import { AppLink } from "@/components/navigation/app-link";
import { buttonClasses } from "@/components/ui/button";

export default function NotFound() {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-5 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-slate-600 dark:text-slate-400">The page you are looking for does not exist or has been moved.</p>
      <AppLink href="/home" className={buttonClasses({ variant: "link" })}>
        Back to Home
      </AppLink>
    </main>
  );
}
