import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { notFound, redirect } from "next/navigation";
import { headers } from "next/headers";
import { authOptions } from "./options";
import { getSessionViewer } from "@/lib/db/users";
import { staffEmails } from "@/lib/env";
import { needsProfileCompletion } from "@/lib/accounts/profile-status";
import { isProAt } from "@/lib/subscriptions/plans";

export type CurrentUser = {
  id: string;
  email: string;
  fullName: string | null;
  campusLocation: string | null;
  isSeller: boolean;
  /** Pro right now: a Pro whose paid period has ended is a plain seller, no job needed (see docs/decisions/subscription.md). */
  isPro: boolean;
  proUntil: Date | null;
  isStaff: boolean;
  accountType: "student" | "wholesaler";
  profileComplete: boolean;
  /** The onboarding tutorial was finished or skipped, on any device (profile.onboarding_completed). */
  onboardingCompleted: boolean;
};

/**
 * The signed-in user, read once per request. Middleware only checks that a
 * token exists; this is the real gate (see docs/decisions/security-baseline.md): the user must still exist and the
 * token must not predate a password reset.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await getServerSession(authOptions);
  const userId = session?.user?.id;
  if (!userId) return null;

  const user = await getSessionViewer(userId);
  if (!user) return null;
  if ((session.user.sessionVersion ?? 0) !== user.sessionVersion) return null;

  const profile = user.profile;
  return {
    id: user.id,
    email: user.email,
    fullName: profile?.fullName ?? null,
    campusLocation: profile?.campusLocation ?? null,
    isSeller: profile?.isSeller ?? false,
    isPro: profile ? isProAt(profile, new Date()) : false,
    proUntil: profile?.proUntil ?? null,
    isStaff: profile?.role === "staff" || staffEmails().has(user.email.toLowerCase()),
    accountType: profile?.accountType ?? "student",
    profileComplete: !needsProfileCompletion(profile),
    onboardingCompleted: profile?.onboardingCompleted ?? false,
  };
});

async function currentPathForReturn(): Promise<string> {
  const headerList = await headers();
  return headerList.get("x-pathname") ?? "/home";
}

/** For signed-in pages and actions: the user, or a trip to /auth that comes back here. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) {
    const returnTo = await currentPathForReturn();
    redirect(`/auth?callbackUrl=${encodeURIComponent(returnTo)}`);
  }
  return user;
}

/**
 * For staff pages: the staff member; a visitor goes to sign in, and anyone else signed in gets
 * the not-found page with 404, a clear refusal that does not confirm what is there (docs/decisions/staff.md).
 */
export async function requireStaff(): Promise<CurrentUser> {
  const user = await requireUser();
  if (!user.isStaff) notFound();
  return user;
}
