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

const linkPattern = (path: string) => new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\S*`);

/**
 * Waits for the count-th mail to this address that carries a link to `path`, and returns that
 * link. Other mail on the way (the welcome email a confirmed sign-up is sent) is passed over.
 */
export async function linkFromMail(email: string, path: string, count = 1): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      links = (await mailsTo(email)).flatMap((mail) => mail.text.match(linkPattern(path))?.[0] ?? []);
      return links.length;
    }, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  // Links carry NEXTAUTH_URL; keep only path and query so the test's baseURL is used.
  const url = new URL(links[count - 1]!);
  return `${url.pathname}${url.search}`;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@students.example.ac.ke`;
}
