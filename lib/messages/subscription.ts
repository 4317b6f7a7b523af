// Go Pro texts (spec "Subscription"; docs/decisions/subscription.md). The spec names the plans and prices and
// leaves the rest to us: what Pro gives is what lib/subscriptions and the landing page do.
import { formatDate } from "@/lib/format";

export const SUBSCRIPTION_MESSAGES = {
  title: "Go Pro",
  intro: "Put your listings in front of every student who opens the marketplace. Pay once by M-Pesa; nothing renews by itself.",
  features: [
    "Your shop comes first in Featured Shops on the home page",
    "Your products there carry a 'Featured' mark",
    "A Pro badge on your shop page",
    "'Pro Seller' on your profile and in My shop",
  ],
  days: (days: number) => `for ${days} days`,
  subscribe: "Subscribe",
  proUntil: (until: Date) => `You are a Pro Seller until ${formatDate(until)}.`,
  extendNote: "Subscribing again adds the plan's days after that date.",
  sellersOnly: "Pro features a shop's listings, so it is for sellers. Open your shop first, then come back.",
  openShop: "Become a Seller",
  payTitle: (planName: string) => `Pay for ${planName}`,
  phoneLabel: "M-Pesa phone number",
  pay: (amount: string) => `Pay ${amount}`,
  waiting: "Check your phone and enter your M-Pesa PIN. This updates by itself.",
  paid: (until: Date) => `Payment received. You are a Pro Seller until ${formatDate(until)}.`,
  failed: "Failed to start your subscription. Please try again.",
  notSeller: "Only sellers can go Pro. Open your shop first.",
  alreadyWaiting: "A Pro payment is already waiting on your phone. Answer or cancel that prompt first.",
} as const;
