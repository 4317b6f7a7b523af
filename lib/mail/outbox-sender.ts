import "server-only";
import { createHash } from "node:crypto";
import { after } from "next/server";
import { env } from "@/lib/env";
import { logger } from "@/lib/log/logger.mjs";
import { claimDueEmails, markEmailFailed, markEmailSent, markEmailSkipped, type ClaimedEmail } from "@/lib/db/email-outbox";
import { EMAIL_TOPIC_LABELS } from "@/lib/messages/email";
import { siteUrl } from "@/lib/site";
import { EMAIL_CLAIM_LEASE_MS, EMAIL_KIND_TOPIC, emailDecision, nextEmailAttemptAt, type EmailKind, type EmailPayloads, type EmailTopic } from "./email-kinds";
import { renderEventEmail } from "./event-emails";
import { getMailTransport } from "./transport";
import { signUnsubscribeToken } from "./unsubscribe-token";

// Sends what the outbox owes (see docs/decisions/email.md), after the change that owed it has
// committed: right after the request that made it (Next's after(), or at once in the
// background outside a request), and every round of the background loop, so an instance that
// stopped before sending leaves nothing unsent. Rows are claimed before sending, so two senders
// never send the same row; whether the recipient still wants it is decided now, at sending.

export type OutboxRound = { sent: number; skipped: number; failed: number };

/** The signed one-click token of a recipient's topic, and the two addresses that use it. */
export function unsubscribeLinks(userId: string, topic: EmailTopic): { token: string; page: string; oneClick: string } {
  const token = signUnsubscribeToken(env.NEXTAUTH_SECRET, userId, topic);
  const query = `token=${encodeURIComponent(token)}`;
  return { token, page: `${siteUrl()}/email/unsubscribe?${query}`, oneClick: `${siteUrl()}/api/email/unsubscribe?${query}` };
}

/**
 * The same Message-ID every time a row is sent: if an instance stops after the mail server took
 * a message but before the row says so, the row is sent again when its claim runs out, and mail
 * clients that see the same Message-ID show it once.
 */
function messageId(email: ClaimedEmail): string {
  const host = new URL(siteUrl()).hostname || "campus-market.local";
  return `<${createHash("sha256").update(email.eventKey).digest("hex").slice(0, 32)}@${host}>`;
}

async function deliver(email: ClaimedEmail): Promise<"sent" | "skipped" | "failed"> {
  const decision = emailDecision(email.kind, email);
  if (!decision.send) {
    await markEmailSkipped(email, decision.because);
    return "skipped";
  }
  const topic = EMAIL_KIND_TOPIC[email.kind];
  const links = unsubscribeLinks(email.recipientId, topic);
  try {
    const rendered = renderEventEmail(email.kind as EmailKind, email.payload as EmailPayloads[EmailKind], {
      username: email.fullName ?? "",
      site: siteUrl(),
      unsubscribe: { link: links.page, topicTitle: EMAIL_TOPIC_LABELS[topic].title },
    });
    await getMailTransport().sendMail({
      from: env.MAIL_FROM,
      to: email.email!,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: messageId(email),
      // One-click unsubscribe (RFC 8058): the mail client POSTs to the address, no page involved.
      list: { unsubscribe: links.oneClick },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    await markEmailSent(email);
    logger.info({ event: "email", kind: email.kind, emailId: email.id, attempt: email.attempts }, "email: sent");
    return "sent";
  } catch (error) {
    const retryAt = nextEmailAttemptAt(email.attempts, new Date());
    await markEmailFailed(email, error instanceof Error ? error.message : String(error), retryAt);
    logger.warn({ event: "email", kind: email.kind, emailId: email.id, attempt: email.attempts, err: error, retryAt }, retryAt ? "email: not sent; trying again later" : "email: not sent; giving up");
    return "failed";
  }
}

/** Sends the emails due now, up to `limit`; any number of senders may run at once. */
export async function sendDueEmails({ limit = 20, now = new Date() }: { limit?: number; now?: Date } = {}): Promise<OutboxRound> {
  const round: OutboxRound = { sent: 0, skipped: 0, failed: 0 };
  const claimed = await claimDueEmails({ now, limit, leaseMs: EMAIL_CLAIM_LEASE_MS });
  for (const email of claimed) round[await deliver(email)] += 1;
  return round;
}

// One round at a time per process: a burst of requests each asking for a round after them
// makes one round, then one more for whatever arrived during it.
const globalForOutbox = globalThis as unknown as { campusOutbox?: { running: Promise<void> | null; again: boolean } };
const state = (globalForOutbox.campusOutbox ??= { running: null, again: false });

function runRounds(): Promise<void> {
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        const round = await sendDueEmails();
        // A full batch: more may be waiting.
        if (round.sent + round.skipped + round.failed >= 20) state.again = true;
      } while (state.again);
    } catch (error) {
      logger.error({ err: error }, "email: the outbox round failed; the background loop tries again");
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/**
 * Sends what the outbox owes once the current request has answered (Next's after()). Outside a
 * request (the background loop's own payment round, a script) there is nothing to wait for and
 * nobody to outlive: the loop's email round, which follows every payment round, sends it.
 * Call it after the transaction that enqueued has committed.
 */
export function sendEmailsSoon(): void {
  try {
    after(() => runRounds());
  } catch {
    // Not in a request: left to the background loop's next round (at most RECONCILE_EVERY_MS away).
  }
}

/** For the background loop and tests: a round, and any that a request asked for meanwhile. */
export function sendEmailsNow(): Promise<void> {
  return runRounds();
}
