"use server";

import { logger } from "@/lib/log/logger.mjs";
import { z } from "zod";
import { revalidatePath } from "next/cache";
import { expirePublicReads, PUBLIC_TAGS } from "@/lib/cache/public-tags";
import { becomeSeller, claimWelcomeEmail, completeProfile, getProfileForEdit, updateProfileDetails } from "@/lib/db/profiles";
import { findCampusLocationByName, getCampusLocation } from "@/lib/db/campus-locations";
import { resetPasswordWithToken } from "@/lib/db/auth-tokens";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { hashLinkToken, looksLikeLinkToken } from "@/lib/auth/tokens";
import { clearLoginLimits } from "@/lib/rate-limit/limits";
import { sendWelcome } from "@/lib/accounts/email-links";
import { becomeSellerSchema, completeProfileSchema, deleteAccountSchema, editProfileSchema } from "@/lib/validation/profile";
import { isPayoutPhoneChange } from "@/lib/accounts/profile-edits";
import { changePasswordSchema, newPasswordSchema } from "@/lib/validation/password-reset";
import { describeWeakPassword, passwordWeaknesses } from "@/lib/auth/password-strength";
import { continueSessionWithVersion } from "@/lib/auth/session-cookie";
import { replacePassword } from "@/lib/db/users";
import { CALLBACK_MESSAGES, RESET_MESSAGES } from "@/lib/messages/auth";
import { CHANGE_PASSWORD_MESSAGES, DELETE_ACCOUNT_MESSAGES, EDIT_PROFILE_MESSAGES, PROFILE_MESSAGES } from "@/lib/messages/account";
import { accountDeletionBlockers, deleteAccount } from "@/lib/db/account-deletion";
import { deletionBlockedMessage } from "@/lib/accounts/deletion-rules";
import { removeStoredFilesOfDeletedAccount } from "@/lib/accounts/deleted-files";
import { SELLER_MESSAGES } from "@/lib/messages/shop";
import { actionClient, rateLimit, refuse, sessionActionClient, userActionClient } from "./safe-action";
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
    await completeProfile(user.id, user.email, {
      fullName: parsedInput.fullName,
      phone: parsedInput.phone,
      campusLocation: known?.name ?? parsedInput.campusLocation,
      campusLocationId: known?.id ?? null,
      isSeller: parsedInput.isSeller,
    });
    // The welcome goes with the first completion, once (the claim); a courtesy, whose failure
    // never fails the form.
    if (await claimWelcomeEmail(user.id)) {
      await sendWelcome({ email: user.email, fullName: parsedInput.fullName }).catch((error) => logger.error({ err: error }, "welcome email failed"));
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

/**
 * Edit Profile: name, phone and a campus from the list. A seller's phone is where payouts go,
 * so replacing it needs the current password (rate-limited per user: a stolen session is not
 * a password oracle). An account with no password (Google sign-in) proved itself to Google.
 */
export const editProfileAction = userActionClient
  .metadata({ name: "editProfile", failed: PROFILE_MESSAGES.updateFailed, signedOut: PROFILE_MESSAGES.notFound })
  .inputSchema(editProfileSchema)
  // Counted whenever a password comes to be checked (only a payout phone change asks for one).
  .useValidated(rateLimit(({ parsedInput, ctx }) => (parsedInput.currentPassword ? [["passwordRecheckUser", ctx.user.id]] : [])))
  .action(async ({ parsedInput, ctx: { user } }) => {
    const [campus, account] = await Promise.all([getCampusLocation(parsedInput.campusLocationId), getProfileForEdit(user.id)]);
    if (!campus) refuse(PROFILE_MESSAGES.updateFailed, { campusLocationId: EDIT_PROFILE_MESSAGES.campusUnknown });
    if (!account) refuse(PROFILE_MESSAGES.notFound);
    const phone = parsedInput.phone ?? null;
    if (account.passwordHash && isPayoutPhoneChange({ isSeller: account.profile?.isSeller ?? false, before: account.profile?.phone ?? null, after: phone })) {
      if (!parsedInput.currentPassword) refuse(PROFILE_MESSAGES.updateFailed, { currentPassword: EDIT_PROFILE_MESSAGES.passwordForPhone });
      if (!(await verifyPassword(account.passwordHash, parsedInput.currentPassword))) {
        refuse(PROFILE_MESSAGES.updateFailed, { currentPassword: EDIT_PROFILE_MESSAGES.passwordWrong });
      }
    }
    await updateProfileDetails(user.id, user.email, { fullName: parsedInput.fullName, phone, campusLocation: campus.name, campusLocationId: campus.id });
    // The name shows in the header and on the user's listings and shop.
    expirePublicReads(PUBLIC_TAGS.catalogue, PUBLIC_TAGS.seller(user.id));
    revalidatePath("/", "layout");
    return succeeded(EDIT_PROFILE_MESSAGES.updated);
  });

/** Become a Seller from the profile: the shop name and the seller terms, then My shop. */
export const becomeSellerAction = userActionClient
  .metadata({ name: "becomeSeller", failed: PROFILE_MESSAGES.updateFailed, signedOut: PROFILE_MESSAGES.notFound })
  .inputSchema(becomeSellerSchema)
  .action(async ({ parsedInput, ctx: { user } }) => {
    await becomeSeller(user.id, user.email, parsedInput.shopName);
    expirePublicReads(PUBLIC_TAGS.catalogue, PUBLIC_TAGS.seller(user.id));
    revalidatePath("/", "layout");
    return succeeded(SELLER_MESSAGES.registered);
  });

/**
 * Settings' Change password: the current password first (rate-limited like every recheck),
 * the sign-up rules for the new one (with the email and name rules), then every other
 * session ends and this one continues with a re-issued cookie.
 */
export const changePasswordAction = userActionClient
  .metadata({ name: "changePassword", failed: CHANGE_PASSWORD_MESSAGES.failed, signedOut: PROFILE_MESSAGES.notFound })
  .inputSchema(changePasswordSchema)
  .useValidated(rateLimit(({ ctx }) => [["passwordRecheckUser", ctx.user.id]]))
  .action(async ({ parsedInput, ctx: { user } }) => {
    const account = await getProfileForEdit(user.id);
    if (!account?.passwordHash) refuse(CHANGE_PASSWORD_MESSAGES.noPassword);
    const reasons = passwordWeaknesses(parsedInput.password, { email: user.email, fullName: user.fullName ?? undefined });
    if (reasons.length > 0) refuse(CHANGE_PASSWORD_MESSAGES.failed, { password: describeWeakPassword(reasons) });
    if (!(await verifyPassword(account.passwordHash, parsedInput.currentPassword))) {
      refuse(CHANGE_PASSWORD_MESSAGES.failed, { currentPassword: EDIT_PROFILE_MESSAGES.passwordWrong });
    }
    const version = await replacePassword(user.id, account.passwordHash, await hashPassword(parsedInput.password));
    if (version === null) refuse(CHANGE_PASSWORD_MESSAGES.failed);
    await continueSessionWithVersion(version);
    return succeeded(CHANGE_PASSWORD_MESSAGES.changed);
  });

/**
 * Delete my account (see docs/decisions/account-rights.md): the password (rate-limited like every recheck), then a
 * refusal naming what must finish first, or the deletion. Stored files go after the rows.
 */
export const deleteAccountAction = userActionClient
  .metadata({ name: "deleteAccount", failed: DELETE_ACCOUNT_MESSAGES.failed, signedOut: PROFILE_MESSAGES.notFound })
  .inputSchema(deleteAccountSchema)
  .useValidated(rateLimit(({ parsedInput, ctx }) => (parsedInput.password ? [["passwordRecheckUser", ctx.user.id]] : [])))
  .action(async ({ parsedInput, ctx: { user } }) => {
    const account = await getProfileForEdit(user.id);
    if (!account) refuse(PROFILE_MESSAGES.notFound);
    if (account.passwordHash) {
      if (!parsedInput.password) refuse(DELETE_ACCOUNT_MESSAGES.failed, { password: DELETE_ACCOUNT_MESSAGES.passwordRequired });
      if (!(await verifyPassword(account.passwordHash, parsedInput.password))) refuse(DELETE_ACCOUNT_MESSAGES.failed, { password: EDIT_PROFILE_MESSAGES.passwordWrong });
    }
    const blocked = deletionBlockedMessage(await accountDeletionBlockers(user.id));
    if (blocked) refuse(blocked);
    const deleted = await deleteAccount(user.id);
    // Something was paid between the check and the lock: the same answer, from the fresh count.
    if (!deleted) refuse(deletionBlockedMessage(await accountDeletionBlockers(user.id)) ?? DELETE_ACCOUNT_MESSAGES.failed);
    await removeStoredFilesOfDeletedAccount(deleted);
    expirePublicReads(PUBLIC_TAGS.catalogue, PUBLIC_TAGS.seller(user.id));
    revalidatePath("/", "layout");
    return succeeded(DELETE_ACCOUNT_MESSAGES.deleted);
  });
