-- AlterEnum
ALTER TYPE "StkPushStatus" ADD VALUE 'expired';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "payment_started_at" TIMESTAMP(3),
ADD COLUMN     "refund_reason" TEXT,
ADD COLUMN     "refund_required" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "stk_push_requests" ADD COLUMN     "failure_message" TEXT,
ADD COLUMN     "next_query_at" TIMESTAMP(3),
ADD COLUMN     "query_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "refund_required" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "settled_by" TEXT;

-- CreateTable
CREATE TABLE "mpesa_callbacks" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "checkout_request_id" TEXT,
    "body" JSONB NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "outcome" TEXT,
    "processed_at" TIMESTAMP(3),

    CONSTRAINT "mpesa_callbacks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mpesa_access_tokens" (
    "key" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mpesa_access_tokens_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "mpesa_callbacks_checkout_request_id_idx" ON "mpesa_callbacks"("checkout_request_id");

-- CreateIndex
CREATE INDEX "mpesa_callbacks_received_at_idx" ON "mpesa_callbacks"("received_at");

-- CreateIndex
CREATE INDEX "stk_push_requests_status_next_query_at_idx" ON "stk_push_requests"("status", "next_query_at");
