// Messaging texts (the spec's validation rules, "Message", and error catalogue, "Orders, payment, messages"), and ours
// where the spec leaves a case open.
import { LOGIN_TO_CONTINUE } from "./common";

export const MESSAGING_MESSAGES = {
  empty: "Please enter a message",
  recipientNotFound: "Cannot send message - recipient not found. Please try refreshing the page.",
  signedOut: "You must be logged in to send messages",
  sent: "Message sent successfully!",
  failed: "Failed to send message",
  loadFailed: "Failed to load messages",
  newMessage: (sender: string, preview: string) => `New message from ${sender}: ${preview}`,
  newMessageUnreadable: "You have a new message",
  // Ours.
  tooLong: "Keep your message under 2,000 characters",
  toYourself: "You cannot send a message to yourself",
  blocked: "You cannot message this person.",
  blockedByYou: (name: string) => `You blocked ${name}. Unblock them to send a message.`,
  blockedDone: (name: string) => `${name} is blocked. Their messages will not reach you.`,
  unblockedDone: (name: string) => `${name} is unblocked.`,
  blockFailed: "Failed to update blocking",
  loginToMessage: LOGIN_TO_CONTINUE,
} as const;
