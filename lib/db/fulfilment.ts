import "server-only";
import { randomUUID } from "node:crypto";
import { cancelRefusal, confirmRefusal, isFinalItemStatus, moveRefusal, payoutDueAt, type CancelRefusal, type ConfirmRefusal, type ItemStatus, type MoveRefusal, type StoredItemStatus } from "@/lib/orders/fulfilment";
import { env } from "@/lib/env";
import { payoutRequestId } from "@/lib/payouts/b2c-rules";
import { normaliseMpesaPhone } from "@/lib/mpesa/phone";
import { Prisma } from "./generated/client";
import { db } from "./client";
import { enqueueItemCancelledEmail, enqueueItemMoveEmails } from "./email-outbox";
import type { PayoutSummary, SellerOrderRow, SellerOrderItem } from "./types";
import { syncOrderStatus } from "./order-status";
import { createItemRefund } from "./payouts";

// The second half of an order: the seller's order items, their moves forward,
// and the payout row made in the same transaction as "delivered" (see docs/decisions/payments-decided-by-server.md). Every read and write
// is scoped to the seller (see docs/decisions/server-enforces-rules.md): another seller's item is the same as no item.

type Tx = Prisma.TransactionClient;

/** A search the Orders tab accepts: the order id's first characters (8 shown) or all of it. */
export const ORDER_SEARCH = /^[0-9a-f-]{1,36}$/;

/**
 * The seller's paid order items, in the spec's order (its order states): ready to ship first, then
 * not yet contacted, then oldest first; shipped and delivered items follow by age, and refunded
 * or cancelled ones (no sale, nothing to do) come last. One
 * query; the (seller_id, created_at) index serves it.
 */
export async function listSellerOrderItems(sellerId: string, { search = "", take = 100 }: { search?: string; take?: number } = {}): Promise<SellerOrderRow[]> {
  const prefix = search.trim().toLowerCase();
  const bySearch = prefix && ORDER_SEARCH.test(prefix) ? Prisma.sql`AND i.order_id::text LIKE ${`${prefix}%`}` : Prisma.empty;
  const rows = await db.$queryRaw<
    Array<{ id: string; order_id: string; product_name: string; product_image_url: string | null; quantity: number; subtotal: number; status: StoredItemStatus; buyer_contacted: boolean; buyer_agreed: boolean; created_at: Date; buyer_name: string | null; refunded: boolean }>
  >`
    SELECT i.id, i.order_id, i.product_name, i.product_image_url, i.quantity, i.subtotal, i.status::text AS status,
           i.buyer_contacted, i.buyer_agreed, i.created_at, p.full_name AS buyer_name, r.id IS NOT NULL AS refunded
    FROM order_items i
    LEFT JOIN profiles p ON p.id = i.buyer_user_id
    LEFT JOIN b2c_payouts r ON r.order_item_id = i.id AND r.kind = 'buyer_refund'
    WHERE i.seller_id = ${sellerId}::uuid AND i.status <> 'pending_payment' ${bySearch}
    ORDER BY (i.status IN ('refunded', 'cancelled') OR r.id IS NOT NULL) ASC,
             (i.status IN ('pending', 'processing') AND i.buyer_contacted AND i.buyer_agreed) DESC,
             (i.status IN ('pending', 'processing') AND NOT i.buyer_contacted) DESC,
             i.created_at ASC, i.id ASC
    LIMIT ${take}`;
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    productName: row.product_name,
    productImageUrl: row.product_image_url,
    quantity: row.quantity,
    subtotal: row.subtotal,
    status: row.status,
    buyerContacted: row.buyer_contacted,
    buyerAgreed: row.buyer_agreed,
    createdAt: row.created_at,
    buyerName: row.buyer_name ?? "User",
    refunded: row.refunded,
  }));
}

const PAYOUT_SELECT = { id: true, kind: true, status: true, phoneNumber: true, amount: true, transactionId: true, conversationId: true, resultDesc: true, completedAt: true } as const;

/** One of the seller's own order items with everything its page shows; null for anyone else's. */
export async function findSellerOrderItem(itemId: string, sellerId: string): Promise<SellerOrderItem | null> {
  const item = await db.orderItem.findFirst({
    where: { id: itemId, sellerId, status: { not: "pending_payment" } },
    select: {
      id: true,
      orderId: true,
      productId: true,
      productName: true,
      productImageUrl: true,
      quantity: true,
      pricePerUnit: true,
      subtotal: true,
      status: true,
      buyerContacted: true,
      buyerAgreed: true,
      createdAt: true,
      deliveredAt: true,
      payoutDueAt: true,
      receivedConfirmedAt: true,
      cancelledAt: true,
      cancelReason: true,
      refundedAt: true,
      buyerUserId: true,
      buyer: { select: { profile: { select: { fullName: true, campusLocation: true, phone: true } } } },
      order: {
        select: {
          paymentStatus: true,
          mpesaReceipt: true,
          paymentDate: true,
          createdAt: true,
          deliveryOption: true,
          deliveryAddress: true,
          deliveryInstructions: true,
          phoneNumber: true,
          _count: { select: { issueReports: { where: { status: { in: ["open", "in_review"] } } } } },
        },
      },
      payouts: { select: PAYOUT_SELECT },
    },
  });
  if (!item) return null;
  const { buyer, order, payouts, buyerUserId, ...rest } = item;
  const paid = order.paymentStatus === "completed";
  const payout = payouts.find((row) => row.kind === "seller_payout") ?? null;
  const refund = payouts.find((row) => row.kind === "buyer_refund") ?? null;
  const summary = (row: (typeof payouts)[number] | null): PayoutSummary | null => (row ? { id: row.id, status: row.status, phoneNumber: row.phoneNumber, amount: row.amount, transactionId: row.transactionId, conversationId: row.conversationId, resultDesc: row.resultDesc, completedAt: row.completedAt } : null);
  return {
    ...rest,
    status: rest.status as StoredItemStatus,
    buyerId: buyerUserId,
    buyerName: buyer.profile?.fullName ?? "User",
    buyerCampus: buyer.profile?.campusLocation ?? null,
    buyerPhone: paid ? (buyer.profile?.phone ?? order.phoneNumber) : null,
    paymentStatus: order.paymentStatus,
    mpesaReceipt: order.mpesaReceipt,
    paymentDate: order.paymentDate,
    orderCreatedAt: order.createdAt,
    deliveryOption: order.deliveryOption,
    deliveryAddress: order.deliveryAddress,
    deliveryInstructions: order.deliveryInstructions,
    refunded: refund !== null,
    cancellable: cancelRefusal({ status: rest.status as StoredItemStatus, paid, refunded: refund !== null }) === null,
    payout: summary(payout),
    refund: summary(refund),
    held: order._count.issueReports > 0,
  };
}

export type MoveResult =
  | {
      ok: true;
      orderId: string;
      buyerId: string;
      status: ItemStatus;
      /** The payout "delivered" made: whether it has a phone to go to, whether a report holds it, and when the hold ends. */
      payout: { id: string; hasPhone: boolean; held: boolean; dueAt: Date } | null;
    }
  | { ok: false; reason: "not-found" | MoveRefusal };

type LockedItem = { id: string; order_id: string; seller_id: string; buyer_user_id: string; status: StoredItemStatus; buyer_contacted: boolean; buyer_agreed: boolean; subtotal: number; refunded: boolean };

async function lockSellerItem(tx: Tx, itemId: string, sellerId: string): Promise<LockedItem | null> {
  const [item] = await tx.$queryRaw<LockedItem[]>`
    SELECT i.id, i.order_id, i.seller_id, i.buyer_user_id, i.status::text AS status, i.buyer_contacted, i.buyer_agreed, i.subtotal,
           EXISTS (SELECT 1 FROM b2c_payouts r WHERE r.order_item_id = i.id AND r.kind = 'buyer_refund') AS refunded
    FROM order_items i WHERE i.id = ${itemId}::uuid AND i.seller_id = ${sellerId}::uuid FOR UPDATE OF i`;
  return item ?? null;
}

/** The seller's payout phone as M-Pesa takes it, or null when the profile has none that works. */
async function payoutPhone(tx: Tx, sellerId: string): Promise<string | null> {
  const profile = await tx.profile.findUnique({ where: { id: sellerId }, select: { phone: true } });
  if (!profile?.phone) return null;
  const phone = normaliseMpesaPhone(profile.phone);
  return phone.ok ? phone.msisdn : null;
}

/**
 * Moves the seller's item one step forward, under its row lock, by the rules of
 * lib/orders/fulfilment.ts. The order's own status follows its items (the most common).
 * Delivered makes the item's one payout row in the same transaction: the amount is the
 * item's subtotal as stored, the phone the seller's (null: it waits for one), due when the
 * hold of PAYOUT_HOLD_HOURS ends (see docs/decisions/buyer-protection.md).
 */
export async function moveOrderItem(itemId: string, sellerId: string, to: ItemStatus): Promise<MoveResult> {
  return db.$transaction(async (tx) => {
    const item = await lockSellerItem(tx, itemId, sellerId);
    if (!item) return { ok: false as const, reason: "not-found" as const };
    const refusal = moveRefusal({ status: item.status, buyerContacted: item.buyer_contacted, buyerAgreed: item.buyer_agreed, refunded: item.refunded }, to);
    if (refusal) return { ok: false as const, reason: refusal };

    const now = new Date();
    const dueAt = payoutDueAt(now, env.PAYOUT_HOLD_HOURS);
    await tx.orderItem.update({ where: { id: item.id }, data: { status: to, ...(to === "delivered" ? { deliveredAt: now, payoutDueAt: dueAt } : {}) } });
    await syncOrderStatus(tx, item.order_id);

    let payout: { id: string; hasPhone: boolean; held: boolean; dueAt: Date } | null = null;
    if (to === "delivered") {
      const id = randomUUID();
      const phone = await payoutPhone(tx, sellerId);
      const [created] = await tx.$queryRaw<Array<{ id: string; held: boolean }>>`
        INSERT INTO b2c_payouts (id, order_item_id, kind, recipient_id, phone_number, amount, originator_conversation_id, updated_at)
        VALUES (${id}::uuid, ${item.id}::uuid, 'seller_payout', ${sellerId}::uuid, ${phone}, ${item.subtotal}, ${payoutRequestId(id, 1)}, now())
        ON CONFLICT (order_item_id, kind) DO NOTHING
        RETURNING id, EXISTS (SELECT 1 FROM issue_reports r WHERE r.order_id = ${item.order_id}::uuid AND r.status IN ('open', 'in_review')) AS held`;
      payout = created ? { id: created.id, hasPhone: phone !== null, held: created.held, dueAt } : null;
    }
    if (to === "shipped" || to === "delivered") await enqueueItemMoveEmails(tx, item.id, to, { payoutDueAt: to === "delivered" && dueAt > now ? dueAt : null, heldPayout: payout?.held ? { id: payout.id, sellerId } : null });
    return { ok: true as const, orderId: item.order_id, buyerId: item.buyer_user_id, status: to, payout };
  });
}

export type ContactResult = { ok: true; orderId: string; buyerId: string; productId: string | null; productName: string } | { ok: false };

/**
 * Contact Buyer: the item is marked contacted and, if still pending, processing (the seller
 * has started on it). The message itself is sent by the messages module, tied to the item.
 */
export async function markBuyerContacted(itemId: string, sellerId: string): Promise<ContactResult> {
  return db.$transaction(async (tx) => {
    const item = await lockSellerItem(tx, itemId, sellerId);
    if (!item || item.status === "pending_payment" || isFinalItemStatus(item.status)) return { ok: false as const };
    await tx.orderItem.update({ where: { id: item.id }, data: { buyerContacted: true, ...(item.status === "pending" ? { status: "processing" as const } : {}) } });
    if (item.status === "pending") await syncOrderStatus(tx, item.order_id);
    const details = await tx.orderItem.findUniqueOrThrow({ where: { id: item.id }, select: { productId: true, productName: true } });
    return { ok: true as const, orderId: item.order_id, buyerId: item.buyer_user_id, ...details };
  });
}

/** The item's counterpart for Contact Buyer: who to write to, without changing anything. Nothing for an item that ended. */
export async function findSellerItemBuyer(itemId: string, sellerId: string): Promise<{ buyerId: string; orderId: string } | null> {
  const item = await db.orderItem.findFirst({ where: { id: itemId, sellerId, status: { notIn: ["pending_payment", "refunded", "cancelled"] } }, select: { buyerUserId: true, orderId: true } });
  return item ? { buyerId: item.buyerUserId, orderId: item.orderId } : null;
}

/** The seller payout row of an order item, for staff. */
export async function findItemPayoutId(itemId: string): Promise<string | null> {
  const payout = await db.b2cPayout.findUnique({ where: { orderItemId_kind: { orderItemId: itemId, kind: "seller_payout" } }, select: { id: true } });
  return payout?.id ?? null;
}

export type CancelResult =
  | { ok: true; orderId: string; buyerId: string; productId: string | null; productName: string; refundId: string }
  | { ok: false; reason: "not-found" | CancelRefusal };

/**
 * The seller cancels their paid item before shipping, with a reason (see
 * docs/decisions/buyer-protection.md): under the item's lock it becomes cancelled (final), one
 * refund row of its subtotal is made to the phone that paid (the same row a staff refund makes,
 * sent by the same sender), its tracked stock goes back on sale, and the order's status follows.
 * A second click finds it cancelled and changes nothing.
 */
export async function cancelOrderItem(itemId: string, sellerId: string, reason: string): Promise<CancelResult> {
  return db.$transaction(async (tx) => {
    const item = await lockSellerItem(tx, itemId, sellerId);
    if (!item) return { ok: false as const, reason: "not-found" as const };
    const [order] = await tx.$queryRaw<Array<{ payment_status: string }>>`SELECT payment_status::text AS payment_status FROM orders WHERE id = ${item.order_id}::uuid`;
    const refusal = cancelRefusal({ status: item.status, paid: order?.payment_status === "completed", refunded: item.refunded });
    if (refusal) return { ok: false as const, reason: refusal };

    const details = await tx.orderItem.update({
      where: { id: item.id },
      data: { status: "cancelled", cancelledAt: new Date(), cancelReason: reason },
      select: { productId: true, productName: true, quantity: true },
    });
    const refundId = await createItemRefund(tx, { id: item.id, orderId: item.order_id, buyerId: item.buyer_user_id, subtotal: item.subtotal }, null);
    if (!refundId) throw new Error(`item ${item.id} has a refund row already but no refund was recorded on it`);
    await returnItemStock(tx, details.productId, details.quantity);
    await syncOrderStatus(tx, item.order_id);
    await enqueueItemCancelledEmail(tx, item.id);
    return { ok: true as const, orderId: item.order_id, buyerId: item.buyer_user_id, productId: details.productId, productName: details.productName, refundId };
  });
}

/**
 * A cancelled item's tracked quantity goes back on sale (see docs/decisions/stock.md); a product
 * that had sold out is for sale again. Untracked products (no quantity) have nothing to return.
 */
async function returnItemStock(tx: Tx, productId: string | null, quantity: number): Promise<void> {
  if (!productId) return;
  // A hidden listing stays hidden: the status it goes back to is on sale again (docs/decisions/listing-reports.md).
  await tx.$executeRaw`
    UPDATE products SET quantity_available = quantity_available + ${quantity},
           status = CASE WHEN status = 'sold' THEN 'active' ELSE status END,
           status_before_hidden = CASE WHEN status = 'hidden' AND status_before_hidden = 'sold' THEN 'active' ELSE status_before_hidden END,
           sold_at = CASE WHEN status = 'sold' OR (status = 'hidden' AND status_before_hidden = 'sold') THEN NULL ELSE sold_at END
    WHERE id = ${productId}::uuid AND quantity_available IS NOT NULL`;
}

export type ConfirmResult = { ok: true; orderId: string; sellerId: string; payoutId: string | null; alreadyConfirmed: boolean } | { ok: false; reason: "not-found" | ConfirmRefusal };

/**
 * The buyer's Confirm received (see docs/decisions/buyer-protection.md): under the item's lock,
 * the receipt is recorded once and the seller's payout becomes due at once; the sender then
 * claims it like any other (FOR UPDATE SKIP LOCKED), so a confirmation and the reconciler's
 * release never send it twice. Only the order's buyer; pressing it again changes nothing.
 */
export async function confirmItemReceived(itemId: string, buyerId: string): Promise<ConfirmResult> {
  return db.$transaction(async (tx) => {
    const [item] = await tx.$queryRaw<
      Array<{ id: string; order_id: string; seller_id: string; status: StoredItemStatus; received_confirmed_at: Date | null; payment_status: string; refunded: boolean; payout_id: string | null; payout_status: "pending" | "submitted" | "unknown" | "completed" | "failed" | "cancelled" | null; payout_sent: boolean }>
    >`
      SELECT i.id, i.order_id, i.seller_id, i.status::text AS status, i.received_confirmed_at, o.payment_status::text AS payment_status,
             EXISTS (SELECT 1 FROM b2c_payouts r WHERE r.order_item_id = i.id AND r.kind = 'buyer_refund') AS refunded,
             p.id AS payout_id, p.status::text AS payout_status, (p.sent_at IS NOT NULL) AS payout_sent
      FROM order_items i
      JOIN orders o ON o.id = i.order_id
      LEFT JOIN b2c_payouts p ON p.order_item_id = i.id AND p.kind = 'seller_payout'
      WHERE i.id = ${itemId}::uuid AND i.buyer_user_id = ${buyerId}::uuid AND o.user_id = ${buyerId}::uuid
      FOR UPDATE OF i`;
    if (!item || item.payment_status !== "completed") return { ok: false as const, reason: "not-found" as const };
    const refusal = confirmRefusal({ status: item.status, paid: true, refunded: item.refunded, receivedConfirmedAt: item.received_confirmed_at, payoutStatus: item.payout_status, payoutSent: Boolean(item.payout_sent) });
    if (refusal) return { ok: false as const, reason: refusal };
    const alreadyConfirmed = item.received_confirmed_at !== null;
    if (!alreadyConfirmed) await tx.orderItem.update({ where: { id: item.id }, data: { receivedConfirmedAt: new Date() } });
    return { ok: true as const, orderId: item.order_id, sellerId: item.seller_id, payoutId: item.payout_id, alreadyConfirmed };
  });
}
