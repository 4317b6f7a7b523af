import "server-only";
import { db } from "./client";

// What a person tells us about themselves: the profile (completion, becoming a
// seller), a wholesaler's business details and verification documents. The
// sign-in identity itself is in users.ts.
import type { DocumentType } from "./generated/client";

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
