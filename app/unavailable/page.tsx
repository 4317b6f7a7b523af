import type { Metadata } from "next";
import { headers } from "next/headers";
import { ErrorScreen } from "@/components/errors/error-screen";
import { buttonClasses } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_MESSAGES, ERROR_SCREEN_MESSAGES } from "@/lib/messages/errors";
import { safeReturnPath } from "@/lib/routes";

// The page middleware answers, with status 503, for any page asked for while the database is
// out of reach. It reads nothing from the database, and sits outside the layouts
// that do. "Try again" is a plain link to the page asked for, so it works without JavaScript.

export const metadata: Metadata = { title: DATABASE_UNAVAILABLE_MESSAGES.title, robots: { index: false } };

export default async function UnavailablePage() {
  const asked = safeReturnPath((await headers()).get("x-pathname"));
  return (
    <ErrorScreen title={DATABASE_UNAVAILABLE_MESSAGES.title} body={DATABASE_UNAVAILABLE_MESSAGES.body}>
      <a href={asked} className={buttonClasses({})}>
        {ERROR_SCREEN_MESSAGES.retry}
      </a>
    </ErrorScreen>
  );
}
