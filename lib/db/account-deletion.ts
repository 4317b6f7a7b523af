import "server-only";
import { randomUUID } from "node:crypto";
import { forgetPersonInEmails } from "./email-outbox";
import { db } from "./client";
import { DELETED_USER_NAME } from "@/lib/accounts/deletion-rules";

// Deleting an account (see docs/decisions/account-rights.md). Personal data and listings go; orders, their items,
// M-Pesa attempts and payouts stay as financial records (the law and reconciliation need
// them), under an account whose name is 'Deleted user' and whose email no longer exists, so
// the address can sign up again. Messages stay with the other person, the name replaced.

export type DeletionBlockers = {
  /** Paid orders of theirs not yet delivered (refunded and cancelled items count as ended), or a payment (an order's or Pro's) still on its way. */
  ordersInFlight: number;
  /** Items they sold that are paid but not yet delivered. */
  salesInFlight: number;
  /** Items they delivered whose payout has not completed. */
  payoutsOwed: number;
};

/** What must finish before the account can go (all zero: nothing). */
export function accountDeletionBlockers(userId: string): Promise<DeletionBlockers> {
  return blockersOf(db, userId);
}

export type DeletedAccount = {
  /** Stored files to remove once the rows are gone: product images, the banner, verification documents. */
  productImageUrls: string[];
  bannerUrl: string | null;
  documentKeys: string[];
};

/**
 * Deletes the account in one transaction, after checking again under the user's row lock
 * that nothing is in flight (an order paid a moment ago counts). Returns null when blocked.
 */
export async function deleteAccount(userId: string): Promise<DeletedAccount | null> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    const blockers = await blockersOf(tx, userId);
    if (blockers.ordersInFlight + blockers.salesInFlight + blockers.payoutsOwed > 0) return null;

    const [products, shop, documents] = await Promise.all([
      tx.product.findMany({ where: { sellerId: userId }, select: { imageUrl: true, images: true } }),
      tx.shop.findUnique({ where: { id: userId }, select: { bannerUrl: true } }),
      tx.verificationDocument.findMany({ where: { userId }, select: { storageKey: true } }),
    ]);
    const anonymousEmail = `deleted-${randomUUID()}@deleted.invalid`;

    // Listings (other people's cart and wishlist lines of them go too; order items keep their copied name and price).
    await tx.product.deleteMany({ where: { sellerId: userId } });
    await tx.shop.deleteMany({ where: { id: userId } });
    await tx.cartItem.deleteMany({ where: { userId } });
    await tx.wishlistItem.deleteMany({ where: { userId } });
    await tx.shopFollow.deleteMany({ where: { userId } });
    await tx.userBlock.deleteMany({ where: { OR: [{ blockerId: userId }, { blockedId: userId }] } });
    await tx.verificationDocument.deleteMany({ where: { userId } });
    await tx.wholesalerDetails.deleteMany({ where: { userId } });
    await tx.account.deleteMany({ where: { userId } });
    await tx.authToken.deleteMany({ where: { userId } });
    await tx.message.updateMany({ where: { senderId: userId }, data: { senderName: DELETED_USER_NAME } });
    await tx.message.updateMany({ where: { recipientId: userId }, data: { recipientName: DELETED_USER_NAME } });
    await tx.issueReport.updateMany({ where: { userId }, data: { description: "(removed when the account was deleted)" } });
    await forgetPersonInEmails(tx, userId, { name: DELETED_USER_NAME, removedText: "(removed when the account was deleted)" });
    await tx.wholesalerCode.updateMany({ where: { usedById: userId }, data: { usedByEmail: anonymousEmail } });
    await tx.wholesalerCode.updateMany({ where: { createdById: userId }, data: { creatorEmail: anonymousEmail } });
    await tx.profile.updateMany({
      where: { id: userId },
      data: {
        fullName: DELETED_USER_NAME,
        email: anonymousEmail,
        phone: null,
        campusLocation: "Not specified",
        campusLocationId: null,
        isSeller: false,
        isPro: false,
        proUntil: null,
        studentId: null,
        businessName: null,
        businessLicenseNumber: null,
        isGoogleUser: false,
      },
    });
    // No password, no address: nobody can sign in as it again, and every session ends.
    await tx.user.update({
      where: { id: userId },
      data: { email: anonymousEmail, passwordHash: null, emailVerified: null, sessionVersion: { increment: 1 }, deletedAt: new Date() },
    });

    return {
      productImageUrls: products.flatMap((product) => [product.imageUrl, ...product.images].filter((url): url is string => Boolean(url))),
      bannerUrl: shop?.bannerUrl ?? null,
      documentKeys: documents.map((document) => document.storageKey),
    };
  });
}

async function blockersOf(client: Pick<typeof db, "$queryRaw">, userId: string): Promise<DeletionBlockers> {
  const [row] = await client.$queryRaw<Array<{ orders_in_flight: number; sales_in_flight: number; payouts_owed: number }>>`
    SELECT
      (SELECT count(*) FROM orders o
        WHERE o.user_id = ${userId}::uuid
          AND (o.payment_status = 'processing'
            OR (o.payment_status = 'completed' AND EXISTS (
              SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.status NOT IN ('delivered', 'refunded', 'cancelled')))))::int
        -- A Pro payment waiting on the phone is money on its way too.
        + (SELECT count(*) FROM stk_push_requests a JOIN subscriptions sub ON sub.id = a.subscription_id
            WHERE sub.user_id = ${userId}::uuid AND a.status = 'pending')::int AS orders_in_flight,
      (SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.seller_id = ${userId}::uuid AND o.payment_status = 'completed' AND i.status NOT IN ('delivered', 'refunded', 'cancelled'))::int AS sales_in_flight,
      (SELECT count(*) FROM order_items i LEFT JOIN b2c_payouts p ON p.order_item_id = i.id AND p.kind = 'seller_payout'
        WHERE i.seller_id = ${userId}::uuid AND i.status = 'delivered' AND (p.id IS NULL OR p.status NOT IN ('completed', 'cancelled')))::int
        -- A refund still on its way to them is money owed too.
        + (SELECT count(*) FROM b2c_payouts r
            WHERE r.recipient_id = ${userId}::uuid AND r.kind = 'buyer_refund' AND r.status NOT IN ('completed', 'cancelled'))::int AS payouts_owed`;
  return { ordersInFlight: row?.orders_in_flight ?? 0, salesInFlight: row?.sales_in_flight ?? 0, payoutsOwed: row?.payouts_owed ?? 0 };
}
