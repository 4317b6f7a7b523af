import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";
import { agreementReached, messagePreview } from "@/lib/messaging/rules";
import { FALLBACK } from "@/lib/constants";
import type { Conversation, ConversationOrder, ConversationSummary } from "./types";
import { enqueueMessageEmail } from "./email-outbox";

// Messages between two people (the spec's entities, states and calls): the conversation lists of
// the profile's Messages tab, one conversation, sending (with the buyer agreement hook) and
// marking read. Every read is scoped to the signed-in user: a conversation is only ever
// read between them and one other person.

const CONVERSATION_LIST_LIMIT = 100;

/** The folder's one statement (exported so a test can EXPLAIN ANALYZE exactly what runs). */
export function conversationSummarySql(userId: string, box: "received" | "sent"): Prisma.Sql {
  // Column names chosen here from two fixed spellings, never from input: the planner then
  // sees a plain (recipient|sender)_id = $1 and uses its index.
  const [mine, other, otherName, unread] =
    box === "received" ? ["recipient_id", "sender_id", "sender_name", "NOT m.read"] : ["sender_id", "recipient_id", "recipient_name", "false"];
  return Prisma.sql`
    SELECT latest.*, p.name AS product_name FROM (
      SELECT DISTINCT ON (other_id) other_id, other_name, message, created_at, product_id, order_id, unread
      FROM (
        SELECT m.${Prisma.raw(other)} AS other_id, m.${Prisma.raw(otherName)} AS other_name, m.message, m.created_at, m.id, m.product_id, m.order_id,
               (count(*) FILTER (WHERE ${Prisma.raw(unread)}) OVER (PARTITION BY m.${Prisma.raw(other)}))::int AS unread
        FROM messages m
        WHERE m.${Prisma.raw(mine)} = ${userId}::uuid
          -- Someone the user blocked is out of their folders (their earlier messages included).
          AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = ${userId}::uuid AND b.blocked_id = m.${Prisma.raw(other)})
      ) folder
      ORDER BY other_id, created_at DESC, id DESC
    ) latest
    LEFT JOIN products p ON p.id = latest.product_id
    ORDER BY latest.created_at DESC
    LIMIT ${CONVERSATION_LIST_LIMIT}`;
}

export async function listConversations(userId: string, box: "received" | "sent"): Promise<ConversationSummary[]> {
  const rows = await db.$queryRaw<
    Array<{ other_id: string; other_name: string; message: string; created_at: Date; unread: number; product_id: string | null; product_name: string | null; order_id: string | null }>
  >(conversationSummarySql(userId, box));
  return rows.map((row) => ({
    otherId: row.other_id,
    otherName: row.other_name,
    preview: messagePreview(row.message),
    lastAt: row.created_at,
    unread: row.unread,
    product: row.product_id && row.product_name ? { id: row.product_id, name: row.product_name } : null,
    orderId: row.order_id,
  }));
}

export const CONVERSATION_PAGE_SIZE = 50;

/**
 * The conversation between the user and one other person, both directions, oldest first: the
 * latest page, or the page before `before`. Null when the other person does not exist.
 */
export async function readConversation(userId: string, otherId: string, before?: Date): Promise<Conversation | null> {
  const [other, rows, blocks] = await Promise.all([
    // A deleted account keeps its (anonymised) profile: its conversations read 'Deleted user'.
    db.user.findUnique({ where: { id: otherId }, select: { deletedAt: true, profile: { select: { fullName: true, isSeller: true } } } }),
    db.message.findMany({
      where: {
        OR: [
          { senderId: userId, recipientId: otherId },
          { senderId: otherId, recipientId: userId },
        ],
        ...(before ? { createdAt: { lt: before } } : {}),
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: CONVERSATION_PAGE_SIZE + 1,
      select: { id: true, senderId: true, body: true, read: true, createdAt: true, orderId: true, orderItemId: true, product: { select: { id: true, name: true } } },
    }),
    db.userBlock.findMany({ where: { blockerId: { in: [userId, otherId] }, blockedId: { in: [userId, otherId] } }, select: { blockerId: true } }),
  ]);
  if (!other && rows.length === 0) return null;
  const page = rows.slice(0, CONVERSATION_PAGE_SIZE).reverse();
  return {
    other: { id: otherId, name: other?.profile?.fullName ?? FALLBACK.userName, isSeller: other?.profile?.isSeller ?? false, gone: !other || other.deletedAt !== null },
    blockedByMe: blocks.some((block) => block.blockerId === userId),
    blockedMe: blocks.some((block) => block.blockerId === otherId),
    messages: page.map(({ senderId, ...row }) => ({ ...row, mine: senderId === userId })),
    hasOlder: rows.length > CONVERSATION_PAGE_SIZE,
  };
}

/** The spec's states: opening a conversation marks the incoming unread messages read. Returns how many. */
export async function markConversationRead(userId: string, otherId: string): Promise<number> {
  const { count } = await db.message.updateMany({ where: { recipientId: userId, senderId: otherId, read: false }, data: { read: true } });
  return count;
}

export type NewMessage = {
  senderId: string;
  recipientId: string;
  body: string;
  productId?: string;
  orderId?: string;
  orderItemId?: string;
  /** False when another email already tells the recipient (a report's message to its seller). */
  emailRecipient?: boolean;
};

/** How much of a message an email quotes. */
const EMAIL_PREVIEW_LENGTH = 200;

export type SentMessage =
  | { ok: true; id: string; senderName: string; createdAt: Date; buyerAgreed: boolean; orderId: string | null }
  | { ok: false; reason: "recipient-not-found" | "to-yourself" | "blocked" };

/**
 * Stores one message with both names as they are now (the spec's table keeps them), in one
 * transaction with the buyer agreement hook (the spec's states). A product, order or order item
 * is linked only when it concerns both people (the product is one of theirs, the order
 * item is between them); otherwise the link is dropped, never trusted from the form.
 */
export async function sendMessage(message: NewMessage): Promise<SentMessage> {
  if (message.senderId === message.recipientId) return { ok: false, reason: "to-yourself" };
  return db.$transaction(async (tx) => {
    const people = await tx.user.findMany({
      where: { id: { in: [message.senderId, message.recipientId] }, deletedAt: null },
      select: { id: true, profile: { select: { fullName: true } } },
    });
    const sender = people.find((person) => person.id === message.senderId);
    const recipient = people.find((person) => person.id === message.recipientId);
    if (!sender || !recipient) return { ok: false as const, reason: "recipient-not-found" as const };
    const pair = [message.senderId, message.recipientId];
    // Either one blocking the other: nothing is delivered, no conversation starts.
    const blocked = await tx.userBlock.count({ where: { blockerId: { in: pair }, blockedId: { in: pair } } });
    if (blocked > 0) return { ok: false as const, reason: "blocked" as const };

    const [product, item] = await Promise.all([
      message.productId ? tx.product.findFirst({ where: { id: message.productId, sellerId: { in: pair } }, select: { id: true } }) : null,
      message.orderItemId
        ? tx.orderItem.findFirst({
            where: { id: message.orderItemId, sellerId: { in: pair }, buyerUserId: { in: pair }, ...(message.orderId ? { orderId: message.orderId } : {}) },
            select: { id: true, orderId: true, productId: true, buyerUserId: true, buyerContacted: true, buyerAgreed: true },
          })
        : null,
    ]);
    const order =
      !item && message.orderId
        ? await tx.order.findFirst({ where: { id: message.orderId, userId: { in: pair }, items: { some: { sellerId: { in: pair } } } }, select: { id: true } })
        : null;

    const created = await tx.message.create({
      data: {
        senderId: message.senderId,
        recipientId: message.recipientId,
        body: message.body,
        productId: product?.id ?? item?.productId ?? null,
        orderId: item?.orderId ?? order?.id ?? null,
        orderItemId: item?.id ?? null,
        senderName: sender.profile?.fullName ?? FALLBACK.userName,
        recipientName: recipient.profile?.fullName ?? FALLBACK.userName,
      },
      select: { id: true, createdAt: true },
    });
    if (message.emailRecipient !== false) {
      await enqueueMessageEmail(tx, { id: created.id, senderId: message.senderId, recipientId: message.recipientId, senderName: sender.profile?.fullName ?? FALLBACK.userName, preview: messagePreview(message.body, EMAIL_PREVIEW_LENGTH) });
    }

    let buyerAgreed = false;
    if (item && agreementReached({ senderIsBuyer: item.buyerUserId === message.senderId, buyerContacted: item.buyerContacted, buyerAgreed: item.buyerAgreed }, message.body)) {
      // Conditional on the row as read, so two agreeing messages at once set it once.
      const agreed = await tx.orderItem.updateMany({ where: { id: item.id, buyerContacted: true, buyerAgreed: false }, data: { buyerAgreed: true } });
      buyerAgreed = agreed.count > 0;
    }
    return { ok: true as const, id: created.id, senderName: sender.profile?.fullName ?? FALLBACK.userName, createdAt: created.createdAt, buyerAgreed, orderId: item?.orderId ?? order?.id ?? null };
  });
}

/**
 * The order item a conversation is about (Contact Seller, Contact Buyer, or the latest message
 * tied to one): only an item one of the two sold to the other; null otherwise.
 */
export async function findConversationOrder(userId: string, otherId: string, about: { orderItemId?: string | null; orderId?: string | null }): Promise<ConversationOrder | null> {
  if (!about.orderItemId && !about.orderId) return null;
  const pair = [userId, otherId];
  const item = await db.orderItem.findFirst({
    where: {
      ...(about.orderItemId ? { id: about.orderItemId } : {}),
      ...(about.orderId ? { orderId: about.orderId } : {}),
      sellerId: { in: pair },
      buyerUserId: { in: pair },
    },
    orderBy: [{ createdAt: "asc" }, { productName: "asc" }],
    select: { id: true, orderId: true, productName: true, buyerUserId: true },
  });
  return item ? { orderId: item.orderId, orderItemId: item.id, productName: item.productName, viewerIsBuyer: item.buyerUserId === userId } : null;
}

/** The product a new conversation is about: only one of the two people's own listings. */
export async function findConversationProduct(productId: string, userId: string, otherId: string): Promise<{ id: string; name: string } | null> {
  return db.product.findFirst({ where: { id: productId, sellerId: { in: [userId, otherId] } }, select: { id: true, name: true } });
}

export type LiveMessage = { id: string; senderId: string; senderName: string; body: string; createdAt: Date };

/** One message as its recipient's stream may show it; null for anyone else (the stream filters on the server). */
export async function findMessageForRecipient(messageId: string, recipientId: string): Promise<LiveMessage | null> {
  return db.message.findFirst({ where: { id: messageId, recipientId }, select: { id: true, senderId: true, senderName: true, body: true, createdAt: true } });
}

/** Messages that arrived for the user after `since` (a reconnecting stream's catch-up), oldest first. */
export async function listMessagesReceivedSince(recipientId: string, since: Date, take = 20): Promise<LiveMessage[]> {
  return db.message.findMany({
    where: { recipientId, createdAt: { gte: since } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take,
    select: { id: true, senderId: true, senderName: true, body: true, createdAt: true },
  });
}

/** Blocks or unblocks another person; false when there is no such person (or it is oneself). */
export async function setBlocked(blockerId: string, blockedId: string, blocked: boolean): Promise<boolean> {
  if (blockerId === blockedId) return false;
  if (!blocked) {
    await db.userBlock.deleteMany({ where: { blockerId, blockedId } });
    return true;
  }
  const exists = await db.user.count({ where: { id: blockedId } });
  if (exists === 0) return false;
  await db.userBlock.upsert({ where: { blockerId_blockedId: { blockerId, blockedId } }, create: { blockerId, blockedId }, update: {} });
  return true;
}
