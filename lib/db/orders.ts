import "server-only";
import { Prisma } from "./generated/client";
import { db } from "./client";
import { B2C_MIN_AMOUNT } from "@/lib/mpesa/daraja-fields";
import type { BuyerOrderView, BuyerOrderRow } from "./types";
import type { Outcome } from "@/lib/actions/result";

// Orders from the cart or from Buy Now (see docs/decisions/orders.md): one order, one item per line, prices
// copied from the database at that moment, in one transaction. Only active products of
// other sellers can be ordered; any other line refuses the whole order and creates nothing.

export type OrderLineRequest = { productId: string; quantity: number };

export type OrderRefusal =
  | { kind: "empty" }
  | { kind: "missing" }
  | { kind: "own"; productName: string }
  | { kind: "unavailable"; productName: string }
  /** Fewer left than asked for (see docs/decisions/stock.md). */
  | { kind: "short"; productName: string; left: number }
  /** A line that comes to less than M-Pesa can pay its seller (a listing from before the KES 10 floor). */
  | { kind: "belowPayoutMinimum"; productName: string };

export type CreateOrderResult = Outcome<{ orderId: string; amount: number }, OrderRefusal>;

class Refused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.kind);
  }
}

/**
 * Creates the order in four statements whatever the number of lines: the products read
 * (and locked, so a price or status cannot change between the read and the copy), the
 * order, its items.
 */
export async function createOrder(buyerId: string, lines: readonly OrderLineRequest[]): Promise<CreateOrderResult> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, Math.min((wanted.get(line.productId) ?? 0) + line.quantity, 99));
  if (wanted.size === 0) return { ok: false, reason: { kind: "empty" } };
  try {
    return await db.$transaction(async (tx) => {
      const products = await tx.$queryRaw<
        Array<{ id: string; name: string; price: number; status: string; seller_id: string; image_url: string | null; quantity_available: number | null }>
      >`
        SELECT id, name, price, status::text AS status, seller_id, image_url, quantity_available FROM products
        WHERE id IN (${Prisma.join([...wanted.keys()].map((id) => Prisma.sql`${id}::uuid`))})
        ORDER BY id
        FOR UPDATE`;
      if (products.length !== wanted.size) throw new Refused({ kind: "missing" });
      for (const product of products) {
        if (product.seller_id === buyerId) throw new Refused({ kind: "own", productName: product.name });
        if (product.status !== "active") throw new Refused({ kind: "unavailable", productName: product.name });
        const left = product.quantity_available;
        if (left !== null && left < wanted.get(product.id)!) throw new Refused(left === 0 ? { kind: "unavailable", productName: product.name } : { kind: "short", productName: product.name, left });
      }
      const items = products.map((product) => {
        const quantity = wanted.get(product.id)!;
        return { product, quantity, subtotal: product.price * quantity };
      });
      // Each item's subtotal is later one B2C payment (its seller's payout, or its refund):
      // one under Daraja's minimum could never be sent. New listings cost at least that.
      const tooSmall = items.find((item) => item.subtotal < B2C_MIN_AMOUNT);
      if (tooSmall) throw new Refused({ kind: "belowPayoutMinimum", productName: tooSmall.product.name });
      const amount = items.reduce((sum, item) => sum + item.subtotal, 0);
      const order = await tx.order.create({ data: { userId: buyerId, amount }, select: { id: true } });
      await tx.orderItem.createMany({
        data: items.map(({ product, quantity, subtotal }) => ({
          orderId: order.id,
          productId: product.id,
          productName: product.name,
          productImageUrl: product.image_url,
          sellerId: product.seller_id,
          buyerUserId: buyerId,
          quantity,
          pricePerUnit: product.price,
          subtotal,
        })),
      });
      return { ok: true as const, orderId: order.id, amount };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.refusal };
    throw error;
  }
}

/** The buyer's cart lines, as order lines. */
export async function cartOrderLines(buyerId: string): Promise<OrderLineRequest[]> {
  return db.cartItem.findMany({ where: { userId: buyerId }, select: { productId: true, quantity: true }, orderBy: { createdAt: "asc" } });
}

/**
 * One order as its buyer sees it at checkout and on the confirmation page, in one query;
 * null for anyone else (the same answer as no such order: its existence is not told).
 */
export async function findBuyerOrder(orderId: string, buyerId: string): Promise<BuyerOrderView | null> {
  const order = await db.order.findFirst({
    where: { id: orderId, userId: buyerId },
    select: {
      id: true,
      amount: true,
      paymentStatus: true,
      orderStatus: true,
      checkoutRequestId: true,
      mpesaReceipt: true,
      paymentDate: true,
      paymentError: true,
      phoneNumber: true,
      deliveryOption: true,
      deliveryAddress: true,
      deliveryInstructions: true,
      createdAt: true,
      user: { select: { profile: { select: { phone: true } } } },
      issueReports: { where: { userId: buyerId, status: { in: ["open", "in_review"] } }, select: { sellerId: true } },
      items: {
        // Lines of one checkout share their creation time: the name breaks the tie, so "the first item" is stable.
        orderBy: [{ createdAt: "asc" }, { productName: "asc" }],
        select: {
          id: true,
          status: true,
          sellerId: true,
          payouts: { select: { kind: true, status: true, sentAt: true, transactionId: true, completedAt: true } },
          payoutDueAt: true,
          receivedConfirmedAt: true,
          cancelReason: true,
          refundedAt: true,
          productId: true,
          productName: true,
          productImageUrl: true,
          quantity: true,
          pricePerUnit: true,
          subtotal: true,
          product: { select: { location: true } },
          seller: { select: { profile: { select: { fullName: true, campusLocation: true } } } },
        },
      },
    },
  });
  if (!order) return null;
  const { user, items, issueReports, ...rest } = order;
  return {
    ...rest,
    buyerPhone: user.profile?.phone ?? null,
    openReportSellerIds: [...new Set(issueReports.flatMap((report) => (report.sellerId ? [report.sellerId] : [])))],
    items: items.map(({ product, seller, payouts, ...item }) => {
      const refund = payouts.find((payout) => payout.kind === "buyer_refund") ?? null;
      const payout = payouts.find((row) => row.kind === "seller_payout") ?? null;
      return {
        ...item,
        refunded: refund !== null,
        refund: refund ? { status: refund.status, transactionId: refund.transactionId, completedAt: refund.completedAt } : null,
        payout: payout ? { status: payout.status, sent: payout.sentAt !== null } : null,
        location: product?.location ?? "Unknown",
        sellerName: seller.profile?.fullName ?? null,
        sellerCampus: seller.profile?.campusLocation ?? null,
      };
    }),
  };
}

export type DeliveryDetails = { deliveryOption: "pickup" | "delivery"; deliveryAddress: string | null; deliveryInstructions: string | null; phoneNumber: string };

/** The buyer's delivery choice and paying phone, saved before paying; a paid order keeps what it was paid with. */
export async function saveDeliveryDetails(orderId: string, buyerId: string, details: DeliveryDetails): Promise<Outcome<object, "not-found">> {
  const saved = await db.order.updateMany({ where: { id: orderId, userId: buyerId, paymentStatus: { not: "completed" } }, data: details });
  // Not the buyer's, or already paid: the same answer, so nothing tells another buyer's order exists.
  return saved.count === 1 ? { ok: true } : { ok: false, reason: "not-found" };
}

/** The Orders tab: the buyer's orders, newest first (the index on user_id, created_at serves it), a page at a time. */
export async function listBuyerOrders(buyerId: string, { take = 50 }: { take?: number } = {}): Promise<BuyerOrderRow[]> {
  const orders = await db.order.findMany({
    where: { userId: buyerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      amount: true,
      orderStatus: true,
      paymentStatus: true,
      createdAt: true,
      // Lines of one checkout share their creation time: the name breaks the tie, so the row reads the same every time.
      items: { orderBy: [{ createdAt: "asc" }, { productName: "asc" }], select: { productName: true, status: true } },
    },
  });
  return orders.map(({ items, ...order }) => ({
    ...order,
    itemCount: items.length,
    firstItemName: items[0]?.productName ?? null,
    // An order that ended without a sale reads Refunded when every item's money came back that way (docs/decisions/buyer-protection.md).
    allRefunded: items.length > 0 && items.every((item) => item.status === "refunded"),
  }));
}

/** Whether the user may hear about this order: its buyer, or a seller of one of its items (one indexed query). */
export async function isOrderParticipant(orderId: string, userId: string): Promise<boolean> {
  const [row] = await db.$queryRaw<Array<{ ok: boolean }>>`
    SELECT EXISTS (SELECT 1 FROM orders WHERE id = ${orderId}::uuid AND user_id = ${userId}::uuid)
        OR EXISTS (SELECT 1 FROM order_items WHERE order_id = ${orderId}::uuid AND seller_id = ${userId}::uuid) AS ok`;
  return row?.ok ?? false;
}
