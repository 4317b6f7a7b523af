import "server-only";
import { db } from "./client";

/**
 * profile.onboarding_completed (the spec's entities): set when the tutorial is finished or skipped,
 * so another device does not play it again; cleared by Restart tutorial. A user without a
 * profile row has nothing to mark (the row is made when the profile is completed).
 */
export async function setOnboardingCompleted(userId: string, completed: boolean): Promise<void> {
  await db.profile.updateMany({ where: { id: userId, onboardingCompleted: !completed }, data: { onboardingCompleted: completed } });
}
