"use server";

import { z } from "zod";
import { completeProfile } from "@/lib/db/profiles";
import { findCampusLocationByName } from "@/lib/db/campus-locations";
import { resetPasswordWithToken } from "@/lib/db/auth-tokens";
import { hashPassword } from "@/lib/auth/password";
import { hashLinkToken, looksLikeLinkToken } from "@/lib/auth/tokens";
import { clearLoginLimits } from "@/lib/rate-limit/limits";
import { sendWelcome } from "@/lib/accounts/email-links";
import { completeProfileSchema } from "@/lib/validation/profile";
import { newPasswordSchema } from "@/lib/validation/password-reset";
import { CALLBACK_MESSAGES, RESET_MESSAGES } from "@/lib/messages/auth";
import { PROFILE_MESSAGES } from "@/lib/messages/account";
import { actionClient, refuse, sessionActionClient, userActionClient } from "./safe-action";
import { succeeded } from "./result";

export type PostSignIn = { signedIn: false } | { signedIn: true; destination: "/complete-profile" | "/home" };

/** Where the callback screen sends someone who just signed in (spec, "Callback"). */
export const getPostSignInDestinationAction = sessionActionClient
  .metadata({ name: "getPostSignInDestination", failed: CALLBACK_MESSAGES.failed })
  .inputSchema(z.undefined())
  .action(async ({ ctx: { user } }) =>
    succeeded<PostSignIn>(undefined, user ? { signedIn: true, destination: user.profileComplete ? "/home" : "/complete-profile" } : { signedIn: false }),
  );

export const completeProfileAction = userActionClient
  .metadata({ name: "completeProfile", failed: PROFILE_MESSAGES.updateFailed, signedOut: PROFILE_MESSAGES.notFound })
  .inputSchema(completeProfileSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    const known = await findCampusLocationByName(parsedInput.campusLocation);
    const { firstCompletion } = await completeProfile(user.id, user.email, {
      fullName: parsedInput.fullName,
      phone: parsedInput.phone,
      campusLocation: known?.name ?? parsedInput.campusLocation,
      campusLocationId: known?.id ?? null,
      isSeller: parsedInput.isSeller,
    });
    if (firstCompletion) {
      // The welcome email is a courtesy: its failure never fails the form.
      await sendWelcome({ email: user.email, fullName: parsedInput.fullName }).catch((error) => console.error("welcome email failed", error));
    }
    // No revalidatePath here: it makes Next re-render /complete-profile in this
    // action's answer, and that page redirects a completed profile to /home
    // before the form can show its success toast. The form navigates to /home
    // and refreshes itself (every page is dynamic), so nothing stale is shown.
    return succeeded(PROFILE_MESSAGES.completed);
  });

/** A new password from the emailed link: the token is the credential, so no session is needed. */
export const resetPasswordAction = actionClient
  .metadata({ name: "resetPassword", failed: RESET_MESSAGES.failed })
  .inputSchema(newPasswordSchema)
  .action(async ({ parsedInput: { token, password } }) => {
    if (!looksLikeLinkToken(token)) refuse(RESET_MESSAGES.linkInvalid);
    const user = await resetPasswordWithToken(hashLinkToken(token), await hashPassword(password));
    if (!user) refuse(RESET_MESSAGES.linkInvalid);
    // The mailbox proved the owner: a guess lock on the account no longer applies to them.
    await clearLoginLimits(user.email);
    return succeeded(RESET_MESSAGES.updated);
  });
