-- A conversation is read by its pair of people, newest first (lib/db/messages.ts readConversation):
-- one index range per direction instead of every message the reader ever received.
CREATE INDEX "messages_sender_id_recipient_id_created_at_idx" ON "messages"("sender_id", "recipient_id", "created_at" DESC);
