// The email preferences' words: Settings' switches, the unsubscribe page and the one-click answer.
import type { EmailTopic } from "@/lib/mail/email-kinds";

export const EMAIL_TOPIC_LABELS: Record<EmailTopic, { title: string; description: string }> = {
  "seller-orders": { title: "New orders", description: "When someone pays for something you sell, and what to do next." },
  reports: { title: "Reports about your orders", description: "When a buyer reports a problem with an order from you." },
  payouts: { title: "Payouts", description: "When a payout to you is held, released or sent by M-Pesa." },
  "buyer-orders": { title: "Your orders", description: "Payment receipts, shipping, delivery, cancellations and refunds." },
  messages: { title: "New messages", description: "When someone writes to you while you are away from Campus Market. At most one an hour per conversation." },
  verification: { title: "Business verification", description: "When staff approve or refuse your business documents." },
};

export const EMAIL_PREFERENCE_MESSAGES = {
  sectionTitle: "Emails",
  sectionDescription: "Choose which emails we send you. Sign-up, password and security emails always go.",
  saved: (title: string, on: boolean) => `${title} emails ${on ? "on" : "off"}`,
  failed: "Failed to save your email settings",
  signedOut: "Please log in to change your email settings",
} as const;

export const UNSUBSCRIBE_MESSAGES = {
  pageTitle: "Unsubscribe",
  question: (title: string) => `Stop "${title}" emails?`,
  explain: "You can turn them back on at any time in Settings.",
  confirm: "Unsubscribe",
  done: (title: string) => `You will no longer receive "${title}" emails. You can turn them back on in Settings.`,
  invalid: "This unsubscribe link is not valid. You can choose your emails in Settings.",
  settingsLink: "Open Settings",
  /** The one-click answer (RFC 8058) and the API's. */
  unsubscribed: "Unsubscribed",
  linkInvalid: "This unsubscribe link is not valid.",
} as const;
