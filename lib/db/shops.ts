import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";
import type { BusinessHoursLine } from "@/lib/validation/shop";
import type { OwnShop, ShopStats } from "./types";
import { sellerPaidOutTotal } from "./earnings";

const SHOP_SELECT = {
  id: true,
  shopName: true,
  description: true,
  bannerUrl: true,
  offersDelivery: true,
  preferredContact: true,
  businessHours: true,
  policies: true,
} satisfies Prisma.ShopSelect;

/** The signed-in seller's shop, or null before they set it up. */
export async function getOwnShop(ownerId: string): Promise<OwnShop | null> {
  return db.shop.findUnique({ where: { id: ownerId }, select: SHOP_SELECT });
}

export type ShopWrite = {
  shopName: string;
  description: string | null;
  /** A list keeps the seller's order (jsonb would sort an object's keys). */
  businessHours: BusinessHoursLine[] | string | null;
  policies: string | null;
  offersDelivery: boolean;
  preferredContact: string | null;
  /** Undefined keeps the current banner. */
  bannerUrl?: string;
};

/**
 * Creates or updates the owner's shop; the shop's id is the owner's user id,
 * so one user has one shop and nobody can write another's. Returns the banner
 * it replaced, so the caller can remove that file.
 */
export async function upsertOwnShop(ownerId: string, data: ShopWrite): Promise<{ shop: OwnShop; replacedBannerUrl: string | null }> {
  return db.$transaction(async (tx) => {
    const before = await tx.shop.findUnique({ where: { id: ownerId }, select: { bannerUrl: true } });
    const values = {
      shopName: data.shopName,
      description: data.description,
      businessHours: data.businessHours === null ? Prisma.DbNull : data.businessHours,
      policies: data.policies,
      offersDelivery: data.offersDelivery,
      preferredContact: data.preferredContact,
      ...(data.bannerUrl !== undefined ? { bannerUrl: data.bannerUrl } : {}),
    };
    const shop = await tx.shop.upsert({
      where: { id: ownerId },
      create: { id: ownerId, ...values },
      update: values,
      select: SHOP_SELECT,
    });
    const replaced = data.bannerUrl !== undefined && before?.bannerUrl && before.bannerUrl !== data.bannerUrl ? before.bannerUrl : null;
    return { shop, replacedBannerUrl: replaced };
  });
}

const NOT_REFUNDED = { payouts: { none: { kind: "buyer_refund" as const } } };

/**
 * My shop's counters, computed in the database (four small aggregate queries). Total Sales counts
 * paid items; Revenue only money the seller keeps, paid to their M-Pesa (lib/db/earnings.ts):
 * held money may still go back to the buyer (docs/decisions/buyer-protection.md).
 */
export async function getShopStats(ownerId: string): Promise<ShopStats> {
  const [byStatus, sales, pending, revenue] = await Promise.all([
    db.product.groupBy({ by: ["status"], where: { sellerId: ownerId }, _count: { _all: true } }),
    // Paid items count as sales; refunded and cancelled ones (or with a refund on its way) are no sale.
    db.orderItem.count({ where: { sellerId: ownerId, status: { notIn: ["pending_payment", "refunded", "cancelled"] }, ...NOT_REFUNDED } }),
    db.orderItem.count({ where: { sellerId: ownerId, status: { in: ["pending", "processing"] }, ...NOT_REFUNDED } }),
    sellerPaidOutTotal(ownerId),
  ]);
  const listings = byStatus.reduce((sum, row) => sum + row._count._all, 0);
  const activeListings = byStatus.find((row) => row.status === "active")?._count._all ?? 0;
  return { listings, activeListings, totalSales: sales, revenue, pendingOrders: pending };
}

/** Follow or unfollow a shop; repeating either is harmless (one row per user and shop). */
export async function setShopFollow(userId: string, shopId: string, following: boolean): Promise<void> {
  if (following) {
    await db.shopFollow.createMany({ data: [{ userId, shopId }], skipDuplicates: true });
  } else {
    await db.shopFollow.deleteMany({ where: { userId, shopId } });
  }
}

export async function shopExists(shopId: string): Promise<boolean> {
  return (await db.shop.count({ where: { id: shopId } })) > 0;
}
