import { AppShell } from "@/components/layout/app-shell";
import { requireUser } from "@/lib/auth/session";

// The second gate after middleware (D16): every page in this group needs a live session.
// Every page here reads the session and the database per request; nothing is rendered at build time.
export const dynamic = "force-dynamic";

export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  await requireUser();
  return <AppShell>{children}</AppShell>;
}
