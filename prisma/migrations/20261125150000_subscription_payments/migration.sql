-- Go Pro is paid by the same M-Pesa prompt as an order (decision D14): a subscription, like an
-- order, keeps the phone that pays, its current attempt, when its payment started (one push
-- in flight), why it failed, and whether a second payment must go back.
ALTER TABLE "subscriptions" ADD COLUMN "phone_number" TEXT,
ADD COLUMN "checkout_request_id" TEXT,
ADD COLUMN "payment_started_at" TIMESTAMP(3),
ADD COLUMN "payment_error" TEXT,
ADD COLUMN "refund_required" BOOLEAN NOT NULL DEFAULT false;

-- The claim looks for the user's subscriptions still waiting for payment.
CREATE INDEX "subscriptions_user_id_status_idx" ON "subscriptions"("user_id", "status");
