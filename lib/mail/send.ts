import "server-only";
import { env } from "@/lib/env";
import { confirmationEmail, passwordResetEmail, welcomeEmail, type LinkEmailData, type RenderedEmail } from "./templates";
import { getMailTransport } from "./transport";

// Each resolves once the mail server (or the outbox) took the message and
// throws otherwise; callers decide whether a failure only warns (a failed
// email never loses the account: see docs/decisions/email.md).
async function deliver(to: string, email: RenderedEmail): Promise<void> {
  await getMailTransport().sendMail({ from: env.MAIL_FROM, to, subject: email.subject, text: email.text, html: email.html });
}

export function sendConfirmationEmail(to: string, data: LinkEmailData): Promise<void> {
  return deliver(to, confirmationEmail(data));
}

export function sendWelcomeEmail(to: string, data: LinkEmailData): Promise<void> {
  return deliver(to, welcomeEmail(data));
}

export function sendPasswordResetEmail(to: string, data: LinkEmailData): Promise<void> {
  return deliver(to, passwordResetEmail(data));
}
