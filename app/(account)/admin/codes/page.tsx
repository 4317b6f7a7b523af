import { logger } from "@/lib/log/logger.mjs";
import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/session";
import { listAccessCodes } from "@/lib/db/access-codes";
import { GenerateCodesForm } from "@/components/admin/generate-codes-form";
import { AccessCodesTable } from "@/components/admin/access-codes-table";
import { LoadFailedToast } from "@/components/ui/load-failed-toast";
import { ACCESS_CODE_MESSAGES } from "@/lib/messages/access-codes";
import { Alert } from "@/components/ui/alert";

export const metadata: Metadata = { title: "Access codes", robots: { index: false } };

export default async function AccessCodesPage() {
  // Staff only (see docs/decisions/staff.md); anyone else gets the not-found page.
  await requireStaff();
  const codes = await listAccessCodes().catch((error) => {
    logger.error({ err: error }, "access codes not loaded");
    return null;
  });

  return (
    <section className="flex w-full min-w-0 flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">Wholesaler access codes</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Give a code to a wholesaler you have checked; they enter it when they sign up. Each code works once.
        </p>
      </header>
      <GenerateCodesForm />
      {codes === null ? (
        <>
          <LoadFailedToast message={ACCESS_CODE_MESSAGES.loadFailed} />
          <Alert tone="error">{ACCESS_CODE_MESSAGES.loadFailed}</Alert>
        </>
      ) : (
        <AccessCodesTable codes={codes} />
      )}
    </section>
  );
}
