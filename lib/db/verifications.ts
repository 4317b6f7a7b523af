import "server-only";
import { db } from "./client";

// Verified businesses (D23, docs/decisions/verified-businesses.md): wholesalers' documents
// waiting for staff, and staff's decisions.

/** Wholesalers whose documents wait for staff, for the count beside the staff's link; read by the (verification_status, documents_sent_at) index. */
export async function countWaitingVerifications(): Promise<number> {
  return db.wholesalerDetails.count({ where: { verificationStatus: "pending" } });
}
