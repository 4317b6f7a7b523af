import { notify } from "@/components/ui/notify";
import { callRoute } from "@/lib/api/client";
import { LOGIN_MESSAGES } from "@/lib/messages/auth";

/** Sends the confirmation email again and says how that went (the spec's error catalogue, "Resend"). */
export async function resendConfirmationEmail(email: string): Promise<void> {
  const result = await callRoute("POST", "/api/email/confirmation/resend", { email }, { failed: LOGIN_MESSAGES.resendError });
  if (result.ok) notify.success(LOGIN_MESSAGES.resent);
  else if (result.status === 429) notify.error(LOGIN_MESSAGES.rateLimited);
  else notify.error(result.status === 0 ? LOGIN_MESSAGES.resendError : LOGIN_MESSAGES.resendFailed);
}
