import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { applyStkResult, claimPaymentStart, recordPushAccepted } from "@/lib/db/payments";
import { hashPassword } from "@/lib/auth/password";

export const TEST_PASSWORD = "correct horse battery";

let passwordHash: Promise<string> | undefined;

export async function createUser(
  options: { verified?: boolean; isSeller?: boolean; fullName?: string; role?: "user" | "staff"; accountType?: "student" | "wholesaler"; phone?: string | null } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = `user-${randomUUID()}@test.campusmarket.ke`;
  const user = await db.user.create({
    data: {
      email,
      passwordHash: await passwordHash,
      emailVerified: options.verified === false ? null : new Date(),
      profile: {
        create: {
          email,
          fullName: options.fullName ?? "Test User",
          phone: options.phone === undefined ? "254700000000" : options.phone,
          campusLocation: "Main Campus",
          isSeller: options.isSeller ?? false,
          role: options.role ?? "user",
          accountType: options.accountType ?? "student",
        },
      },
    },
    select: { id: true, email: true },
  });
  return user;
}

export async function createCategory(name = `Category ${randomUUID().slice(0, 8)}`) {
  return db.category.create({ data: { name, nameKey: name.toLowerCase(), status: "approved" } });
}

type ProductOptions = {
  categoryId?: string;
  price?: number;
  status?: "active" | "sold" | "out_of_stock";
  name?: string;
  description?: string | null;
  condition?: "new" | "like_new" | "good" | "fair";
  location?: string;
  createdAt?: Date;
  /** Stock (see docs/decisions/stock.md); null or absent: not tracked. */
  quantityAvailable?: number | null;
};

export async function createProduct(sellerId: string, options: ProductOptions = {}) {
  const categoryId = options.categoryId ?? (await createCategory()).id;
  return db.product.create({
    data: {
      name: options.name ?? `Product ${randomUUID().slice(0, 8)}`,
      description: options.description ?? null,
      price: options.price ?? 1500,
      categoryId,
      sellerId,
      status: options.status ?? "active",
      condition: options.condition ?? "new",
      location: options.location ?? "Main Campus",
      quantityAvailable: options.quantityAvailable ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    },
  });
}

/** A shop for an existing user (a shop's id is its owner's id). */
export async function createShop(ownerId: string, options: { shopName?: string; description?: string | null } = {}) {
  return db.shop.create({ data: { id: ownerId, shopName: options.shopName ?? "Test Shop", description: options.description ?? null } });
}

/** A campus from the list (the spec's constants names four), created once per database. */
export async function campus(name = "City Campus") {
  return db.campusLocation.upsert({ where: { name }, create: { name }, update: {}, select: { id: true, name: true } });
}

/**
 * Pays the buyer's order the way M-Pesa does, through the one writer (lib/db/payments.ts):
 * the push is claimed and accepted, then a success callback settles it. For tests that need
 * a paid order and are not about paying; the ledger stays whole.
 */
export async function payOrder(orderId: string, buyerId: string, phone = "254708374149"): Promise<void> {
  const claim = await claimPaymentStart(orderId, buyerId, phone);
  if (claim.kind !== "start") throw new Error(`payOrder: the order could not be paid (${claim.kind})`);
  const checkoutRequestId = `ws_CO_${randomUUID()}`;
  await recordPushAccepted(orderId, { checkoutRequestId, merchantRequestId: "m-test", phone, amount: claim.amount, accountReference: orderId.slice(0, 8), firstQueryAt: new Date(Date.now() + 60_000) });
  const receipt = `T${randomUUID().replace(/-/g, "").slice(0, 9).toUpperCase()}`;
  const report = await applyStkResult(checkoutRequestId, { source: "callback", resultCode: 0, amount: claim.amount, receipt }, { test: "payOrder" });
  if (report.outcome !== "complete") throw new Error(`payOrder: settlement said ${report.outcome}`);
}
