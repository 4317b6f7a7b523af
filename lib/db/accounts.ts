import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";
import type { AccountType, DocumentType } from "./generated/client";

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

/** The sign-in identity and its profile, together or not at all. Wholesalers are sellers (spec section 6). */
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

/** Who an email-link request is for; null when nobody (the caller answers the same either way). */
export function getAccountForEmailLink(email: string) {
  return db.user.findUnique({
    where: { email },
    select: { id: true, email: true, emailVerified: true, profile: { select: { fullName: true } } },
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
 * "Register as a Seller" makes a seller; unticking never demotes one.
 * Returns whether this was the first completion (the welcome email goes once).
 */
export async function completeProfile(userId: string, email: string, input: ProfileCompletion): Promise<{ firstCompletion: boolean }> {
  return db.$transaction(async (tx) => {
    const existing = await tx.profile.findUnique({ where: { id: userId }, select: { profileCompletedAt: true, isSeller: true } });
    const data = {
      fullName: input.fullName,
      phone: input.phone ?? null,
      campusLocation: input.campusLocation,
      campusLocationId: input.campusLocationId,
      isSeller: input.isSeller || (existing?.isSeller ?? false),
      profileCompletedAt: existing?.profileCompletedAt ?? new Date(),
    };
    await tx.profile.upsert({ where: { id: userId }, create: { id: userId, email, ...data }, update: data });
    return { firstCompletion: !existing?.profileCompletedAt };
  });
}

/** Makes a user a seller (My shop's offer to someone who is not one yet). */
export async function registerAsSeller(userId: string): Promise<void> {
  await db.profile.update({ where: { id: userId }, data: { isSeller: true } });
}
