import { AppLink } from "@/components/navigation/app-link";
import type { ProfileOverview } from "@/lib/db/types";
import { accountTypeLabel } from "@/lib/accounts/profile-tabs";
import { formatDate, formatMonthYear } from "@/lib/format";
import { buttonClasses } from "@/components/ui/button";
import { MapPinIcon, StarIcon, UserIcon } from "@/components/ui/icons";
import { BecomeSellerButton } from "./become-seller-dialog";
import { EditProfileButton } from "./edit-profile-dialog";
import { LogoutButton } from "./logout-button";
import { RestartTutorialButton } from "@/components/onboarding/restart-tutorial-button";

type ProfileHeaderProps = {
  profile: ProfileOverview;
  campuses: Array<{ id: number; name: string }>;
  /** Whether the account can sign in with a password (Google accounts have none to ask for). */
  hasPassword: boolean;
};

/**
 * Spec, "Profile": name, campus, counts, account type, member since; Edit Profile, Become a
 * Seller, Go Pro (to /subscription, only for non-Pro), Log out. `isPro` is Pro right now.
 */
export function ProfileHeader({ profile, campuses, hasPassword }: ProfileHeaderProps) {
  const account = { isSeller: profile.isSeller, isPro: profile.isPro };
  const counts = [
    ...(profile.isSeller ? [{ label: "Listings", value: profile.counts.listings }] : []),
    { label: "Orders", value: profile.counts.orders },
    { label: "Wishlist", value: profile.counts.wishlist },
  ];

  return (
    <section aria-labelledby="profile-name" className="rounded-2xl border border-slate-200 bg-white p-5 md:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <span aria-hidden className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
            <UserIcon width={28} height={28} />
          </span>
          <div className="min-w-0">
            <h1 id="profile-name" className="truncate text-2xl font-bold">
              {profile.fullName}
            </h1>
            <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-400">{profile.email}</p>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
              <div className="flex items-center gap-1">
                <dt className="sr-only">Campus</dt>
                <MapPinIcon width={16} height={16} aria-hidden />
                <dd>{profile.campusLocation}</dd>
              </div>
              <div className="flex items-center gap-1">
                <dt className="sr-only">Account type</dt>
                <dd>
                  <span
                    data-testid="account-type"
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      profile.isPro && profile.isSeller
                        ? "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200"
                        : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                    }`}
                  >
                    {accountTypeLabel(account)}
                  </span>
                </dd>
              </div>
              {profile.isPro && profile.proUntil ? (
                <div className="flex items-center gap-1">
                  <dt>Pro until</dt>
                  <dd>{formatDate(profile.proUntil)}</dd>
                </div>
              ) : null}
              <div className="flex items-center gap-1">
                <dt>Member since</dt>
                <dd>{formatMonthYear(profile.memberSince)}</dd>
              </div>
            </dl>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 *:w-full sm:flex sm:flex-wrap sm:*:w-auto md:justify-end lg:shrink-0 lg:flex-nowrap">
          <EditProfileButton profile={profile} campuses={campuses} hasPassword={hasPassword} />
          {profile.isSeller ? null : <BecomeSellerButton />}
          {profile.isPro ? null : (
            <AppLink href="/subscription" className={buttonClasses({ variant: "outline", size: "sm" })}>
              <StarIcon width={16} height={16} aria-hidden /> Go Pro
            </AppLink>
          )}
          {/* Phones have no top bar with the restart button (spec, "Navigation bars"). */}
          <RestartTutorialButton look="button" className="md:hidden" />
          <LogoutButton />
        </div>
      </div>
      <dl className={`mt-5 grid ${counts.length === 3 ? "grid-cols-3" : "grid-cols-2"} divide-x divide-slate-200 rounded-xl border border-slate-200 text-center dark:divide-slate-800 dark:border-slate-800`}>
        {counts.map((count) => (
          <div key={count.label} className="px-2 py-3">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{count.label}</dt>
            <dd className="text-lg font-bold">{count.value.toLocaleString("en-KE")}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
