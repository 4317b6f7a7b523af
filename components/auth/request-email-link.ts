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
