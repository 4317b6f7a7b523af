import "server-only";
import { EMAIL_EVENT_KEYS } from "@/lib/mail/email-kinds";
import { DECIDED_STATUS, decisionRefusal, sendRefusal, type DecisionRefusal, type SendRefusal, type VerificationDecision, type VerificationStatus } from "@/lib/verifications/rules";
import type { Outcome } from "@/lib/actions/result";
import type { OwnVerification, VerificationDocumentLink } from "./types";
import { db } from "./client";
import { enqueueEmail } from "./email-outbox";

// Verified businesses (docs/decisions/verified-businesses.md): wholesalers' documents
// waiting for staff, and staff's decisions. 'Verified business' itself is seller_reputations'
// verified_business, which a trigger keeps equal to verification_status = 'verified'.

/** Wholesalers whose documents wait for staff, for the count beside the staff's link; read by the (verification_status, documents_sent_at) index. */
export async function countWaitingVerifications(): Promise<number> {
  return db.wholesalerDetails.count({ where: { verificationStatus: "pending" } });
}


export type { OwnVerification, VerificationDocumentLink };

export type WaitingVerification = {
  wholesalerId: string;
  businessName: string;
  licenceNumber: string | null;
  taxId: string | null;
  address: string | null;
  businessPhone: string | null;
  businessEmail: string | null;
  contactName: string | null;
  accountEmail: string;
  accountPhone: string | null;
  signedUpAt: Date;
  documentsSentAt: Date;
  /** Newest first: after a refusal, the new documents are on top. */
  documents: VerificationDocumentLink[];
};

/** How many waiting businesses the staff page shows at once. */
export const WAITING_PAGE_SIZE = 50;

const DOCUMENT_SELECT = { id: true, documentType: true, contentType: true, createdAt: true } as const;

/** The staff's queue: waiting wholesalers, longest waiting first, with their documents; three queries whatever its length. */
export async function listWaitingVerifications(): Promise<WaitingVerification[]> {
  const rows = await db.wholesalerDetails.findMany({
    where: { verificationStatus: "pending" },
    orderBy: [{ documentsSentAt: "asc" }, { userId: "asc" }],
    take: WAITING_PAGE_SIZE,
    select: {
      userId: true,
      businessName: true,
      businessLicenseNumber: true,
      taxId: true,
      businessAddress: true,
      businessPhone: true,
      businessEmail: true,
      documentsSentAt: true,
      user: {
        select: {
          email: true,
          createdAt: true,
          profile: { select: { fullName: true, phone: true } },
          verificationDocuments: { orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: DOCUMENT_SELECT },
        },
      },
    },
  });
  return rows.map((row) => ({
    wholesalerId: row.userId,
    businessName: row.businessName,
    licenceNumber: row.businessLicenseNumber,
    taxId: row.taxId,
    address: row.businessAddress,
    businessPhone: row.businessPhone,
    businessEmail: row.businessEmail,
    contactName: row.user.profile?.fullName ?? null,
    accountEmail: row.user.email,
    accountPhone: row.user.profile?.phone ?? null,
    signedUpAt: row.user.createdAt,
    documentsSentAt: row.documentsSentAt,
    documents: row.user.verificationDocuments,
  }));
}

export type VerificationDecisionRow = {
  wholesalerId: string;
  businessName: string;
  status: Exclude<VerificationStatus, "pending">;
  reason: string | null;
  decidedAt: Date;
  decidedByName: string | null;
};

/**
 * The latest decisions, under the queue. Wholesalers exist only by staff's access codes, so
 * the decided rows stay few and are sorted without an index of their own.
 */
export async function listRecentVerificationDecisions(limit = 10): Promise<VerificationDecisionRow[]> {
  const rows = await db.wholesalerDetails.findMany({
    where: { verificationStatus: { in: ["verified", "rejected"] }, verificationDecidedAt: { not: null } },
    orderBy: [{ verificationDecidedAt: "desc" }, { userId: "asc" }],
    take: limit,
    select: {
      userId: true,
      businessName: true,
      verificationStatus: true,
      verificationReason: true,
      verificationDecidedAt: true,
      decidedBy: { select: { profile: { select: { fullName: true } } } },
    },
  });
  return rows.map((row) => ({
    wholesalerId: row.userId,
    businessName: row.businessName,
    status: row.verificationStatus as Exclude<VerificationStatus, "pending">,
    reason: row.verificationReason,
    decidedAt: row.verificationDecidedAt!,
    decidedByName: row.decidedBy?.profile?.fullName ?? null,
  }));
}

type LockedWholesaler = { status: VerificationStatus; business_name: string; documents_sent_at: Date; document_count: number };

/**
 * Staff approve or refuse a waiting wholesaler, with who and when; a refusal keeps its reason.
 * The row is locked and the write is conditional on 'pending' still holding, so of two staff
 * deciding at once exactly one decides and the other is told it was already decided. The
 * wholesaler's email is owed in the same transaction, and the documents looked at take the
 * decision's status.
 */
export async function decideVerification(
  wholesalerId: string,
  staffId: string,
  decision: VerificationDecision,
  reason: string | null,
): Promise<Outcome<{ businessName: string }, DecisionRefusal | "not-found">> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<LockedWholesaler[]>`
      SELECT w.verification_status::text AS status, w.business_name, w.documents_sent_at,
             (SELECT count(*)::int FROM verification_documents d WHERE d.user_id = w.user_id) AS document_count
      FROM wholesaler_details w WHERE w.user_id = ${wholesalerId}::uuid FOR UPDATE`;
    if (!row) return { ok: false as const, reason: "not-found" as const };
    const refused = decisionRefusal({ id: wholesalerId, status: row.status, documentCount: row.document_count }, staffId, decision);
    if (refused) return { ok: false as const, reason: refused };

    const status = DECIDED_STATUS[decision];
    const { count } = await tx.wholesalerDetails.updateMany({
      where: { userId: wholesalerId, verificationStatus: "pending" },
      data: { verificationStatus: status, verificationReason: decision === "refuse" ? reason : null, verificationDecidedAt: new Date(), verificationDecidedById: staffId },
    });
    if (count !== 1) return { ok: false as const, reason: "already-decided" as const };
    await tx.verificationDocument.updateMany({ where: { userId: wholesalerId, verificationStatus: "pending" }, data: { verificationStatus: status } });

    const eventKey = EMAIL_EVENT_KEYS.verificationDecided(wholesalerId, decision === "approve" ? "approved" : "refused", row.documents_sent_at);
    if (decision === "approve") {
      await enqueueEmail(tx, { kind: "verification-approved", recipientId: wholesalerId, eventKey, data: { businessName: row.business_name } });
    } else {
      await enqueueEmail(tx, { kind: "verification-refused", recipientId: wholesalerId, eventKey, data: { businessName: row.business_name, reason: reason ?? "" } });
    }
    return { ok: true as const, businessName: row.business_name };
  });
}


/** A wholesaler's own verification for their profile card; null for anyone who is not a wholesaler. */
export async function getOwnVerification(userId: string): Promise<OwnVerification | null> {
  const row = await db.wholesalerDetails.findUnique({
    where: { userId },
    select: {
      verificationStatus: true,
      verificationReason: true,
      documentsSentAt: true,
      verificationDecidedAt: true,
      user: { select: { verificationDocuments: { orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: DOCUMENT_SELECT } } },
    },
  });
  if (!row) return null;
  return {
    status: row.verificationStatus,
    reason: row.verificationReason,
    documentsSentAt: row.documentsSentAt,
    decidedAt: row.verificationDecidedAt,
    documents: row.user.verificationDocuments,
  };
}

/** Whether this user may send documents now: not a wholesaler, or the rule's refusal, or null. Checked before the upload is read; addVerificationDocument checks again under the lock. */
export async function documentSendRefusal(userId: string): Promise<SendRefusal | "not-a-wholesaler" | null> {
  const row = await db.wholesalerDetails.findUnique({ where: { userId }, select: { verificationStatus: true, user: { select: { _count: { select: { verificationDocuments: true } } } } } });
  if (!row) return "not-a-wholesaler";
  return sendRefusal({ status: row.verificationStatus, documentCount: row.user._count.verificationDocuments });
}

/**
 * The wholesaler's new document, already stored: its row, and the wholesaler back in staff's
 * queue (waiting, sent now, the last refusal's reason and decision cleared), in one
 * transaction under the row's lock, so a decision taken meanwhile is never overwritten.
 */
export async function addVerificationDocument(
  userId: string,
  document: { storageKey: string; contentType: string; sizeBytes: number },
): Promise<Outcome<{ documentId: string }, SendRefusal | "not-a-wholesaler">> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<Array<{ status: VerificationStatus; document_count: number }>>`
      SELECT w.verification_status::text AS status,
             (SELECT count(*)::int FROM verification_documents d WHERE d.user_id = w.user_id) AS document_count
      FROM wholesaler_details w WHERE w.user_id = ${userId}::uuid FOR UPDATE`;
    if (!row) return { ok: false as const, reason: "not-a-wholesaler" as const };
    const refused = sendRefusal({ status: row.status, documentCount: row.document_count });
    if (refused) return { ok: false as const, reason: refused };

    const created = await tx.verificationDocument.create({ data: { userId, documentType: "business_license", ...document }, select: { id: true } });
    await tx.wholesalerDetails.update({
      where: { userId },
      data: { verificationStatus: "pending", documentsSentAt: new Date(), verificationReason: null, verificationDecidedAt: null, verificationDecidedById: null },
    });
    return { ok: true as const, documentId: created.id };
  });
}
