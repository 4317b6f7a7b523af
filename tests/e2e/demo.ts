import { createHash } from "node:crypto";
import { DEMO_PRODUCTS, DEMO_SELLERS } from "../../prisma/demo-data";

// The seeded demo data as the tests address it.

/**
 * The seed's ids (prisma/seed.ts `stableUuid`). Copied rather than imported: the seed
 * module pulls in the Prisma client and argon2. If the two ever differ, the product page
 * tests fail at once with "Product Not Found".
 */
export function stableUuid(name: string): string {
  const h = createHash("sha1").update(`campus-market:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/**
 * Demo listings a test buys the last of (tests/e2e/demo-data.spec.ts): sold from then on,
 * whatever their seeded status, so checks of what is for sale leave them out.
 */
export const BOUGHT_OUT_BY_TESTS: readonly string[] = ["samsung-a14"];

/** A seeded product with its id and the path of its page. */
export function seededProduct(slug: string) {
  const product = DEMO_PRODUCTS.find((p) => p.slug === slug);
  if (!product) throw new Error(`No demo product ${slug}`);
  const id = stableUuid(`product:${slug}`);
  return { ...product, id, path: `/product/${id}` };
}

export function demoSellerId(key: string): string {
  const seller = DEMO_SELLERS.find((s) => s.key === key);
  if (!seller) throw new Error(`No demo seller ${key}`);
  return stableUuid(`user:${seller.email}`);
}

export function demoCategoryId(name: string): string {
  return stableUuid(`category:${name.toLowerCase()}`);
}
