"use server";

import { revalidatePath } from "next/cache";
import { markConversationRead, readConversation, sendMessage, setBlocked } from "@/lib/db/messages";
import { MESSAGING_MESSAGES } from "@/lib/messages/messaging";
import { publishOrderChange, publishUserEvent } from "@/lib/events/user-events";
import { sendEmailsSoon } from "@/lib/mail/outbox-sender";
import { blockUserSchema, conversationSchema, olderMessagesSchema, sendMessageSchema } from "@/lib/validation/messages";
import { rateLimit, refuse, userActionClient } from "./safe-action";
import { succeeded } from "./result";

// Messaging (the spec's validation rules and calls): sending and marking a conversation read.
// The sender is the session's user; the names stored are the profiles' (lib/db/messages.ts).

const SEND_REFUSALS = { "to-yourself": MESSAGING_MESSAGES.toYourself, "recipient-not-found": MESSAGING_MESSAGES.recipientNotFound, blocked: MESSAGING_MESSAGES.blocked } as const;

export const sendMessageAction = userActionClient
  .metadata({ name: "sendMessage", failed: MESSAGING_MESSAGES.failed, signedOut: MESSAGING_MESSAGES.signedOut })
  .inputSchema(sendMessageSchema)
  .useValidated(rateLimit(({ ctx }) => [["messageSendUser", ctx.user.id]]))
  .action(async ({ parsedInput: input, ctx: { user } }) => {
    if (input.recipientId === user.id) refuse(MESSAGING_MESSAGES.toYourself);
    const sent = await sendMessage({ senderId: user.id, ...input });
    if (!sent.ok) refuse(SEND_REFUSALS[sent.reason]);
    // The recipient's open tabs hear of it at once, on whichever instance they are (ids only).
    publishUserEvent({ userId: input.recipientId, kind: "message", id: sent.id });
    // A recipient away from the site may be owed an email (lib/db/messages.ts decided, in its transaction).
    sendEmailsSoon();
    // The buyer agreed the hand-over: the seller's order pages show "ready to ship" at once.
    if (sent.buyerAgreed && sent.orderId) publishOrderChange(sent.orderId, [input.recipientId, user.id]);
    revalidatePath("/profile");
    return succeeded(MESSAGING_MESSAGES.sent, { id: sent.id });
  });

/** The spec's states: the unread messages from this person become read when the conversation is opened. */
export const markConversationReadAction = userActionClient
  .metadata({ name: "markConversationRead", failed: MESSAGING_MESSAGES.loadFailed, signedOut: MESSAGING_MESSAGES.signedOut })
  .inputSchema(conversationSchema)
  .action(async ({ parsedInput: { otherUserId }, ctx: { user } }) => {
    const marked = await markConversationRead(user.id, otherUserId);
    return succeeded(undefined, { marked });
  });

/** Blocking: the other person's messages stop reaching the user, both ways no new ones are sent. */
export const setUserBlockedAction = userActionClient
  .metadata({ name: "setUserBlocked", failed: MESSAGING_MESSAGES.blockFailed, signedOut: MESSAGING_MESSAGES.signedOut })
  .inputSchema(blockUserSchema)
  .action(async ({ parsedInput: { otherUserId, blocked }, ctx: { user } }) => {
    if (otherUserId === user.id) refuse(MESSAGING_MESSAGES.blockFailed);
    if (!(await setBlocked(user.id, otherUserId, blocked))) refuse(MESSAGING_MESSAGES.recipientNotFound);
    revalidatePath("/profile");
    return succeeded();
  });

/** The page of the user's conversation with one person before a moment; only ever the user's own messages with them. */
export const loadOlderMessagesAction = userActionClient
  .metadata({ name: "loadOlderMessages", failed: MESSAGING_MESSAGES.loadFailed, signedOut: MESSAGING_MESSAGES.signedOut })
  .inputSchema(olderMessagesSchema)
  .action(async ({ parsedInput: { otherUserId, before }, ctx: { user } }) => {
    const conversation = await readConversation(user.id, otherUserId, new Date(before));
    if (!conversation) refuse(MESSAGING_MESSAGES.recipientNotFound);
    return succeeded(undefined, {
      messages: conversation.messages.map(({ id, mine, body, createdAt }) => ({ id, mine, body, createdAt: createdAt.toISOString() })),
      hasOlder: conversation.hasOlder,
    });
  });
