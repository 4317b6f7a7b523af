// When a signed-in person must pass through /complete-profile first (the spec's states,
// "Callback"): no profile, or one missing the name, the campus or the phone. A sign-up
// gives all three, so its confirmation link goes straight to /home. The completion form
// leaves the phone optional, though, so a student who went through it without one is not
// sent back every time: we ask once, then respect the choice.
export const PROFILE_DEFAULTS = { fullName: "User", campusLocation: "Not specified" } as const;

type ProfileFacts =
  | { fullName: string | null; phone: string | null; campusLocation: string | null; profileCompletedAt: Date | null }
  | null
  | undefined;

export function needsProfileCompletion(profile: ProfileFacts): boolean {
  if (!profile) return true;
  const hasName = Boolean(profile.fullName?.trim()) && profile.fullName !== PROFILE_DEFAULTS.fullName;
  const hasCampus = Boolean(profile.campusLocation?.trim()) && profile.campusLocation !== PROFILE_DEFAULTS.campusLocation;
  const hasPhone = Boolean(profile.phone?.trim());
  return !hasName || !hasCampus || (!hasPhone && !profile.profileCompletedAt);
}
