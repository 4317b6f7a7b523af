import { z } from "zod";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { MESSAGE_MAX } from "@/lib/messaging/rules";
import { multilineText } from "./fields";

// Sending a message (the spec's validation rules, "Message"), shared by the reply form and the action. The
// text is trimmed; the names stored with it are the server's, never the form's.

const optionalId = z.uuid(MESSAGING_MESSAGES.recipientNotFound).optional();

export const sendMessageSchema = z.object({
  recipientId: z.uuid(MESSAGING_MESSAGES.recipientNotFound),
  body: multilineText({ error: MESSAGING_MESSAGES.empty }).trim().min(1, MESSAGING_MESSAGES.empty).max(MESSAGE_MAX, MESSAGING_MESSAGES.tooLong),
  productId: optionalId,
  orderId: optionalId,
  orderItemId: optionalId,
});

export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** The conversation to open or mark read: the other person. */
export const conversationSchema = z.object({ otherUserId: z.uuid(MESSAGING_MESSAGES.recipientNotFound) });

/** Block or unblock the other person of a conversation. */
export const blockUserSchema = z.object({ otherUserId: z.uuid(MESSAGING_MESSAGES.recipientNotFound), blocked: z.boolean({ error: MESSAGING_MESSAGES.blockFailed }) });

/** The page of a conversation before a moment (loading older messages on scroll). */
export const olderMessagesSchema = z.object({
  otherUserId: z.uuid(MESSAGING_MESSAGES.recipientNotFound),
  before: z.iso.datetime({ error: MESSAGING_MESSAGES.loadFailed }),
});
