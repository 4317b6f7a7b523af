-- Payouts and refunds (issue 16, D7 and D17). One B2C row per order item and kind (the
-- seller's payout, or the buyer's refund), its status now says "unknown" when Daraja's
-- answer was lost and "cancelled" when the buyer was refunded instead. No payout was ever
-- written before this migration, so the table is reshaped in place.
ALTER TYPE "PayoutStatus" ADD VALUE 'unknown' AFTER 'submitted';
ALTER TYPE "PayoutStatus" ADD VALUE 'cancelled';

CREATE TYPE "PayoutKind" AS ENUM ('seller_payout', 'buyer_refund');
CREATE TYPE "IssueDecision" AS ENUM ('release', 'refund');

ALTER TABLE "b2c_payouts" RENAME COLUMN "seller_id" TO "recipient_id";
ALTER TABLE "b2c_payouts" RENAME CONSTRAINT "b2c_payouts_seller_id_fkey" TO "b2c_payouts_recipient_id_fkey";
ALTER INDEX "b2c_payouts_seller_id_created_at_idx" RENAME TO "b2c_payouts_recipient_id_created_at_idx";
DROP INDEX "b2c_payouts_order_item_id_key";
DROP INDEX "b2c_payouts_status_created_at_idx";

ALTER TABLE "b2c_payouts"
  ADD COLUMN "kind" "PayoutKind" NOT NULL DEFAULT 'seller_payout',
  ADD COLUMN "attempt" INTEGER NOT NULL DEFAULT 1,
  ADD COLUMN "sent_at" TIMESTAMP(3),
  ADD COLUMN "next_check_at" TIMESTAMP(3),
  ADD COLUMN "status_query_id" TEXT,
  ADD COLUMN "completed_at" TIMESTAMP(3),
  ADD COLUMN "decided_by_id" UUID,
  ADD COLUMN "decided_at" TIMESTAMP(3),
  ALTER COLUMN "phone_number" DROP NOT NULL;

CREATE UNIQUE INDEX "b2c_payouts_order_item_id_kind_key" ON "b2c_payouts"("order_item_id", "kind");
CREATE UNIQUE INDEX "b2c_payouts_status_query_id_key" ON "b2c_payouts"("status_query_id");
CREATE INDEX "b2c_payouts_status_next_check_at_idx" ON "b2c_payouts"("status", "next_check_at");

ALTER TABLE "issue_reports"
  ADD COLUMN "decision" "IssueDecision",
  ADD COLUMN "decided_by_id" UUID,
  ADD COLUMN "decided_at" TIMESTAMP(3);
CREATE INDEX "issue_reports_order_id_status_idx" ON "issue_reports"("order_id", "status");

ALTER TABLE "mpesa_callbacks" ADD COLUMN "originator_conversation_id" TEXT;
