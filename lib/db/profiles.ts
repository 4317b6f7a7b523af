import "server-only";
import { isProAt } from "@/lib/subscriptions/plans";
import { db } from "./client";
import { FALLBACK } from "@/lib/constants";

// What a person tells us about themselves: the profile (completion, becoming a
// seller), a wholesaler's business details and verification documents. The
// sign-in identity itself is in users.ts.
import type { AccountType, DocumentType } from "./generated/client";
import type { ProfileOverview } from "./types";

export type WholesalerDetailsInput = {
  businessName?: string;
  businessLicenseNumber?: string;
  taxId?: string;
  businessAddress?: string;
  businessPhone?: string;
  businessEmail?: string;
  businessDescription?: string;
  businessWebsite?: string;
};

export async function createWholesalerDetails(userId: string, details: WholesalerDetailsInput): Promise<void> {
  await db.wholesalerDetails.create({
    data: { userId, ...details, businessName: details.businessName ?? "TBD" },
  });
}

export async function createVerificationDocument(input: {
  userId: string;
  documentType: DocumentType;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}): Promise<{ id: string }> {
  return db.verificationDocument.create({ data: input, select: { id: true } });
}

export function getVerificationDocument(id: string) {
  return db.verificationDocument.findUnique({
    where: { id },
    select: { id: true, userId: true, storageKey: true, contentType: true, documentType: true },
  });
}

export function getProfileForCompletion(userId: string) {
  return db.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      profile: {
        select: { fullName: true, phone: true, campusLocation: true, isSeller: true, accountType: true, profileCompletedAt: true },
      },
    },
  });
}

export type ProfileCompletion = {
  fullName: string;
  phone?: string;
  campusLocation: string;
  campusLocationId: number | null;
  isSeller: boolean;
};

/**
 * Saves the completion form. A missing profile is created from it (spec: the
 * defaults 'User' and 'Not specified' cover what the form leaves out). Ticking
 * "Register as a Seller" makes a seller; unticking never demotes one. The first
 * completion's time is kept.
 */
export async function completeProfile(userId: string, email: string, input: ProfileCompletion): Promise<void> {
  await db.$transaction(async (tx) => {
    const existing = await tx.profile.findUnique({ where: { id: userId }, select: { isSeller: true } });
    const data = {
      fullName: input.fullName,
      phone: input.phone ?? null,
      campusLocation: input.campusLocation,
      campusLocationId: input.campusLocationId,
      isSeller: input.isSeller || (existing?.isSeller ?? false),
    };
    await tx.profile.upsert({ where: { id: userId }, create: { id: userId, email, ...data, profileCompletedAt: new Date() }, update: data });
    await tx.profile.updateMany({ where: { id: userId, profileCompletedAt: null }, data: { profileCompletedAt: new Date() } });
  });
}

/**
 * Claims the user's one welcome email: true for the one caller that may send it. A conditional
 * update, not a read then a write, so two claims at the same moment (a double tap on the
 * completion form, two tabs, the confirmation link racing the form) cannot both win: the
 * second waits on the row and then finds it claimed. No profile, no welcome.
 */
export async function claimWelcomeEmail(userId: string): Promise<boolean> {
  const { count } = await db.profile.updateMany({ where: { id: userId, welcomeSentAt: null }, data: { welcomeSentAt: new Date() } });
  return count === 1;
}

/** Makes a user a seller (My shop's offer to someone who is not one yet). */
export async function registerAsSeller(userId: string): Promise<void> {
  await db.profile.update({ where: { id: userId }, data: { isSeller: true } });
}

/** A profile's columns as raw SQL reads them (null throughout when a LEFT JOIN finds no profile). */
export type RawProfileColumns = {
  full_name: string | null;
  phone: string | null;
  campus_location: string | null;
  campus_location_id: number | null;
  is_seller: boolean | null;
  is_pro: boolean | null;
  pro_until: Date | null;
  account_type: AccountType | null;
};

/** The profile page's header: the profile and its three counts, in one round trip. */
export async function getProfileOverview(userId: string): Promise<ProfileOverview | null> {
  const [row] = await db.$queryRaw<
    Array<RawProfileColumns & {
      email: string;
      created_at: Date;
      shop_name: string | null;
      listings: number;
      orders: number;
      wishlist: number;
    }>
  >`
    SELECT p.full_name, u.email, p.phone, p.campus_location, p.campus_location_id, p.is_seller, p.is_pro, p.pro_until,
           p.account_type::text AS account_type, u.created_at, s.shop_name,
           (SELECT count(*) FROM products WHERE seller_id = u.id)::int AS listings,
           (SELECT count(*) FROM orders WHERE user_id = u.id)::int AS orders,
           (SELECT count(*) FROM wishlist_items WHERE user_id = u.id)::int AS wishlist
    FROM users u
    LEFT JOIN profiles p ON p.id = u.id
    LEFT JOIN shops s ON s.id = u.id
    WHERE u.id = ${userId}::uuid`;
  if (!row) return null;
  return {
    fullName: row.full_name ?? FALLBACK.userName,
    email: row.email,
    phone: row.phone,
    campusLocation: row.campus_location ?? "Not specified",
    campusLocationId: row.campus_location_id,
    isSeller: row.is_seller ?? false,
    isPro: isProAt({ isPro: row.is_pro ?? false, proUntil: row.pro_until }, new Date()),
    proUntil: row.pro_until,
    accountType: row.account_type ?? "student",
    memberSince: row.created_at,
    shopName: row.shop_name,
    counts: { listings: row.listings, orders: row.orders, wishlist: row.wishlist },
  };
}

export type ProfileDetails = { fullName: string; phone: string | null; campusLocation: string; campusLocationId: number };

/** What Edit Profile checks before saving: the current phone (a seller's payout number) and the password hash. */
export async function getProfileForEdit(userId: string) {
  return db.user.findUnique({
    where: { id: userId },
    select: { passwordHash: true, profile: { select: { phone: true, isSeller: true } } },
  });
}

export async function updateProfileDetails(userId: string, email: string, details: ProfileDetails): Promise<void> {
  await db.profile.upsert({ where: { id: userId }, create: { id: userId, email, ...details }, update: details });
}

/**
 * Become a Seller from the profile: the account sells from now on and its shop exists with
 * the chosen name (an existing shop keeps its settings and takes the new name), in one step.
 */
export async function becomeSeller(userId: string, email: string, shopName: string): Promise<void> {
  await db.$transaction([
    db.profile.upsert({ where: { id: userId }, create: { id: userId, email, isSeller: true }, update: { isSeller: true } }),
    db.shop.upsert({ where: { id: userId }, create: { id: userId, shopName }, update: { shopName } }),
  ]);
}
