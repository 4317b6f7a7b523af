import "server-only";
import type { Prisma } from "./generated/client";

// Stock (see docs/decisions/stock.md), inside the payment writer's transactions: a push reserves the
// order's tracked quantities, a failed or expired payment gives them back, a completed one
// makes the sale. Products are locked in id order, the same order createOrder uses, so two
// checkouts of the same products cannot deadlock. Untracked products (quantity null) are
// never limited.

type Tx = Prisma.TransactionClient;

export type StockShortage = { productName: string; left: number };

type ItemStock = { product_id: string | null; product_name: string; quantity: number; quantity_available: number | null; status: string | null };

/** The order's items with their products' stock, the products locked. */
async function lockOrderStock(tx: Tx, orderId: string): Promise<ItemStock[]> {
  // Locked on their own: PostgreSQL cannot lock the nullable side of the outer join below.
  await tx.$queryRaw`
    SELECT id FROM products WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ${orderId}::uuid)
    ORDER BY id FOR UPDATE`;
  return tx.$queryRaw<ItemStock[]>`
    SELECT i.product_id, i.product_name, i.quantity, p.quantity_available, p.status::text AS status
    FROM order_items i LEFT JOIN products p ON p.id = i.product_id
    WHERE i.order_id = ${orderId}::uuid`;
}

/** What would stop this order being sold now: a product gone or no longer active, or fewer left than ordered. */
function shortageOf(items: ItemStock[]): StockShortage | null {
  for (const item of items) {
    if (item.product_id === null || item.status !== "active") return { productName: item.product_name, left: 0 };
    if (item.quantity_available !== null && item.quantity_available < item.quantity) return { productName: item.product_name, left: item.quantity_available };
  }
  return null;
}

async function takeStock(tx: Tx, orderId: string) {
  await tx.$executeRaw`
    UPDATE products p SET quantity_available = p.quantity_available - i.quantity
    FROM order_items i
    WHERE i.order_id = ${orderId}::uuid AND p.id = i.product_id AND p.quantity_available IS NOT NULL`;
}

/**
 * Holds the order's tracked quantities for the push about to be sent. Refuses (and holds
 * nothing) when a product is gone, inactive or short: the student is told before the prompt.
 */
export async function reserveOrderStock(tx: Tx, orderId: string): Promise<StockShortage | null> {
  const items = await lockOrderStock(tx, orderId);
  const shortage = shortageOf(items);
  if (shortage) return shortage;
  await takeStock(tx, orderId);
  await tx.order.update({ where: { id: orderId }, data: { stockReserved: true } });
  return null;
}

/** The payment failed or expired: what it held goes back on sale. Does nothing when nothing is held. */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<void> {
  const released = await tx.order.updateMany({ where: { id: orderId, stockReserved: true }, data: { stockReserved: false } });
  if (released.count === 0) return;
  await tx.$executeRaw`
    UPDATE products p SET quantity_available = p.quantity_available + i.quantity
    FROM order_items i
    WHERE i.order_id = ${orderId}::uuid AND p.id = i.product_id AND p.quantity_available IS NOT NULL`;
}

/**
 * The payment completed: the held quantities become a sale (or, for a payment that arrives
 * after its hold was released, are taken now) and a product with none left becomes sold.
 * Returns the shortage when the order cannot be fulfilled any more: the caller flags it
 * for refund; the money is never silently kept.
 */
export async function sellOrderStock(tx: Tx, orderId: string, now: Date): Promise<StockShortage | null> {
  const [order] = await tx.$queryRaw<Array<{ stock_reserved: boolean }>>`SELECT stock_reserved FROM orders WHERE id = ${orderId}::uuid`;
  const items = await lockOrderStock(tx, orderId);
  let shortage: StockShortage | null = null;
  if (order?.stock_reserved) {
    const gone = items.find((item) => item.product_id === null);
    if (gone) shortage = { productName: gone.product_name, left: 0 };
    await tx.order.update({ where: { id: orderId }, data: { stockReserved: false } });
  } else {
    shortage = shortageOf(items);
    if (!shortage) await takeStock(tx, orderId);
  }
  // A hidden listing stays hidden: selling out changes the status it goes back to (docs/decisions/listing-reports.md).
  await tx.$executeRaw`
    UPDATE products SET status = CASE WHEN status = 'hidden' THEN status ELSE 'sold' END,
           status_before_hidden = CASE WHEN status = 'hidden' THEN 'sold' ELSE status_before_hidden END,
           sold_at = ${now}
    WHERE quantity_available = 0 AND status <> 'sold' AND (status <> 'hidden' OR status_before_hidden IS DISTINCT FROM 'sold')
      AND id IN (SELECT product_id FROM order_items WHERE order_id = ${orderId}::uuid AND product_id IS NOT NULL)`;
  return shortage;
}
