import "server-only";
import { db } from "./client";
import { REPLY_GRACE_SECONDS, REPLY_WINDOW_DAYS } from "@/lib/messaging/reply-times";

// Sellers' reply times (docs/decisions/reply-time.md), refreshed into seller_reputations by the
// background jobs so the seller page reads them with its one query instead of scanning messages.

/**
 * Recomputes every seller's reply statistics in one statement: for each person (not staff) who
 * wrote to a seller in the window, the wait from their first message to the seller's first
 * message back; unanswered, the wait so far, once past the grace period. Only rows whose figures
 * changed are written (each write expires the seller's cached page). Safe on several instances
 * at once: each computes the same figures. Returns how many sellers' figures changed.
 */
export async function refreshReplyTimes(now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const judgedBefore = new Date(now.getTime() - REPLY_GRACE_SECONDS * 1000);
  const [row] = await db.$queryRaw<Array<{ changed: number }>>`
    WITH asked AS (
      SELECT m.recipient_id AS seller_id, m.sender_id AS asker, min(m.created_at) AS asked_at
      FROM messages m
      JOIN profiles seller ON seller.id = m.recipient_id AND seller.is_seller
      JOIN profiles asker ON asker.id = m.sender_id AND asker.role <> 'staff'
      WHERE m.created_at >= ${since} AND m.created_at <= ${now}
      GROUP BY m.recipient_id, m.sender_id
    ),
    waits AS (
      SELECT a.seller_id, a.asked_at, reply.replied_at
      FROM asked a
      CROSS JOIN LATERAL (
        SELECT min(r.created_at) AS replied_at FROM messages r
        WHERE r.sender_id = a.seller_id AND r.recipient_id = a.asker AND r.created_at >= a.asked_at AND r.created_at <= ${now}
      ) reply
      WHERE reply.replied_at IS NOT NULL OR a.asked_at <= ${judgedBefore}
    ),
    stats AS (
      SELECT seller_id, count(*)::int AS conversations,
             round(percentile_disc(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM coalesce(replied_at, ${now}) - asked_at)))::int AS median_seconds
      FROM waits GROUP BY seller_id
    ),
    written AS (
      INSERT INTO seller_reputations AS r (seller_id, reply_conversations, reply_median_seconds, replies_refreshed_at)
      SELECT seller_id, conversations, median_seconds, ${now} FROM stats
      ON CONFLICT (seller_id) DO UPDATE SET
        reply_conversations = EXCLUDED.reply_conversations,
        reply_median_seconds = EXCLUDED.reply_median_seconds,
        replies_refreshed_at = EXCLUDED.replies_refreshed_at
      WHERE (r.reply_conversations, r.reply_median_seconds) IS DISTINCT FROM (EXCLUDED.reply_conversations, EXCLUDED.reply_median_seconds)
      RETURNING seller_id
    ),
    cleared AS (
      UPDATE seller_reputations SET reply_conversations = 0, reply_median_seconds = NULL, replies_refreshed_at = ${now}
      WHERE (reply_conversations > 0 OR reply_median_seconds IS NOT NULL) AND seller_id NOT IN (SELECT seller_id FROM stats)
      RETURNING seller_id
    )
    SELECT ((SELECT count(*) FROM written) + (SELECT count(*) FROM cleared))::int AS changed`;
  return row?.changed ?? 0;
}
