-- The whole life of an item's money: a hold after delivery before the seller is paid, the
-- buyer's Confirm received, the seller's cancellation before shipping, and refunded and
-- cancelled as final states (see docs/decisions/buyer-protection.md).
-- AlterEnum
ALTER TYPE "OrderItemStatus" ADD VALUE 'refunded';
ALTER TYPE "OrderItemStatus" ADD VALUE 'cancelled';

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN "payout_due_at" TIMESTAMP(3),
ADD COLUMN "received_confirmed_at" TIMESTAMP(3),
ADD COLUMN "cancelled_at" TIMESTAMP(3),
ADD COLUMN "cancel_reason" TEXT,
ADD COLUMN "refunded_at" TIMESTAMP(3);
