-- A seller's reply time: conversations started with them in the last 30 days and
-- the median wait for their first reply, refreshed by the background jobs into the reputation
-- row the seller page already reads (see docs/decisions/reply-time.md).
-- AlterTable
ALTER TABLE "seller_reputations" ADD COLUMN     "replies_refreshed_at" TIMESTAMP(3),
ADD COLUMN     "reply_conversations" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "reply_median_seconds" INTEGER;

-- CreateIndex
CREATE INDEX "messages_created_at_idx" ON "messages"("created_at");
