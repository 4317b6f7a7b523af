// The emails' words, as plain text and simple HTML. Pure: no I/O, so they are
// unit-tested directly. Every value put into HTML is escaped, and the link is
// also shown as text because some clients block buttons or strip styles.
import { APP_NAME } from "@/lib/constants";

export type RenderedEmail = { subject: string; text: string; html: string };
export type LinkEmailData = { username: string; link: string };

const BRAND_COLOR = "#0f766e";
const MUTED_COLOR = "#475569";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function greeting(username: string): string {
  const name = username.trim();
  return name ? `Hi ${name},` : "Hi there,";
}

export type EmailContent = {
  subject: string;
  username: string;
  paragraphs: string[];
  action: { label: string; link: string };
  footer: string;
  /** The one-click link that turns this kind of email off, with what it turns off. */
  unsubscribe?: { label: string; link: string };
};

function renderText({ username, paragraphs, action, footer, unsubscribe }: EmailContent): string {
  // The link stays alone on its line so text-only clients make it clickable whole.
  const unsubscribeLines = unsubscribe ? ["", `${unsubscribe.label}:`, unsubscribe.link] : [];
  return [greeting(username), "", ...paragraphs, "", `${action.label}:`, action.link, "", footer, ...unsubscribeLines, "", `${APP_NAME}`, ""].join("\n");
}

// Inline styles and one centred block: what Gmail, Outlook and phone clients all render.
function renderHtml({ subject, username, paragraphs, action, footer, unsubscribe }: EmailContent): string {
  const link = escapeHtml(action.link);
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background-color:#f1f5f9;font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background-color:#ffffff;border-radius:12px;padding:28px 24px">
<p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:${BRAND_COLOR}">${escapeHtml(APP_NAME)}</p>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting(username))}</p>
${body}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background-color:${BRAND_COLOR};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED_COLOR}">If the button does not work, copy this address into your browser:<br><a href="${link}" style="color:${BRAND_COLOR};word-break:break-all">${link}</a></p>
<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:${MUTED_COLOR}">${escapeHtml(footer)}</p>
${unsubscribe ? `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:${MUTED_COLOR}"><a href="${escapeHtml(unsubscribe.link)}" style="color:${MUTED_COLOR}">${escapeHtml(unsubscribe.label)}</a></p>\n` : ""}</div>
</body>
</html>
`;
}

export function render(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

export function confirmationEmail({ username, link }: LinkEmailData): RenderedEmail {
  return render({
    subject: `Confirm your email address for ${APP_NAME}`,
    username,
    paragraphs: [
      `Thanks for signing up to ${APP_NAME}. Confirm your email address to finish creating your account.`,
      "The link works once and expires in 24 hours.",
    ],
    action: { label: "Confirm my email", link },
    footer: "If you did not sign up, you can ignore this email.",
  });
}

export function welcomeEmail({ username, link }: LinkEmailData): RenderedEmail {
  return render({
    subject: `Welcome to ${APP_NAME}`,
    username,
    paragraphs: [
      "Your profile is complete. Browse what students on your campus are selling, message sellers, keep a wishlist and pay with an M-Pesa prompt on your phone.",
    ],
    action: { label: "Go to the marketplace", link },
    footer: "Happy trading!",
  });
}

export function passwordResetEmail({ username, link }: LinkEmailData): RenderedEmail {
  return render({
    subject: `Reset your ${APP_NAME} password`,
    username,
    paragraphs: [
      `Someone asked to reset the password of your ${APP_NAME} account. Use the link below to choose a new one.`,
      "The link works once and expires in 1 hour.",
    ],
    action: { label: "Choose a new password", link },
    footer: "If you did not ask for this, ignore this email: your password stays as it is.",
  });
}
