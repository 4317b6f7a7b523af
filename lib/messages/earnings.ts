import { STATUS_WORDS } from "./orders";

// My shop's Earnings: what each sold item brought the seller, and the totals.

export const EARNINGS_MESSAGES = {
  tab: "Earnings",
  heading: "Earnings",
  intro: "What each item you sold brings you. After delivery the money is held so the buyer can check the item, then sent to your M-Pesa.",
  totalsLabel: "Earnings totals",
  held: "Held",
  paidThisMonth: "Paid this month",
  paidEver: "Paid ever",
  listLabel: "Earnings by item",
  empty: "No sales yet. When a buyer pays for one of your items it shows here.",
  awaitingDelivery: "Not yet delivered",
  heldUntil: (date: string) => `Held until ${date}`,
  heldReported: "Held: the buyer reported a problem; staff decide",
  heldNoPhone: "Held: add your M-Pesa phone number to be paid",
  releasing: "Being sent to your M-Pesa",
  paid: (date: string) => `Paid ${date}`,
  transaction: (id: string) => `M-Pesa transaction ${id}`,
  failed: "Payout failed: staff will send it again",
  refunded: "Refunded to the buyer",
  cancelled: STATUS_WORDS.cancelled,
  orderRef: (shortId: string, date: string) => `Order #${shortId} · ${date}`,
  loadFailed: "Failed to load your earnings",
  olderSales: "Older sales",
  newestSales: "Back to the newest sales",
  pagesLabel: "More sales",
} as const;
