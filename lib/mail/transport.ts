import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transport, type Transporter } from "nodemailer";
import type MailMessage from "nodemailer/lib/mailer/mail-message";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import StreamTransport from "nodemailer/lib/stream-transport";
import { env } from "@/lib/env";

// SMTP when SMTP_URL is set (see docs/decisions/email.md); otherwise every message is written to the
// outbox folder as an .eml file and its first link is logged, so sign-up works
// on a fresh machine with no mail server. Both are nodemailer transports, so
// senders do not care which one they got.

/** A dead or silent mail server must fail a send within seconds, not hang a sign-up. */
export const SMTP_TIMEOUT_MS = 10_000;

export type MailTransportConfig = {
  /** smtp:// or smtps:// URL; without one, mail goes to the outbox folder. */
  smtpUrl?: string;
  /** Outbox folder, relative to the working directory unless absolute. */
  outboxDir: string;
};

function smtpTransport(url: string): Transporter {
  // createTransport(url) alone would keep nodemailer's 2-minute connection and
  // 10-minute socket timeouts, and an options object with `url` drops every
  // other key, so the URL is parsed here. Options in the URL's query string
  // (?socketTimeout=..., ?pool=true) still win over these defaults.
  return nodemailer.createTransport({
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    ...parseConnectionUrl(url),
  });
}

function firstLink(text: unknown): string {
  return (typeof text === "string" && text.match(/https?:\/\/\S+/)?.[0]) || "none";
}

function outboxTransport(folder: string): Transporter {
  // streamTransport renders the full raw message (headers, text and HTML parts);
  // this wrapper only stores it, so an outbox file is exactly what SMTP would carry.
  const render = new StreamTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const outbox: Transport<StreamTransport.SentMessageInfo> = {
    name: "Outbox",
    version: render.version,
    send(mail: MailMessage<StreamTransport.SentMessageInfo>, callback) {
      render.send(mail, (error, info) => {
        if (error) return callback(error, info);
        const directory = path.resolve(/*turbopackIgnore: true*/ process.cwd(), folder);
        // ISO time sorts the folder by date; the random part keeps same-millisecond mails apart.
        const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
        mkdir(directory, { recursive: true })
          .then(() => writeFile(file, info.message as Buffer))
          .then(() => {
            console.info(`mail (outbox): to=${info.envelope.to.join(",")} subject="${mail.data.subject ?? ""}" link=${firstLink(mail.data.text)} file=${file}`);
            callback(null, { ...info, accepted: info.envelope.to, rejected: [], pending: [], response: `written to ${file}` });
          })
          .catch((writeError: Error) => callback(writeError, info));
      });
    },
  };
  return nodemailer.createTransport(outbox);
}

function configFromEnv(): MailTransportConfig {
  return { smtpUrl: env.SMTP_URL, outboxDir: env.MAIL_OUTBOX_DIR };
}

let override: MailTransportConfig | undefined;
let cached: Transporter | undefined;

/** The one mail transport of this process, built on first use from the environment. */
export function getMailTransport(): Transporter {
  if (!cached) {
    const config = override ?? configFromEnv();
    cached = config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(config.outboxDir);
  }
  return cached;
}

/**
 * Drops the cached transport. With a config, the next transport is built from
 * it instead of the environment (lib/env.ts reads process.env once, at import):
 * `{ smtpUrl }` sends to that server, `{ outboxDir }` alone forces the outbox even
 * when SMTP_URL is set. Without one, the environment applies again.
 */
export function resetMailTransportForTests(config?: Partial<MailTransportConfig>): void {
  cached?.close();
  cached = undefined;
  override = config ? { smtpUrl: config.smtpUrl, outboxDir: config.outboxDir ?? env.MAIL_OUTBOX_DIR } : undefined;
}
