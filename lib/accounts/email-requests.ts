import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { after } from "next/server";
import { getAccountForEmailLink } from "@/lib/db/users";
import { apiError, apiSuccess } from "@/lib/api/responses";
import { publicRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";
import { emailRequestSchema } from "@/lib/validation/fields";
import { sendConfirmationLink, sendPasswordResetLink } from "./email-links";

/** Sends a new confirmation link if the address has an account still waiting for one. */
export async function deliverConfirmationLink(email: string): Promise<void> {
  const account = await getAccountForEmailLink(email);
  if (!account || account.emailVerified) return;
  await sendConfirmationLink({ id: account.id, email: account.email, fullName: account.profile?.fullName });
}

export async function deliverPasswordResetLink(email: string): Promise<void> {
  const account = await getAccountForEmailLink(email);
  if (!account) return;
  await sendPasswordResetLink({ id: account.id, email: account.email, fullName: account.profile?.fullName });
}

export const EMAIL_REQUEST_ACCEPTED = "If an account uses this address, an email is on its way.";

/**
 * The email API's link requests (confirmation, resend, password reset): per client address
 * before the body is read, then per address asked for.
 */
export const emailLinkRoute = publicRoute()
  .rateLimit(({ request }) => [["emailLinkIp", clientIp(request.headers)]])
  .json(emailRequestSchema, { invalid: (_fieldErrors, error) => apiError("invalid_input", error.issues[0]?.message ?? "Please enter a valid email address") })
  // Anyone may ask for a link to any address: it goes to that mailbox, never to the caller.
  // Once a stranger has spent the address's budget the owner is refused too, but the newest
  // link those requests sent still works (it outlives the window), so the owner is never
  // left without one (docs/decisions/rate-limits.md).
  .authorize(() => null)
  .rateLimit(({ input }) => [["emailLinkEmail", input.email]]);

/**
 * The resend and reset endpoints answer the same, at the same speed, whether or
 * not the address has an account: the lookup and the mail run after the
 * response is sent, so neither the body nor the timing tells who is registered.
 */
export function acceptEmailLinkRequest(email: string, deliver: (email: string) => Promise<void>, label: string) {
  after(async () => {
    try {
      await deliver(email);
    } catch (error) {
      logger.error({ err: error }, `${label}: email not sent`);
    }
  });
  return apiSuccess(undefined, EMAIL_REQUEST_ACCEPTED);
}
