import "server-only";
import { cache } from "react";
import { db } from "./client";
import { NAV_COUNT_COLUMNS } from "./counts";
import type { NavCounts } from "./types";
import type { RawProfileColumns } from "./profiles";
import { Prisma } from "./generated/client";
import type { AccountType, Profile } from "./generated/client";

// The sign-in identity: creating an account, finding it for a login, a session,
// an email link or Google. What the person tells us about themselves is in
// profiles.ts.

export function getUserForLogin(email: string) {
  return db.user.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true, emailVerified: true, sessionVersion: true },
  });
}

/** The session version a token must carry to still count (null: no such user). */
export async function getSessionVersion(userId: string): Promise<number | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return user?.sessionVersion ?? null;
}

export type SessionViewer = {
  id: string;
  email: string;
  sessionVersion: number;
  profile: Pick<Profile, "fullName" | "phone" | "campusLocation" | "campusLocationId" | "isSeller" | "isPro" | "proUntil" | "accountType" | "role" | "profileCompletedAt" | "onboardingCompleted"> | null;
  navCounts: NavCounts;
  wishlistIds: string[];
  /** The shops this user follows (a seller page's Follow button). */
  followedShopIds: string[];
};

/**
 * Everything a signed-in request needs about its user, in one round trip: the
 * session version its token is checked against (lib/auth/options.ts), the user and profile
 * (lib/auth/session.ts), the navigation's badges, the products its hearts are filled for and
 * the shops it follows.
 * Read once per request (React's cache): the token check, the page and the layout share it.
 */
export const getSessionViewer = cache(async function getSessionViewer(userId: string): Promise<SessionViewer | null> {
  const rows = await db.$queryRaw<
    Array<RawProfileColumns & {
      id: string;
      email: string;
      session_version: number;
      has_profile: boolean;
      role: "user" | "staff" | null;
      profile_completed_at: Date | null;
      onboarding_completed: boolean | null;
      unread: number;
      wishlist: number;
      cart: number;
      wishlist_ids: string[];
      followed_shop_ids: string[];
    }>
  >`
    SELECT u.id, u.email, u.session_version, p.id IS NOT NULL AS has_profile,
      p.full_name, p.phone, p.campus_location, p.campus_location_id, p.is_seller, p.is_pro, p.pro_until,
      p.account_type::text AS account_type, p.role::text AS role, p.profile_completed_at, p.onboarding_completed,
      ${NAV_COUNT_COLUMNS(userId)},
      coalesce((SELECT array_agg(w.product_id::text) FROM wishlist_items w WHERE w.user_id = u.id), '{}') AS wishlist_ids,
      coalesce((SELECT array_agg(f.shop_id::text) FROM shop_follows f WHERE f.user_id = u.id), '{}') AS followed_shop_ids
    FROM users u LEFT JOIN profiles p ON p.id = u.id
    WHERE u.id = ${userId}::uuid`;
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    sessionVersion: row.session_version,
    profile: row.has_profile
      ? {
          fullName: row.full_name!,
          phone: row.phone,
          campusLocation: row.campus_location!,
          campusLocationId: row.campus_location_id,
          isSeller: row.is_seller!,
          isPro: row.is_pro!,
          proUntil: row.pro_until,
          accountType: row.account_type!,
          role: row.role!,
          profileCompletedAt: row.profile_completed_at,
          onboardingCompleted: row.onboarding_completed!,
        }
      : null,
    navCounts: { unreadMessages: row.unread, wishlist: row.wishlist, cart: row.cart },
    wishlistIds: row.wishlist_ids,
    followedShopIds: row.followed_shop_ids,
  };
});

/**
 * Ends every session of a user (each JWT carries the version it was issued
 * with; lib/auth/session.ts refuses older ones), but only when asked by a
 * session that is still current: a copy that already ended cannot sign the
 * owner's newer sessions out.
 */
export async function endSessionsOf(userId: string, currentVersion: number): Promise<boolean> {
  const ended = await db.user.updateMany({ where: { id: userId, sessionVersion: currentVersion }, data: { sessionVersion: { increment: 1 } } });
  return ended.count === 1;
}

/**
 * Google sign-in (see docs/decisions/sessions.md): the address Google vouched for becomes, or finds, our
 * user; it counts as confirmed. A new one gets a profile with the spec's
 * defaults and is_google_user, and completes it on /complete-profile.
 *
 * An account whose email was never confirmed was registered by whoever typed
 * the address, perhaps a stranger. Google has now proved who owns the
 * mailbox, so that password is dropped, its sessions end and its
 * confirmation links are spent: the stranger keeps no way in (the owner can
 * set a password with "Forgot password?").
 */
export async function upsertGoogleUser(input: { email: string; name: string | null; providerAccountId: string }) {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const found = await tx.user.upsert({
      where: { email: input.email },
      create: { email: input.email, emailVerified: now },
      update: {},
      select: { id: true },
    });
    const unproven = await tx.user.updateMany({
      where: { id: found.id, emailVerified: null },
      data: { emailVerified: now, passwordHash: null, sessionVersion: { increment: 1 } },
    });
    // What a stranger who registered the address typed at sign-up is not the mailbox
    // owner's: their profile starts afresh and the uploaded document goes.
    let droppedDocumentKeys: string[] = [];
    if (unproven.count === 1) {
      await tx.authToken.updateMany({ where: { userId: found.id, purpose: "email_confirmation", usedAt: null }, data: { usedAt: now } });
      const documents = await tx.verificationDocument.findMany({ where: { userId: found.id }, select: { storageKey: true } });
      droppedDocumentKeys = documents.map((document) => document.storageKey);
      await tx.verificationDocument.deleteMany({ where: { userId: found.id } });
      await tx.profile.updateMany({
        where: { id: found.id },
        data: {
          fullName: input.name?.trim() || "User",
          phone: null,
          campusLocation: "Not specified",
          campusLocationId: null,
          isSeller: false,
          accountType: "student",
          studentId: null,
          businessName: null,
          businessLicenseNumber: null,
          profileCompletedAt: null,
        },
      });
    }
    const user = await tx.user.findUniqueOrThrow({ where: { id: found.id }, select: { id: true, email: true, sessionVersion: true } });
    await tx.account.upsert({
      where: { provider_providerAccountId: { provider: "google", providerAccountId: input.providerAccountId } },
      create: { userId: user.id, type: "oauth", provider: "google", providerAccountId: input.providerAccountId },
      update: {},
    });
    await tx.profile.upsert({
      where: { id: user.id },
      create: { id: user.id, email: user.email, fullName: input.name?.trim() || "User", isGoogleUser: true },
      update: { isGoogleUser: true },
    });
    return { id: user.id, email: user.email, sessionVersion: user.sessionVersion, droppedDocumentKeys };
  });
}

export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super("A user with this email address has already been registered");
  }
}

export type NewAccount = {
  email: string;
  passwordHash: string;
  fullName: string;
  phone: string;
  campusLocation: { id: number; name: string };
  accountType: AccountType;
  studentId?: string;
  businessName?: string;
  businessLicenseNumber?: string;
};

/** The sign-in identity and its profile, together or not at all. Wholesalers are sellers (the spec's roles). */
export async function createAccount(input: NewAccount): Promise<{ id: string; email: string }> {
  // Checked first so the usual case logs no database error; the unique index
  // still decides when two sign-ups race.
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw new EmailAlreadyRegisteredError();
  try {
    return await db.user.create({
      data: {
        email: input.email,
        passwordHash: input.passwordHash,
        profile: {
          create: {
            email: input.email,
            fullName: input.fullName,
            phone: input.phone,
            campusLocation: input.campusLocation.name,
            campusLocationId: input.campusLocation.id,
            accountType: input.accountType,
            isSeller: input.accountType === "wholesaler",
            studentId: input.studentId,
            businessName: input.businessName,
            businessLicenseNumber: input.businessLicenseNumber,
          },
        },
      },
      select: { id: true, email: true },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new EmailAlreadyRegisteredError();
    throw error;
  }
}

/** Who an email-link request is for; null when nobody (the caller answers the same either way). */
export function getAccountForEmailLink(email: string) {
  return db.user.findUnique({
    where: { email },
    select: { id: true, email: true, emailVerified: true, profile: { select: { fullName: true } } },
  });
}

/**
 * A new password from Settings: stored, and every session ended (the version moves on). Only
 * while the account still has the password that was checked, so two changes at once cannot
 * both pass on the old one. Returns the new session version, or null when nothing changed.
 */
export async function replacePassword(userId: string, checkedHash: string, newHash: string): Promise<number | null> {
  const [row] = await db.$queryRaw<Array<{ session_version: number }>>`
    UPDATE users SET password_hash = ${newHash}, session_version = session_version + 1, updated_at = now()
    WHERE id = ${userId}::uuid AND password_hash = ${checkedHash}
    RETURNING session_version`;
  return row?.session_version ?? null;
}
