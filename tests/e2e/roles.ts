import path from "node:path";
import type { TestInfo } from "@playwright/test";
import { DEMO_BUYER, DEMO_STAFF, sellerByKey } from "../../prisma/demo-data";

/** The signed-in roles tests play; tests/e2e/fixtures.ts has a page for each. */
export type Role = "buyer" | "shopper" | "seller" | "wholesaler" | "staff" | "payer";
type Width = "desktop" | "phone";

const both = (email: string) => ({ desktop: email, phone: email });

/**
 * The demo account behind each role at each width (Playwright project). A role whose
 * account tests change gets one account per width, so desktop and phone running side by
 * side never share a cart or a shop; the shared ones are only read, or put back.
 */
const ACCOUNTS: Record<Role, Record<Width, string>> = {
  // Its seeded cart (3 items), wishlist (1) and unread message are what shell.spec.ts reads.
  buyer: both(DEMO_BUYER.email),
  // Sellers shopping from other sellers: cart.spec.ts empties and fills their carts and wishlists.
  shopper: { desktop: sellerByKey("mutua").email, phone: sellerByKey("achieng").email },
  // seller.spec.ts edits their shops and lists, sells and deletes products.
  seller: { desktop: sellerByKey("kiprop").email, phone: sellerByKey("njeri").email },
  wholesaler: both(sellerByKey("wholesale").email),
  // Sellers paying for orders: checkout.spec.ts fills and pays from their carts. Each buys
  // the other's listing (nobody may buy their own).
  payer: { desktop: sellerByKey("wanjiru").email, phone: sellerByKey("otieno").email },
  staff: both(DEMO_STAFF.email),
};

/** Every account the setup project signs in, once each. */
export const SIGNED_IN_ACCOUNTS = [...new Set(Object.values(ACCOUNTS).flatMap((byWidth) => Object.values(byWidth)))];

// Gitignored; rewritten by every run's setup project. E2E_AUTH_DIR keeps two runs in one
// checkout (each with its own server and database) from signing each other out.
const AUTH_DIR = process.env.E2E_AUTH_DIR ?? path.join(__dirname, "../../playwright/.auth");

/** The storage state (session cookie and local storage) the setup project saved for this account. */
export function authFileFor(email: string): string {
  return path.join(AUTH_DIR, `${email}.json`);
}

export function accountFor(role: Role, testInfo: TestInfo): string {
  const width = testInfo.project.name;
  if (width !== "desktop" && width !== "phone") throw new Error(`No ${role} account for project "${width}"`);
  return ACCOUNTS[role][width];
}

export function authFile(role: Role, testInfo: TestInfo): string {
  return authFileFor(accountFor(role, testInfo));
}
