import { headers } from "next/headers";
import { AppShell } from "@/components/layout/app-shell";
import { requireUser } from "@/lib/auth/session";

/** On phones the footer's pages are found from the profile page, the account's home. */
const FOOTER_ON_PHONES = /^\/profile(?:[/?]|$)/;

// The second gate after middleware (see docs/decisions/security-baseline.md): every page in this group needs a live session.
// Every page here reads the session and the database per request; nothing is rendered at build time.
export const dynamic = "force-dynamic";

export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  await requireUser();
  // Middleware passes the path; one footer in the page, so its navigation landmark stays unique.
  const path = (await headers()).get("x-pathname") ?? "";
  return <AppShell footerOnPhones={FOOTER_ON_PHONES.test(path)}>{children}</AppShell>;
}
