import "server-only";
import { logger } from "@/lib/log/logger.mjs";
import { hashPassword } from "@/lib/auth/password";
import { createAccount, EmailAlreadyRegisteredError, getAccountForEmailLink } from "@/lib/db/users";
import { createVerificationDocument, createWholesalerDetails } from "@/lib/db/profiles";
import { getCampusLocation } from "@/lib/db/campus-locations";
import { assignAccessCode, claimAccessCode, isAccessCodeFree, releaseAccessCode } from "@/lib/db/access-codes";
import { deleteObject } from "@/lib/storage";
import { storePrivateDocument, type DocumentStoreRefusal } from "@/lib/verifications/documents";
import type { SignupData } from "@/lib/validation/signup";
import { sendConfirmationLink } from "./email-links";
import { SIGNUP_MESSAGES, SIGNUP_WARNINGS } from "@/lib/messages/signup";
import { failed, type ActionResult } from "@/lib/actions/result";

export type SignupDocument = { bytes: Uint8Array; sizeBytes: number } | null;

export type NewAccountData = { userId: string; email: string; warnings: string[] };

/**
 * Creates the account, then the extras. Once the account exists nothing undoes
 * it: a refused document, unsaved business details or a failed email only add a
 * warning (spec: "Once the account exists, later failures only warn").
 *
 * A wholesaler is made by an access code (see docs/decisions/staff.md), so that is settled
 * before the account exists: the code is claimed first (one conditional update,
 * so of any number of racing sign-ups exactly one gets it) and handed back if the
 * account is then not created. Without a code this sign-up claimed, the sign-up
 * is refused with the spec's words and nothing is created.
 *
 * A registered email is answered with the spec's 'This email is already
 * registered' (its error catalogue names it, and the form marks the field): sign-up keeps
 * that answer, and the per-IP and per-email limits of /api/signup bound how many
 * addresses one client can test.
 */
/**
 * Why this sign-up cannot make an account (no such campus, a wholesaler code that is not free,
 * an email that already has an account), or null. Checked before the email's sign-up budget
 * is counted, so sign-ups a stranger sends in someone's name that could never succeed do not
 * spend that person's budget (docs/decisions/rate-limits.md). registerAccount checks again
 * under its own writes.
 */
export async function signupRefusal(data: SignupData): Promise<ActionResult<never> | null> {
  if (!(await getCampusLocation(data.campusLocationId))) return failed("invalid_input", CAMPUS_REQUIRED, { campusLocationId: CAMPUS_REQUIRED });
  if (data.accountType === "wholesaler" && !(data.wholesalerCode && (await isAccessCodeFree(data.wholesalerCode)))) {
    return failed("conflict", SIGNUP_MESSAGES.codeRefused, { wholesalerCode: SIGNUP_MESSAGES.codeRefused });
  }
  if (await getAccountForEmailLink(data.email)) return failed("conflict", new EmailAlreadyRegisteredError().message, { email: SIGNUP_MESSAGES.emailTaken });
  return null;
}

const CAMPUS_REQUIRED = "Campus location is required";

export async function registerAccount(data: SignupData, document: SignupDocument): Promise<ActionResult<NewAccountData>> {
  const campus = await getCampusLocation(data.campusLocationId);
  if (!campus) {
    return failed("invalid_input", CAMPUS_REQUIRED, { campusLocationId: CAMPUS_REQUIRED });
  }
  const passwordHash = await hashPassword(data.password);

  let claimedCode: string | null = null;
  if (data.accountType === "wholesaler") {
    if (!data.wholesalerCode || !(await claimAccessCode(data.wholesalerCode, { email: data.email }))) {
      return failed("conflict", SIGNUP_MESSAGES.codeRefused, { wholesalerCode: SIGNUP_MESSAGES.codeRefused });
    }
    claimedCode = data.wholesalerCode;
  }

  let account: { id: string; email: string };
  try {
    account = await createAccount({
      email: data.email,
      passwordHash,
      fullName: data.fullName,
      phone: data.phone,
      campusLocation: campus,
      accountType: data.accountType,
      studentId: data.accountType === "student" ? data.studentId : undefined,
      businessName: data.accountType === "wholesaler" ? data.businessName : undefined,
      businessLicenseNumber: data.accountType === "wholesaler" ? data.businessLicenseNumber : undefined,
    });
  } catch (error) {
    if (claimedCode) await releaseAccessCode(claimedCode, data.email).catch((releaseError: unknown) => logger.error({ err: releaseError }, "signup: access code not handed back"));
    if (error instanceof EmailAlreadyRegisteredError) {
      return failed("conflict", error.message, { email: SIGNUP_MESSAGES.emailTaken });
    }
    throw error;
  }

  const warnings: string[] = [];

  if (claimedCode) {
    // The code is already this email's; the account id only completes the record.
    await assignAccessCode(claimedCode, { email: account.email, userId: account.id }).catch((error: unknown) => logger.error({ err: error }, "signup: access code not linked to the account"));
    try {
      await createWholesalerDetails(account.id, {
        businessName: data.businessName,
        businessLicenseNumber: data.businessLicenseNumber,
        taxId: data.taxId,
        businessAddress: data.businessAddress,
        businessPhone: data.businessPhone,
        businessEmail: data.businessEmail,
        businessDescription: data.businessDescription,
        businessWebsite: data.businessWebsite,
      });
    } catch (error) {
      logger.error({ err: error }, "signup: business details not saved");
      warnings.push(SIGNUP_WARNINGS.businessDetailsFailed);
    }
  }

  if (document) {
    const warning = await storeVerificationDocument(account.id, data.accountType, document);
    if (warning) warnings.push(warning);
  }

  try {
    await sendConfirmationLink({ id: account.id, email: account.email, fullName: data.fullName });
  } catch (error) {
    logger.error({ err: error }, "signup: confirmation email failed");
    warnings.push(SIGNUP_WARNINGS.confirmationEmailFailed);
  }

  return { ok: true, message: SIGNUP_MESSAGES.success, data: { userId: account.id, email: account.email, warnings } };
}

async function storeVerificationDocument(userId: string, accountType: SignupData["accountType"], document: NonNullable<SignupDocument>): Promise<string | null> {
  const stored = await storePrivateDocument(userId, document);
  if (!stored.ok) return STORE_WARNINGS[stored.reason];
  try {
    await createVerificationDocument({ userId, documentType: accountType === "wholesaler" ? "business_license" : "student_id", ...stored.stored });
  } catch (error) {
    logger.error({ err: error }, "signup: document row not saved");
    await deleteObject("verification-documents", stored.stored.storageKey).catch(() => undefined);
    return SIGNUP_WARNINGS.documentFailed;
  }
  return null;
}

const STORE_WARNINGS: Record<DocumentStoreRefusal, string> = {
  "too-large": SIGNUP_WARNINGS.documentTooLarge,
  "not-image-or-pdf": SIGNUP_WARNINGS.documentNotImageOrPdf,
  "store-failed": SIGNUP_WARNINGS.documentFailed,
};
