import "server-only";
import { db } from "./client";
import { PLANS } from "@/lib/subscriptions/plans";

// The ledger check (`npm run ledger:check`): money the database says moved must
// agree with itself. Every rule is one query naming the rows that break it; tests run it
// after every payment scenario, and the engineer on call runs it after an incident.

export type LedgerProblem = { rule: string; rows: string[] };

type Rule = { rule: string; sql: string };

/** The plans as SQL rows (plan, price, length): numbers and names from lib/subscriptions, never from a request. */
const PLAN_ROWS = PLANS.map((plan) => `('${plan.id}', ${plan.price}, interval '${plan.days} days')`).join(", ");

const RULES: Rule[] = [
  {
    rule: "a paid order has exactly one successful M-Pesa payment (refunds aside)",
    sql: `SELECT o.id::text AS row FROM orders o
          WHERE o.payment_status = 'completed'
            AND (SELECT count(*) FROM stk_push_requests s WHERE s.order_id = o.id AND s.status = 'completed' AND NOT s.refund_required) <> 1`,
  },
  {
    rule: "a paid order's amount and receipt are its payment's",
    sql: `SELECT o.id::text || ' (order ' || o.amount || ' / ' || coalesce(o.mpesa_receipt, 'no receipt') || ', payment ' || s.amount || ' / ' || coalesce(s.mpesa_receipt, 'no receipt') || ')' AS row
          FROM orders o JOIN stk_push_requests s ON s.order_id = o.id AND s.status = 'completed' AND NOT s.refund_required
          WHERE o.payment_status = 'completed' AND (s.amount <> o.amount OR s.mpesa_receipt IS DISTINCT FROM o.mpesa_receipt)`,
  },
  {
    rule: "a successful payment belongs to a paid order or a paid Pro subscription (nothing is paid that was not ordered)",
    sql: `SELECT s.checkout_request_id AS row FROM stk_push_requests s
          LEFT JOIN orders o ON o.id = s.order_id
          LEFT JOIN subscriptions sub ON sub.id = s.subscription_id
          WHERE s.status = 'completed'
            AND NOT coalesce(o.payment_status = 'completed', false)
            AND NOT coalesce(sub.status IN ('active', 'expired'), false)`,
  },
  {
    rule: "a receipt number is used once",
    sql: `SELECT receipt AS row FROM (
            SELECT mpesa_receipt AS receipt, coalesce(order_id, subscription_id) AS paid_for FROM stk_push_requests WHERE mpesa_receipt IS NOT NULL
            UNION ALL
            SELECT o.mpesa_receipt, o.id FROM orders o WHERE o.mpesa_receipt IS NOT NULL
          ) receipts GROUP BY receipt HAVING count(DISTINCT paid_for) > 1`,
  },
  {
    rule: "a paid Pro subscription has exactly one successful M-Pesa payment (refunds aside), of its price",
    sql: `SELECT sub.id::text AS row FROM subscriptions sub
          WHERE sub.status IN ('active', 'expired')
            AND (SELECT count(*) FROM stk_push_requests s
                 WHERE s.subscription_id = sub.id AND s.status = 'completed' AND NOT s.refund_required AND s.amount = sub.amount) <> 1`,
  },
  {
    rule: "a paid Pro subscription is its plan's price and lasts its plan's days",
    sql: `SELECT sub.id::text || ' (' || sub.plan || ', ' || sub.amount || ')' AS row FROM subscriptions sub
          WHERE sub.status IN ('active', 'expired')
            AND (sub.starts_at IS NULL OR sub.ends_at IS NULL
              OR (sub.plan::text, sub.amount, sub.ends_at - sub.starts_at) NOT IN (${PLAN_ROWS}))`,
  },
  {
    rule: "one person's paid Pro periods never overlap (paying again extends from the end)",
    sql: `SELECT id::text AS row FROM (
            SELECT id, starts_at, lag(ends_at) OVER (PARTITION BY user_id ORDER BY starts_at, id) AS previous_end
            FROM subscriptions WHERE status IN ('active', 'expired')
          ) periods WHERE starts_at < previous_end`,
  },
  {
    rule: "a Pro end date is never before the end of a paid period (never shortened)",
    sql: `SELECT p.id::text AS row FROM profiles p JOIN users u ON u.id = p.id
          WHERE u.deleted_at IS NULL
            AND EXISTS (SELECT 1 FROM subscriptions sub
                        WHERE sub.user_id = p.id AND sub.status IN ('active', 'expired')
                          AND (p.pro_until IS NULL OR sub.ends_at > p.pro_until))`,
  },
  {
    rule: "an order's amount is the sum of its items",
    sql: `SELECT o.id::text || ' (' || o.amount || ' vs ' || coalesce(sum(i.subtotal), 0) || ')' AS row
          FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
          GROUP BY o.id HAVING o.amount <> coalesce(sum(i.subtotal), 0)`,
  },
  {
    rule: "an item's subtotal is its quantity times its unit price",
    sql: `SELECT id::text AS row FROM order_items WHERE subtotal <> quantity * price_per_unit OR quantity < 1 OR price_per_unit < 0`,
  },
  {
    rule: "a payment to be refunded has its order or subscription flagged for refund",
    sql: `SELECT s.checkout_request_id AS row FROM stk_push_requests s
          LEFT JOIN orders o ON o.id = s.order_id
          LEFT JOIN subscriptions sub ON sub.id = s.subscription_id
          WHERE s.refund_required AND NOT coalesce(o.refund_required, sub.refund_required, false)`,
  },
  {
    rule: "what an order paid out (sellers' payouts and buyers' refunds) never exceeds what it was paid",
    sql: `SELECT o.id::text || ' (paid ' || CASE WHEN o.payment_status = 'completed' THEN o.amount ELSE 0 END || ', out ' || sum(p.amount) || ')' AS row
          FROM orders o JOIN order_items i ON i.order_id = o.id JOIN b2c_payouts p ON p.order_item_id = i.id AND p.status = 'completed'
          GROUP BY o.id HAVING sum(p.amount) > CASE WHEN o.payment_status = 'completed' THEN o.amount ELSE 0 END`,
  },
  {
    rule: "an item's money goes out once: to its seller or back to its buyer, never both",
    sql: `SELECT order_item_id::text AS row FROM b2c_payouts WHERE status = 'completed' GROUP BY order_item_id HAVING count(*) > 1`,
  },
  {
    rule: "a payout or refund is its item's subtotal, to the item's seller or buyer",
    sql: `SELECT p.id::text || ' (' || p.kind || ' ' || p.amount || ' for an item of ' || i.subtotal || ')' AS row
          FROM b2c_payouts p JOIN order_items i ON i.id = p.order_item_id
          WHERE p.amount <> i.subtotal
             OR p.recipient_id <> CASE WHEN p.kind = 'seller_payout' THEN i.seller_id ELSE i.buyer_user_id END`,
  },
  {
    rule: "a completed payout has exactly one M-Pesa transaction, and a seller is paid only for a delivered item",
    sql: `SELECT p.id::text AS row FROM b2c_payouts p JOIN order_items i ON i.id = p.order_item_id
          WHERE p.status = 'completed' AND (p.transaction_id IS NULL OR (p.kind = 'seller_payout' AND i.status <> 'delivered'))`,
  },
  {
    rule: "a refunded or cancelled item is never paid out to its seller",
    sql: `SELECT p.id::text || ' (' || i.status || ', payout ' || p.status || ')' AS row
          FROM b2c_payouts p JOIN order_items i ON i.id = p.order_item_id
          WHERE p.kind = 'seller_payout' AND i.status IN ('refunded', 'cancelled') AND p.status <> 'cancelled'`,
  },
  {
    rule: "a seller's payout is sent only once its hold ended or the buyer confirmed receipt",
    sql: `SELECT p.id::text || ' (sent ' || p.sent_at || ', due ' || i.payout_due_at || ')' AS row
          FROM b2c_payouts p JOIN order_items i ON i.id = p.order_item_id
          WHERE p.kind = 'seller_payout' AND p.sent_at IS NOT NULL AND i.payout_due_at IS NOT NULL
            AND p.sent_at < i.payout_due_at
            AND (i.received_confirmed_at IS NULL OR p.sent_at < i.received_confirmed_at)`,
  },
  {
    rule: "a refund goes to the phone that paid for the order",
    sql: `SELECT p.id::text || ' (to ' || coalesce(p.phone_number, 'no phone') || ')' AS row
          FROM b2c_payouts p JOIN order_items i ON i.id = p.order_item_id
          WHERE p.kind = 'buyer_refund' AND p.phone_number IS NOT NULL
            AND p.phone_number IS DISTINCT FROM coalesce(
              (SELECT s.phone_number FROM stk_push_requests s WHERE s.order_id = i.order_id AND s.status = 'completed' AND NOT s.refund_required ORDER BY s.settled_at NULLS LAST LIMIT 1),
              (SELECT o.phone_number FROM orders o WHERE o.id = i.order_id))`,
  },
  {
    rule: "stock is held only for a payment in flight",
    sql: `SELECT id::text AS row FROM orders WHERE stock_reserved AND payment_status <> 'processing'`,
  },
];

/** Every rule the database breaks, with the rows that break it; empty when the ledger holds. */
export async function findLedgerProblems(): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  for (const { rule, sql } of RULES) {
    const rows = await db.$queryRawUnsafe<Array<{ row: string }>>(sql);
    if (rows.length > 0) problems.push({ rule, rows: rows.map((r) => r.row) });
  }
  return problems;
}
