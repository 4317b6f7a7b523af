import { AppShell } from "@/components/layout/app-shell";

// Every page here reads the session and the database per request; nothing is rendered at build time.
export const dynamic = "force-dynamic";

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <AppShell footerOnPhones>{children}</AppShell>;
}
