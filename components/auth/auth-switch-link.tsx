import { AppLink } from "@/components/navigation/app-link";
import { buttonClasses } from "@/components/ui/button";

type AuthSwitchLinkProps = { question: string; href: string; label: string; className?: string };

/** "New to Campus Market? Sign Up" under the login form, and its mirror under sign-up. */
export function AuthSwitchLink({ question, href, label, className = "" }: AuthSwitchLinkProps) {
  return (
    <p className={`text-center text-sm text-slate-600 dark:text-slate-400 ${className}`}>
      {question}{" "}
      <AppLink href={href} className={buttonClasses({ variant: "link" })}>
        {label}
      </AppLink>
    </p>
  );
}
