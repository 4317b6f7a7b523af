import "server-only";
import { db } from "./client";

// Everything stored about one person, for "Download my data" (docs/decisions/account-rights.md; Kenya's Data
// Protection Act 2019, right of access). Secrets are left out: the password hash, session
// version, emailed-link token hashes and OAuth tokens say nothing about the person and would
// help whoever got hold of the file. Verification documents are listed, not attached.

export async function collectAccountData(userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      emailVerified: true,
      passwordHash: true,
      createdAt: true,
      updatedAt: true,
      profile: {
        select: {
          fullName: true,
          phone: true,
          campusLocation: true,
          isSeller: true,
          isPro: true,
          proUntil: true,
          accountType: true,
          studentId: true,
          businessName: true,
          businessLicenseNumber: true,
          isGoogleUser: true,
          onboardingCompleted: true,
          profileCompletedAt: true,
          createdAt: true,
          updatedAt: true,
        },
      },
      accounts: { select: { provider: true } },
      wholesalerDetails: { select: { businessName: true, businessLicenseNumber: true, taxId: true, businessAddress: true, businessPhone: true, businessEmail: true, businessDescription: true, businessWebsite: true, verificationStatus: true, createdAt: true } },
      verificationDocuments: { orderBy: { createdAt: "asc" }, select: { documentType: true, contentType: true, sizeBytes: true, verificationStatus: true, createdAt: true } },
      usedCode: { select: { code: true, usedAt: true } },
      shop: { select: { shopName: true, description: true, bannerUrl: true, offersDelivery: true, preferredContact: true, businessHours: true, policies: true, createdAt: true, updatedAt: true } },
      products: {
        orderBy: { createdAt: "asc" },
        select: { id: true, name: true, description: true, price: true, originalPrice: true, condition: true, status: true, location: true, imageUrl: true, quantityAvailable: true, createdAt: true, updatedAt: true, soldAt: true },
      },
      cartItems: { orderBy: { createdAt: "asc" }, select: { productId: true, quantity: true, createdAt: true, product: { select: { name: true } } } },
      wishlistItems: { orderBy: { createdAt: "asc" }, select: { productId: true, quantity: true, createdAt: true, product: { select: { name: true } } } },
      shopFollows: { select: { shopId: true, createdAt: true } },
      blocking: { select: { blockedId: true, createdAt: true } },
      orders: {
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          amount: true,
          phoneNumber: true,
          paymentStatus: true,
          orderStatus: true,
          mpesaReceipt: true,
          paymentDate: true,
          deliveryOption: true,
          deliveryAddress: true,
          deliveryInstructions: true,
          refundRequired: true,
          refundReason: true,
          createdAt: true,
          items: { select: { id: true, productId: true, productName: true, quantity: true, pricePerUnit: true, subtotal: true, status: true, sellerId: true, deliveredAt: true, receivedConfirmedAt: true, cancelledAt: true, cancelReason: true, refundedAt: true } },
          stkPushes: { orderBy: { createdAt: "asc" }, select: { checkoutRequestId: true, phoneNumber: true, amount: true, status: true, mpesaReceipt: true, resultDesc: true, createdAt: true, settledAt: true } },
        },
      },
      soldOrderItems: {
        orderBy: { createdAt: "asc" },
        select: { id: true, orderId: true, productId: true, productName: true, quantity: true, pricePerUnit: true, subtotal: true, status: true, deliveredAt: true, payoutDueAt: true, receivedConfirmedAt: true, cancelledAt: true, cancelReason: true, refundedAt: true, createdAt: true },
      },
      // Money M-Pesa sent this person: payouts for what they sold and refunds of what they
      // bought, told apart by `kind`.
      payouts: {
        orderBy: { createdAt: "asc" },
        select: { kind: true, orderItemId: true, phoneNumber: true, amount: true, status: true, resultDesc: true, transactionId: true, createdAt: true, completedAt: true },
      },
      subscriptions: { orderBy: { createdAt: "asc" }, select: { plan: true, amount: true, status: true, startsAt: true, endsAt: true, createdAt: true } },
      sentMessages: { orderBy: { createdAt: "asc" }, select: { recipientName: true, productId: true, orderId: true, body: true, createdAt: true } },
      receivedMessages: { orderBy: { createdAt: "asc" }, select: { senderName: true, productId: true, orderId: true, body: true, read: true, createdAt: true } },
      issueReports: { orderBy: { createdAt: "asc" }, select: { orderId: true, productId: true, description: true, status: true, createdAt: true } },
      categoriesCreated: { select: { name: true, description: true, createdAt: true } },
      emailOptOuts: { orderBy: { createdAt: "asc" }, select: { topic: true, createdAt: true } },
      emails: { orderBy: { createdAt: "asc" }, select: { kind: true, status: true, payload: true, createdAt: true, sentAt: true } },
    },
  });
  if (!user) return null;
  // Only whether a password exists, never its hash.
  const { accounts, passwordHash, ...rest } = user;
  return { ...rest, signInMethods: [...(passwordHash ? ["password"] : []), ...accounts.map((account) => account.provider)] };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;
