-- Emails about orders, payouts, reports and messages (docs/decisions/email.md): written in the
-- same transaction as the change they tell of, sent after it commits, once per event.
CREATE TYPE "EmailStatus" AS ENUM ('pending', 'sending', 'sent', 'skipped', 'failed');

CREATE TABLE "email_outbox" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "recipient_id" UUID NOT NULL,
    -- One row per event: a repeated event (a duplicate callback, a retried write) inserts nothing.
    "event_key" TEXT NOT NULL,
    -- Conversation emails are limited per pair: "<recipient>:<sender>".
    "throttle_key" TEXT,
    "payload" JSONB NOT NULL,
    "status" "EmailStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "email_outbox_event_key_key" ON "email_outbox"("event_key");
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox"("status", "next_attempt_at");
CREATE INDEX "email_outbox_recipient_id_created_at_idx" ON "email_outbox"("recipient_id", "created_at");
CREATE INDEX "email_outbox_throttle_key_created_at_idx" ON "email_outbox"("throttle_key", "created_at");

ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A row per kind of email a person turned off (Settings, or the link in an email).
CREATE TABLE "email_opt_outs" (
    "user_id" UUID NOT NULL,
    "topic" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_opt_outs_pkey" PRIMARY KEY ("user_id", "topic")
);

ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each open event stream (a signed-in tab), seen at its heartbeats: whether someone is on the
-- site, whichever instance holds their tab, so a message is not also emailed to them.
CREATE TABLE "open_event_streams" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "open_event_streams_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "open_event_streams_user_id_seen_at_idx" ON "open_event_streams"("user_id", "seen_at");

ALTER TABLE "open_event_streams" ADD CONSTRAINT "open_event_streams_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
