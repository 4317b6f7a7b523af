// The profile page's tabs (the spec's Profile screen and its "Profile tabs" constant), chosen by
// the address (?tab=...), so back and forward move between tabs and a tab can be shared.

export type ProfileTab = "messages" | "wishlist" | "orders" | "listings" | "history" | "settings";

export type AccountKind = { isSeller: boolean; isPro: boolean };

const TAB_LABELS: Record<ProfileTab, string> = {
  listings: "Listings",
  orders: "Orders",
  wishlist: "Wishlist",
  messages: "Messages",
  history: "History",
  settings: "Settings",
};

/** The tabs this account has, in the order shown: Listings for sellers, History for buyers. */
export function profileTabsFor({ isSeller }: AccountKind): ProfileTab[] {
  return isSeller ? ["listings", "orders", "wishlist", "messages", "settings"] : ["wishlist", "orders", "messages", "history", "settings"];
}

/** Spec: listings for sellers, otherwise wishlist. */
export function defaultProfileTab({ isSeller }: AccountKind): ProfileTab {
  return isSeller ? "listings" : "wishlist";
}

/** The tab the address asks for, when this account has it; anything else falls back to the default. */
export function resolveProfileTab(requested: unknown, account: AccountKind): ProfileTab {
  const tabs: readonly unknown[] = profileTabsFor(account);
  return tabs.includes(requested) ? (requested as ProfileTab) : defaultProfileTab(account);
}

export function profileTabLabel(tab: ProfileTab): string {
  return TAB_LABELS[tab];
}

/** The address of a tab; the default tab is plain /profile?tab=..., always explicit so links are stable. */
export function profileTabHref(tab: ProfileTab): string {
  return `/profile?tab=${tab}`;
}

/** The spec's role names: 'Buyer', 'Seller', or 'Pro Seller' when is_pro is also true. */
export function accountTypeLabel({ isSeller, isPro }: AccountKind): "Buyer" | "Seller" | "Pro Seller" {
  if (!isSeller) return "Buyer";
  return isPro ? "Pro Seller" : "Seller";
}

export type MessageBox = "received" | "sent";

/** The Messages tab's two lists (the spec's constants, "Message tabs: received, sent"). */
export function resolveMessageBox(requested: unknown): MessageBox {
  return requested === "sent" ? "sent" : "received";
}
