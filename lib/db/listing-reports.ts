import "server-only";
import { db } from "./client";

// Reported listings (docs/decisions/listing-reports.md): signed-in users' reports and staff's decisions.

/** Listings with an open report, for the count beside the staff's link; read by the (status, created_at) index. */
export async function countReportedListings(): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ listings: number }>>`
    SELECT count(DISTINCT product_id)::int AS listings FROM listing_reports WHERE status = 'open'`;
  return row?.listings ?? 0;
}
