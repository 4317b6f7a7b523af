"use server";

import { setOnboardingCompleted } from "@/lib/db/onboarding";
import { TUTORIAL_MESSAGES } from "@/lib/messages/tutorial";
import { onboardingStateSchema } from "@/lib/validation/onboarding";
import { userActionClient } from "./safe-action";
import { succeeded } from "./result";

/**
 * The tutorial finished (`completed: true`, so a second device does not replay it) or
 * restarted (`false`, so the replay is not suppressed by the first rule). Only one's own profile.
 */
export const setOnboardingCompletedAction = userActionClient
  .metadata({ name: "setOnboardingCompleted", failed: TUTORIAL_MESSAGES.restartFailed })
  .inputSchema(onboardingStateSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    await setOnboardingCompleted(user.id, parsedInput.completed);
    return succeeded();
  });
