// Verified businesses (docs/decisions/verified-businesses.md): who may decide, when new
// documents may be sent, and what the wholesaler's profile says. Pure: the database writes
// (lib/db/verifications.ts) ask these under the row's lock, and the pages ask them to draw.

export type VerificationStatus = "pending" | "verified" | "rejected";
export type VerificationDecision = "approve" | "refuse";

/** A refusal's reason, shown to the wholesaler in their profile and email. */
export const REFUSAL_REASON_MAX = 500;

/** The status a decision leaves. */
export const DECIDED_STATUS: Record<VerificationDecision, Exclude<VerificationStatus, "pending">> = { approve: "verified", refuse: "rejected" };

export type DecisionRefusal = "already-decided" | "own-business" | "no-documents";

/**
 * Why staff may not take this decision, or null. Only a wholesaler still waiting is decided
 * (the second of two staff deciding at once finds it decided); nobody decides on their own
 * business; and approving needs a document to have been looked at, while a refusal may say
 * that none came.
 */
export function decisionRefusal(
  wholesaler: { id: string; status: VerificationStatus; documentCount: number },
  staffId: string,
  decision: VerificationDecision,
): DecisionRefusal | null {
  if (wholesaler.status !== "pending") return "already-decided";
  if (wholesaler.id === staffId) return "own-business";
  if (decision === "approve" && wholesaler.documentCount === 0) return "no-documents";
  return null;
}

export type SendRefusal = "verified" | "under-review";

/**
 * Why the wholesaler may not send new documents now, or null. After a refusal they may; while
 * waiting with no document (the sign-up's upload failed or was skipped) they may too; while
 * staff have documents to look at, a new upload would only move them to the back of the
 * queue; a verified business has nothing left to prove.
 */
export function sendRefusal(wholesaler: { status: VerificationStatus; documentCount: number }): SendRefusal | null {
  if (wholesaler.status === "verified") return "verified";
  if (wholesaler.status === "pending" && wholesaler.documentCount > 0) return "under-review";
  return null;
}

export type VerificationCardState =
  | { kind: "verified" }
  | { kind: "refused"; reason: string }
  | { kind: "waiting-for-documents" }
  | { kind: "under-review" };

/** What the wholesaler's profile card shows for their verification, and whether it offers the upload form (every state but these two). */
export function verificationCardState(wholesaler: { status: VerificationStatus; reason: string | null; documentCount: number }): VerificationCardState {
  if (wholesaler.status === "verified") return { kind: "verified" };
  if (wholesaler.status === "rejected") return { kind: "refused", reason: wholesaler.reason ?? "" };
  return wholesaler.documentCount === 0 ? { kind: "waiting-for-documents" } : { kind: "under-review" };
}

/** Whether the card offers the form to send documents: exactly when sendRefusal would let them. */
export function offersDocumentUpload(state: VerificationCardState): boolean {
  return state.kind === "refused" || state.kind === "waiting-for-documents";
}

