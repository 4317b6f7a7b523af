import { pollUntil } from "@/tests/support/poll";

// Reads the SMTP sink that global setup starts (scripts/fixtures/smtp-sink.mjs) over its
// HTTP API: the mail really went through nodemailer and SMTP.
export type SunkMail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string> };

function sinkUrl(): string {
  const url = process.env.SMTP_SINK_HTTP_URL;
  if (!url) throw new Error("SMTP_SINK_HTTP_URL is not set: the integration global setup starts the sink");
  return url;
}

export async function mailsTo(email: string): Promise<SunkMail[]> {
  const response = await fetch(`${sinkUrl()}/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as SunkMail[];
}

export async function waitForMailTo(email: string, options: { count?: number; timeoutMs?: number } = {}): Promise<SunkMail> {
  const count = options.count ?? 1;
  const mails = await pollUntil(
    () => mailsTo(email),
    (found) => found.length >= count,
    { timeoutMs: options.timeoutMs ?? 10_000 },
  ).catch(() => {
    throw new Error(`no mail #${count} for ${email} within the timeout`);
  });
  return mails[mails.length - 1]!;
}

export function linkIn(mail: SunkMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\S*`));
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
