// Messaging texts (spec section 5 "Message", section 8 "Orders, payment, messages"), and ours
// where the spec leaves a case open (issue 15).
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
  loginToMessage: LOGIN_TO_CONTINUE,
} as const;
