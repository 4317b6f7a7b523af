import { expect } from "@playwright/test";

// The SMTP sink Playwright starts beside the app (playwright.config.ts): the
// app's mail goes through nodemailer over SMTP, and tests read it here.
// Its HTTP port is E2E_PORT + 3, as playwright.config.ts starts it.
export const SMTP_SINK_HTTP_URL = process.env.E2E_SMTP_SINK_HTTP_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}`;

type SunkMail = { subject: string; text: string; html: string; to: string[] };

export async function mailsTo(email: string): Promise<SunkMail[]> {
  const response = await fetch(`${SMTP_SINK_HTTP_URL}/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as SunkMail[];
}

/** Waits for the count-th mail to this address and returns the link in it that goes to `path`. */
export async function linkFromMail(email: string, path: string, count = 1): Promise<string> {
  let mails: SunkMail[] = [];
  await expect
    .poll(async () => {
      mails = await mailsTo(email);
      return mails.length;
    }, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = mails[count - 1]!;
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\S*`));
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  // Links carry NEXTAUTH_URL; keep only path and query so the test's baseURL is used.
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@students.example.ac.ke`;
}
