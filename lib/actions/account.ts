"use server";

import { getCurrentUser } from "@/lib/auth/session";
import { completeProfile } from "@/lib/db/accounts";
import { findCampusLocationByName } from "@/lib/db/campus-locations";
import { resetPasswordWithToken } from "@/lib/db/auth-tokens";
import { hashPassword } from "@/lib/auth/password";
import { hashLinkToken, looksLikeLinkToken } from "@/lib/auth/tokens";
import { sendWelcome } from "@/lib/accounts/email-links";
import { completeProfileSchema } from "@/lib/validation/profile";
import { newPasswordSchema } from "@/lib/validation/password-reset";
import { firstFieldErrors } from "@/lib/validation/auth";
import { RESET_MESSAGES } from "@/lib/messages/auth";
import { PROFILE_MESSAGES } from "@/lib/messages/account";

export type FormState<Field extends string = string> = {
  ok: boolean;
  message?: string;
  fieldErrors?: Partial<Record<Field, string>>;
};

/** Where the callback screen sends someone who just signed in (spec, "Callback"). */
export async function getPostSignInDestinationAction(): Promise<{ signedIn: false } | { signedIn: true; destination: "/complete-profile" | "/home" }> {
  const user = await getCurrentUser();
  if (!user) return { signedIn: false };
  return { signedIn: true, destination: user.profileComplete ? "/home" : "/complete-profile" };
}

export async function completeProfileAction(_previous: FormState, formData: FormData): Promise<FormState<"fullName" | "phone" | "campusLocation" | "isSeller">> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, message: PROFILE_MESSAGES.notFound };

  const parsed = completeProfileSchema.safeParse({
    fullName: formData.get("fullName") ?? "",
    phone: formData.get("phone") ?? "",
    campusLocation: formData.get("campusLocation") ?? "",
    isSeller: formData.get("isSeller") ?? "",
  });
  if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error) };

  try {
    const known = await findCampusLocationByName(parsed.data.campusLocation);
    const { firstCompletion } = await completeProfile(user.id, user.email, {
      fullName: parsed.data.fullName,
      phone: parsed.data.phone,
      campusLocation: known?.name ?? parsed.data.campusLocation,
      campusLocationId: known?.id ?? null,
      isSeller: parsed.data.isSeller,
    });
    if (firstCompletion) {
      // The welcome email is a courtesy: its failure never fails the form.
      await sendWelcome({ email: user.email, fullName: parsed.data.fullName }).catch((error) => console.error("welcome email failed", error));
    }
    return { ok: true, message: PROFILE_MESSAGES.completed };
  } catch (error) {
    console.error("complete profile failed", error);
    return { ok: false, message: PROFILE_MESSAGES.updateFailed };
  }
}

export async function resetPasswordAction(_previous: FormState, formData: FormData): Promise<FormState<"password" | "confirmPassword" | "token">> {
  const parsed = newPasswordSchema.safeParse({
    token: formData.get("token") ?? "",
    password: formData.get("password") ?? "",
    confirmPassword: formData.get("confirmPassword") ?? "",
  });
  if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error) };
  if (!looksLikeLinkToken(parsed.data.token)) return { ok: false, message: RESET_MESSAGES.linkInvalid };

  try {
    const user = await resetPasswordWithToken(hashLinkToken(parsed.data.token), await hashPassword(parsed.data.password));
    if (!user) return { ok: false, message: RESET_MESSAGES.linkInvalid };
    return { ok: true, message: RESET_MESSAGES.updated };
  } catch (error) {
    console.error("password reset failed", error);
    return { ok: false, message: RESET_MESSAGES.failed };
  }
}
