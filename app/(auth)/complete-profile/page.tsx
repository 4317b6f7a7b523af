import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CompleteProfileForm } from "@/components/auth/complete-profile-form";
import { requireUser } from "@/lib/auth/session";
import { getProfileForCompletion } from "@/lib/db/profiles";
import { listCampusLocations } from "@/lib/db/campus-locations";
import { needsProfileCompletion, PROFILE_DEFAULTS } from "@/lib/accounts/profile-status";
import { HOME_PATH } from "@/lib/routes";

export const metadata: Metadata = { title: "Complete your profile", robots: { index: false } };

export default async function CompleteProfilePage() {
  // Spec, "Complete-profile": no session goes to /auth; a finished profile goes to /home.
  const user = await requireUser();
  const [account, campuses] = await Promise.all([getProfileForCompletion(user.id), listCampusLocations().catch(() => [])]);
  const profile = account?.profile ?? null;
  if (!needsProfileCompletion(profile)) redirect(HOME_PATH);

  // Prefill what sign-up already told us, but not the placeholders.
  const initial = {
    fullName: profile?.fullName && profile.fullName !== PROFILE_DEFAULTS.fullName ? profile.fullName : "",
    phone: profile?.phone ?? "",
    campusLocation: profile?.campusLocation && profile.campusLocation !== PROFILE_DEFAULTS.campusLocation ? profile.campusLocation : "",
    isSeller: profile?.isSeller ?? false,
    isWholesaler: profile?.accountType === "wholesaler",
  };

  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-bold">Complete Your Profile</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">A few details so buyers and sellers on your campus know who you are.</p>
      <CompleteProfileForm initial={initial} campusNames={campuses.map((campus) => campus.name)} />
    </div>
  );
}
