import { notify } from "@/components/ui/notify";
import { LOGIN_MESSAGES } from "@/lib/auth/login-errors";

// Client side of the email API (spec section 7): success with data, or the
// response's error field.
export type EmailLinkResult = { ok: true } | { ok: false; status: number; error: string };

export async function requestEmailLink(path: "/api/email/confirmation/resend" | "/api/email/password-reset", email: string): Promise<EmailLinkResult> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
  return { ok: false, status: response.status, error: body?.error ?? body?.message ?? "" };
}

/** Sends the confirmation email again and says how that went (spec section 8, "Resend"). */
export async function resendConfirmationEmail(email: string): Promise<void> {
  try {
    const result = await requestEmailLink("/api/email/confirmation/resend", email);
    if (result.ok) notify.success(LOGIN_MESSAGES.resent);
    else notify.error(result.status === 429 ? LOGIN_MESSAGES.rateLimited : LOGIN_MESSAGES.resendFailed);
  } catch {
    notify.error(LOGIN_MESSAGES.resendError);
  }
}
