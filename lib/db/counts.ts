import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";
import type { NavCounts } from "./types";

/** The badges' counts as columns (unread, wishlist, cart), for this read and the session's (users.ts). */
export const NAV_COUNT_COLUMNS = (userId: string) => Prisma.sql`
  (SELECT count(*) FROM messages m WHERE m.recipient_id = ${userId}::uuid AND m.read = false
    AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = ${userId}::uuid AND b.blocked_id = m.sender_id))::int AS unread,
  (SELECT count(*) FROM wishlist_items WHERE user_id = ${userId}::uuid)::int AS wishlist,
  (SELECT coalesce(sum(quantity), 0) FROM cart_items WHERE user_id = ${userId}::uuid)::int AS cart`;

/** The three badges of the navigation bars, in one round trip. */
export async function getNavCounts(userId: string): Promise<NavCounts> {
  const rows = await db.$queryRaw<Array<{ unread: number; wishlist: number; cart: number }>>`SELECT ${NAV_COUNT_COLUMNS(userId)}`;
  const row = rows[0];
  return { unreadMessages: row?.unread ?? 0, wishlist: row?.wishlist ?? 0, cart: row?.cart ?? 0 };
}
