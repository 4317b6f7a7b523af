// The footer and its pages (item 11): the link names, each page's title and
// description, and the seller terms, shown by My shop's dialog, Become a Seller and /terms.
// The pages' long prose lives in the pages themselves (app/(public)/about ... /privacy).

export type LegalPageKey = "about" | "safety" | "contact" | "terms" | "privacy";

/** Each page's address, footer link name, <title> (before " | Campus Market"), heading and search description. */
export const LEGAL_PAGES: Record<LegalPageKey, { path: string; link: string; title: string; heading: string; description: string }> = {
  about: {
    path: "/about",
    link: "About",
    title: "About",
    heading: "About Campus Market",
    description: "Campus Market is where Kenyan university students buy and sell textbooks, electronics and more, paying with M-Pesa.",
  },
  safety: {
    path: "/safety",
    link: "Safety tips",
    title: "Safety tips",
    heading: "Safety tips",
    description: "How to buy and sell safely on Campus Market: meet in public campus places, pay only through the app's M-Pesa prompt, and report problems.",
  },
  contact: {
    path: "/contact",
    link: "Contact",
    title: "Contact",
    heading: "Contact us",
    description: "How to reach the Campus Market team, and the fastest way to get help with an order, a payment or your account.",
  },
  terms: {
    path: "/terms",
    link: "Terms of Service",
    title: "Terms of Service",
    heading: "Terms of Service",
    description: "The rules for buying and selling on Campus Market: payment by M-Pesa, payouts on delivery, issue reports and refunds.",
  },
  privacy: {
    path: "/privacy",
    link: "Privacy",
    title: "Privacy notice",
    heading: "Privacy notice",
    description: "What Campus Market stores about you, why, for how long, and how to download or delete it under Kenya's Data Protection Act 2019.",
  },
};

/** The footer's links, in the order they are shown. */
export const FOOTER_LINK_ORDER: LegalPageKey[] = ["about", "safety", "contact", "terms", "privacy"];

export const FOOTER_MESSAGES = {
  navLabel: "Footer",
  tagline: "Buy and sell on campus. Prices in KES, pay with M-Pesa.",
} as const;

/** The seller terms: My shop's Terms of Service dialog, Become a Seller, and /terms. */
export const SELLER_TERMS = [
  "List only things you own and may sell. No weapons, drugs, alcohol, exam papers or stolen goods.",
  "Describe items honestly: condition, edition and faults. Photos must be of the item itself.",
  "Keep prices in KES and take payment through the M-Pesa prompt in the app.",
  "Answer buyers within a day, agree on pickup or delivery, and meet in public places on campus.",
  "Mark items sold or out of stock as soon as they are, so nobody pays for something you no longer have.",
  "Payouts reach your M-Pesa number after you mark an order delivered.",
] as const;
