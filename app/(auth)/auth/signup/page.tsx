import { logger } from "@/lib/log/logger.mjs";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignupForm } from "@/components/auth/signup-form";
import { getCurrentUser } from "@/lib/auth/session";
import { listCampusLocations } from "@/lib/db/campus-locations";
import { HOME_PATH } from "@/lib/routes";

export const metadata: Metadata = {
  title: "Sign up",
  description: "Create your Campus Market account to buy and sell on campus.",
};

export default async function SignupPage() {
  if (await getCurrentUser()) redirect(HOME_PATH);

  // The form still renders when campuses cannot be read; it says so (spec: 'Failed to load campus locations').
  const campuses = await listCampusLocations().catch((error) => {
    logger.error({ err: error }, "signup: campus locations not loaded");
    return null;
  });

  return (
    <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8 dark:border-slate-800 dark:bg-slate-900">
      <SignupForm campuses={campuses} />
    </div>
  );
}
